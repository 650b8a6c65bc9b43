/**
 * @module
 * A Stripe webhook's Stripe-Signature header, made by the stripe library as Stripe signs it, for
 * tests outside this package (the browser tests post webhooks to a running server).
 */
import Stripe from 'stripe';

/** The header for `payload` signed with `secret`, timestamped now. */
export function stripeSignature(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
