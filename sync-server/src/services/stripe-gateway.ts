/**
 * @module
 * The Stripe client Cubby calls, built from the configuration. `STRIPE_API_URL` points it at
 * another server that speaks Stripe's API (stripe-mock, or the tests' local stand-in); unset, it
 * talks to Stripe itself.
 */
import Stripe from 'stripe';

/** What the Stripe client is built from. */
export interface StripeSettings {
  secretKey: string;
  /** Another base URL for Stripe's API, e.g. http://127.0.0.1:12111. */
  apiUrl?: string | undefined;
}

// A front-desk click should fail quickly rather than hang the dialog for Stripe's default 80 s.
const TIMEOUT_MS = 20_000;

/** A Stripe client; retries are Stripe's own, safe because every create carries a key. */
export function createStripe({ secretKey, apiUrl }: StripeSettings): Stripe {
  const base = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    timeout: TIMEOUT_MS,
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/**
 * Reads a webhook request: the event when the signature over the raw body is valid and recent,
 * null otherwise.
 */
export function verifyWebhook(
  rawBody: string,
  signature: string,
  secret: string,
): Stripe.Event | null {
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}

/** A readable sentence for a failed Stripe call. */
export function describeStripeError(error: unknown): string {
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return 'Could not reach the card payment provider; try again in a moment';
  }
  if (error instanceof Stripe.errors.StripeError) {
    return `The card payment provider refused the request: ${error.message}`;
  }
  return 'The card payment provider could not be used';
}
