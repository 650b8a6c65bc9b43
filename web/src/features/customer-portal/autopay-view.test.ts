import type { AutopayState } from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { autopayHeadline, brandName, cardLabel, expiryLabel } from './autopay-view.ts';

const off: AutopayState = { enabled: false, card: null, pending: false, lastFailure: null };
const visa = { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2034 };

describe('the Autopay card’s words', () => {
  it('says which card autopay uses', () => {
    expect(autopayHeadline({ ...off, enabled: true, card: visa })).toBe(
      'Autopay is on with Visa ending 4242',
    );
    expect(expiryLabel(visa)).toBe('Expires 03/2034');
  });

  it('says a card is being saved, or that autopay is off', () => {
    expect(autopayHeadline({ ...off, pending: true })).toBe('Your card is being saved');
    expect(autopayHeadline(off)).toBe('Autopay is off');
  });

  it('names brands as people write them, and keeps an unknown one', () => {
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('cartes_bancaires')).toBe('Cartes_bancaires');
    expect(brandName('')).toBe('Card');
    expect(cardLabel({ brand: 'mastercard', last4: '4444' })).toBe('Mastercard ending 4444');
  });
});
