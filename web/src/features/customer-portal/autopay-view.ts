/**
 * @module
 * What the Autopay card says, from the family's autopay state: pure, so it is tested without a
 * browser.
 */
import { howToPayWords } from '@cubby/shared/payment-words';
import type { AutopayCard, AutopayState } from '@cubby/shared/schemas';

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card brand as people write it ('visa' → 'Visa'); an unknown brand as Stripe names it. */
export function brandName(brand: string): string {
  return BRAND_NAMES[brand] ?? (brand ? brand[0]?.toUpperCase() + brand.slice(1) : 'Card');
}

/** "Visa ending 4242". */
export function cardLabel(card: Pick<AutopayCard, 'brand' | 'last4'>): string {
  return `${brandName(card.brand)} ending ${card.last4}`;
}

/** "Expires 12/2034". */
export function expiryLabel(card: Pick<AutopayCard, 'expMonth' | 'expYear'>): string {
  return `Expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** The card's one-line summary of the family's autopay. */
export function autopayHeadline(state: AutopayState): string {
  if (state.enabled && state.card) return `Autopay is on with ${cardLabel(state.card)}`;
  if (state.pending) return 'Your card is being saved';
  return 'Autopay is off';
}

/**
 * Why autopay is not offered where the day-care takes no cards, and how to pay instead: the same
 * words on My Account and My Details (decision 072).
 */
export const AUTOPAY_NEEDS_CARDS = `Autopay needs card payments, which the day-care does not take online. ${howToPayWords(false)}`;
