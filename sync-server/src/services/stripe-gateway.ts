/**
 * @module
 * The Stripe client Cubby calls, built from the configuration. `STRIPE_API_URL` points it at
 * another server that speaks Stripe's API (stripe-mock, or the tests' local stand-in); unset, it
 * talks to Stripe itself.
 *
 * Stripe's SDK is some 200 modules, and a day-care that takes no cards never needs it: it loads
 * on first use, not with the server (docs/operations.md, "Memory").
 */
import type Stripe from 'stripe';
import type { AppConfig } from './service-deps.ts';

type StripeSdk = typeof Stripe;

let sdk: StripeSdk | undefined;
let loading: Promise<StripeSdk> | undefined;

function loadSdk(): Promise<StripeSdk> {
  loading ??= import('stripe').then((module) => {
    sdk = module.default;
    return sdk;
  });
  return loading;
}

/** What the Stripe client is built from. */
export interface StripeSettings {
  secretKey: string;
  /** Another base URL for Stripe's API, e.g. http://127.0.0.1:12111. */
  apiUrl?: string | undefined;
}

// A front-desk click should fail quickly rather than hang the dialog for Stripe's default 80 s.
const TIMEOUT_MS = 20_000;

/** A Stripe client; retries are Stripe's own, safe because every create carries a key. */
export async function createStripe({ secretKey, apiUrl }: StripeSettings): Promise<Stripe> {
  const StripeClient = await loadSdk();
  const base = apiUrl ? new URL(apiUrl) : null;
  return new StripeClient(secretKey, {
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
export async function verifyWebhook(
  rawBody: string,
  signature: string,
  secret: string,
): Promise<Stripe.Event | null> {
  const StripeClient = await loadSdk();
  try {
    return StripeClient.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}

/** A readable sentence for a failed Stripe call. */
export function describeStripeError(error: unknown): string {
  // Only the SDK throws its errors, so one that is not loaded has thrown none.
  if (sdk && error instanceof sdk.errors.StripeConnectionError) {
    return 'Could not reach the card payment provider; try again in a moment';
  }
  if (sdk && error instanceof sdk.errors.StripeError) {
    return `The card payment provider refused the request: ${error.message}`;
  }
  return 'The card payment provider could not be used';
}

/**
 * Whether a parent can pay by card: Stripe's secret key to take the payment, its publishable key
 * for the card form, and the webhook secret, without which a payment taken never reaches the
 * ledger. Short of any of them, nothing offers a parent a card (decision 072).
 */
export function cardPaymentsReady(
  config: Pick<AppConfig, 'stripeSecretKey' | 'stripePublishableKey' | 'stripeWebhookSecret'>,
): boolean {
  return Boolean(
    config.stripeSecretKey && config.stripePublishableKey && config.stripeWebhookSecret,
  );
}
