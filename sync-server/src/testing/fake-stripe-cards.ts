/**
 * @module
 * The stand-in's cards: Stripe's test payment methods by the ids Stripe gives them
 * (`pm_card_visa`, `pm_card_chargeDeclined`, ...), and the declines they cause, so a test names a
 * card the way it would against Stripe's test mode.
 */

/** A card as `GET /v1/payment_methods/{id}` describes it, and whether charging it fails. */
export interface TestCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** Stripe's decline code when a charge on this card is declined. */
  declineCode?: string;
}

/** Stripe's test payment methods the stand-in knows. */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2034 },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    exp_month: 12,
    exp_year: 2034,
    declineCode: 'generic_decline',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    exp_month: 12,
    exp_year: 2034,
    declineCode: 'insufficient_funds',
  },
};

/** Stripe's message for a decline code, as its card errors word them. */
export function declineMessage(declineCode: string): string {
  return declineCode === 'insufficient_funds'
    ? 'Your card has insufficient funds.'
    : 'Your card was declined.';
}
