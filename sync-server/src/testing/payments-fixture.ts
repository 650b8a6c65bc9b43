/**
 * @module
 * What the payment tests start from: the app configured for Stripe against the local stand-in,
 * and Ada Lovelace (12.50 an hour) owing 112.50 for two days she was checked in and out:
 * Monday 6 hours (75.00) and Tuesday 3 hours (37.50). Also Stripe's webhook as Stripe sends it,
 * signed by the stripe library.
 */
import Stripe from 'stripe';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { facilityInstant } from './facility-time.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import { createTestApp, type TestApp, type TestFamily } from './test-app.ts';

/** The week Ada attended. */
export const MONDAY = '2026-11-16';
export const TUESDAY = '2026-11-17';
/** The week's last day, where the reports and the ledger of the week end. */
export const SUNDAY = '2026-11-22';

/** The webhook signing secret the app is configured with. */
export const WEBHOOK_SECRET = 'whsec_cubby_test';

/** The running app, the Stripe stand-in and the family that owes. */
export interface PaymentsFixture {
  app: TestApp;
  stripe: FakeStripe;
  ada: TestFamily;
  /** Issued after the visits: an owner session expires sooner than the test's two days. */
  ownerToken: string;
  close(): Promise<void>;
}

/** Starts the fixture; the caller fakes Date (`vi.useFakeTimers`) so the visits land on the week. */
export async function startPaymentsFixture(): Promise<PaymentsFixture> {
  vi.setSystemTime(facilityInstant(MONDAY, 8, 0));
  const stripe = await startFakeStripe();
  const app = await createTestApp({
    config: {
      stripeSecretKey: 'sk_test_cubby',
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApiUrl: stripe.url,
    },
  });
  const ada = await app.addFamily('Ada Lovelace');
  await visit(app, ada.customerId, MONDAY, [9, 0], [15, 0]);
  await visit(app, ada.customerId, TUESDAY, [9, 0], [12, 0]);
  const ownerToken = createSession(app.db, { role: 'owner', subject: app.accountIds.owner }).token;
  return {
    app,
    stripe,
    ada,
    ownerToken,
    async close() {
      app.close();
      await stripe.close();
    },
  };
}

/**
 * Starts the fixture before each test of the file, with Date faked, and closes it after;
 * `onStart` takes what the tests use from it. Returns the running test's fixture.
 */
export function usePaymentsFixture(
  onStart: (fixture: PaymentsFixture) => void,
): () => PaymentsFixture {
  let fixture: PaymentsFixture;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fixture = await startPaymentsFixture();
    onStart(fixture);
  });
  afterEach(async () => {
    await fixture.close();
    vi.useRealTimers();
  });
  return () => fixture;
}

/** Posts a Stripe event to the webhook, signed with `secret` as Stripe signs it. */
export function postSignedEvent(app: TestApp, payload: string, secret = WEBHOOK_SECRET) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.request('POST', '/api/stripe/webhook', {
    rawBody: payload,
    headers: { 'Stripe-Signature': signature },
  });
}

/** Checks a child in and out through the staff API at the given local times. */
export async function visit(
  app: TestApp,
  customerId: string,
  date: string,
  from: [number, number],
  until: [number, number],
) {
  for (const [path, [hours, minutes]] of [
    ['checkin', from],
    ['checkout', until],
  ] as const) {
    vi.setSystemTime(facilityInstant(date, hours, minutes));
    const response = await app.request('POST', `/api/sessions/${path}`, {
      token: app.tokens.staff,
      body: { customerId },
    });
    expect(response.status).toBe(200);
  }
}
