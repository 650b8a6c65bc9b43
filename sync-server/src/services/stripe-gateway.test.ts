import { describe, expect, it } from 'vitest';
import { cardPaymentsReady } from './stripe-gateway.ts';

describe('whether a parent can pay by card', () => {
  const full = {
    stripeSecretKey: 'sk_test_cubby',
    stripePublishableKey: 'pk_test_cubby',
    stripeWebhookSecret: 'whsec_cubby',
  };

  it('needs the key that takes a payment, the card form and the webhook that records it', () => {
    expect(cardPaymentsReady(full)).toBe(true);
    expect(cardPaymentsReady({ ...full, stripeSecretKey: undefined })).toBe(false);
    expect(cardPaymentsReady({ ...full, stripePublishableKey: undefined })).toBe(false);
    // Without the webhook, a card payment taken would never reach the family's ledger.
    expect(cardPaymentsReady({ ...full, stripeWebhookSecret: '' })).toBe(false);
    expect(cardPaymentsReady({})).toBe(false);
  });
});
