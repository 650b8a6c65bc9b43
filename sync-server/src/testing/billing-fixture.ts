/**
 * @module
 * What the billing tests start from: the app over a data directory it can be restarted on,
 * configured for the Stripe stand-in and a real SMTP server on loopback, with Ada Lovelace
 * (12.50 an hour) owing 112.50 for the week of 2026-11-16 (Monday 6 hours, Tuesday 3), and
 * optionally a card saved for autopay. The caller's Date is faked from that Monday on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NoticesResponse } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { contacts } from '../db/schema.ts';
import { facilityInstant } from './facility-time.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import { postSignedEvent, WEBHOOK_SECRET } from './payments-fixture.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { createTestApp, type TestApp, type TestFamily } from './test-app.ts';

/** The week Ada attended, and its statement's days with Settings' defaults (due in 7 days). */
export const BILLING_WEEK = {
  monday: '2026-11-16',
  tuesday: '2026-11-17',
  statementDay: '2026-11-23',
  dueDay: '2026-11-29',
} as const;

/** The running billing fixture. */
export interface BillingFixture {
  app: TestApp;
  ada: TestFamily;
  stripe: FakeStripe;
  sink: SmtpSink;
  /** Closes the app and starts it again over the same data (a restart). */
  restart(): Promise<TestApp>;
  close(): Promise<void>;
}

/** Starts the fixture; `card` saves that Stripe test card for Ada's autopay. */
export async function startBillingFixture({
  card,
}: {
  card?: string;
} = {}): Promise<BillingFixture> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(facilityInstant(BILLING_WEEK.monday, 8, 0));
  const stripe = await startFakeStripe();
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-billing-'));
  const open = () =>
    createTestApp({
      dataDir,
      config: {
        stripeSecretKey: 'sk_test_cubby',
        stripeWebhookSecret: WEBHOOK_SECRET,
        stripeApiUrl: stripe.url,
        smtpUrl: sink.url,
        mailFrom: 'Little Acorns <billing@acorns.test>',
      },
    });
  const fixture = { stripe, sink } as BillingFixture;
  fixture.app = await open();
  const { app } = fixture;
  const ada = await app.addFamily('Ada Lovelace');
  app.db
    .update(contacts)
    .set({ email: 'ada.parent@example.com' })
    .where(eq(contacts.id, ada.contactId))
    .run();
  await visit(app, ada, BILLING_WEEK.monday, [9, 0], [15, 0]);
  await visit(app, ada, BILLING_WEEK.tuesday, [9, 0], [12, 0]);
  if (card) await saveCard(app, stripe, ada, card);
  fixture.ada = ada;
  fixture.restart = async () => {
    fixture.app.close();
    fixture.app = await open();
    return fixture.app;
  };
  fixture.close = async () => {
    fixture.app.close();
    await stripe.close();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return fixture;
}

/** A pass of the app's billing clock at the facility's `hours` on `date`. */
export function tickAt(app: TestApp, date: string, hours = 6) {
  vi.setSystemTime(facilityInstant(date, hours, 0));
  return app.core.billing.tick();
}

/** Sessions expire within the weeks a billing test spans: each request signs in afresh. */
export const freshToken = {
  owner: (app: TestApp) =>
    createSession(app.db, { role: 'owner', subject: app.accountIds.owner }).token,
  staff: (app: TestApp) =>
    createSession(app.db, { role: 'staff', subject: app.accountIds.staff }).token,
  parent: (app: TestApp, family: TestFamily) =>
    createSession(app.db, { role: 'customer', subject: family.loginId, familyId: family.familyId })
      .token,
};

/** The family's notices, newest first, as its parent reads them. */
export async function noticesOf(app: TestApp, family: TestFamily) {
  const response = await app.request('GET', '/api/customer/notices', {
    token: freshToken.parent(app, family),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as NoticesResponse).notices;
}

/** The family's ledger balance now, as the owner reads it ('112.50'). */
export async function balanceOf(app: TestApp, family: TestFamily): Promise<string> {
  const response = await app.request('GET', `/api/families/${family.familyId}/ledger`, {
    token: freshToken.owner(app),
  });
  return ((await response.json()) as { closingBalance: string }).closingBalance;
}

/** Saves `testCard` for the family's autopay as the phone and Stripe's webhook would. */
export async function saveCard(
  app: TestApp,
  stripe: FakeStripe,
  family: TestFamily,
  testCard: string,
) {
  const response = await app.request('PUT', '/api/customer/autopay', {
    token: freshToken.parent(app, family),
    body: { enabled: true },
  });
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  const intent = stripe.completeSetupIntent(clientSecret.replace(/_secret_test$/, ''), testCard);
  const payload = JSON.stringify({
    id: `evt_${intent.id}`,
    object: 'event',
    type: 'setup_intent.succeeded',
    data: { object: intent },
  });
  expect((await postSignedEvent(app, payload)).status).toBe(200);
}

/** A signed-webhook payload of a PaymentIntent event as Stripe sends it. */
export function intentEvent(type: string, intent: Record<string, unknown>, eventId: string) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { object: 'payment_intent', currency: 'usd', ...intent } },
  });
}

// Checks a child in and out through the staff API at the given local times.
async function visit(
  app: TestApp,
  family: TestFamily,
  date: string,
  from: [number, number],
  until: [number, number],
) {
  for (const [where, [hours, minutes]] of [
    ['checkin', from],
    ['checkout', until],
  ] as const) {
    vi.setSystemTime(facilityInstant(date, hours, minutes));
    const response = await app.request('POST', `/api/sessions/${where}`, {
      token: freshToken.staff(app),
      body: { customerId: family.customerId },
    });
    expect(response.status).toBe(200);
  }
}
