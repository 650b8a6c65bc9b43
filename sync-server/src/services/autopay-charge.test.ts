/**
 * Charging a saved card off-session against the Stripe stand-in: a charge succeeds; a declined
 * card is recorded and told to the family (a notice, and a mail at a real SMTP server on
 * loopback); the same key never charges twice; no card, no charge.
 */
import type { AutopayState, NoticesResponse } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contacts, mailOutbox } from '../db/schema.ts';
import { saveCard } from '../testing/billing-fixture.ts';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe.ts';
import { WEBHOOK_SECRET } from '../testing/payments-fixture.ts';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { chargeOffSession } from './autopay-charge.ts';
import { createStripe } from './stripe-gateway.ts';

let app: TestApp | undefined;
let stripe: FakeStripe | undefined;
let sink: SmtpSink | undefined;

afterEach(async () => {
  app?.close();
  await stripe?.close();
  await sink?.close();
  app = stripe = sink = undefined;
  vi.useRealTimers();
});

async function start(options: { smtp?: boolean } = {}) {
  stripe = await startFakeStripe();
  if (options.smtp) sink = await startSmtpSink();
  app = await createTestApp({
    config: {
      stripeSecretKey: 'sk_test_cubby',
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApiUrl: stripe.url,
      ...(sink ? { smtpUrl: sink.url, mailFrom: 'Little Acorns <billing@acorns.test>' } : {}),
    },
  });
  const ada = await app.addFamily('Ada Lovelace');
  app.db
    .update(contacts)
    .set({ email: 'ada.parent@example.com' })
    .where(eq(contacts.id, ada.contactId))
    .run();
  const client = await createStripe({ secretKey: 'sk_test_cubby', apiUrl: stripe.url });
  const deps = { db: app.db, config: app.core.config, mailer: app.core.mailer, stripe: client };
  return { app, stripe, ada, deps };
}

const charge = (familyId: string) => ({
  familyId,
  amountCents: 11250,
  idempotencyKey: `autopay:${familyId}:2026-11`,
  description: 'the statement for November 2026',
  metadata: { statementPeriod: '2026-11' },
});

const intentCalls = (fake: FakeStripe) =>
  fake.calls.filter((call) => call.path === '/v1/payment_intents');

describe('chargeOffSession', () => {
  it('charges the saved card off-session under the caller’s key', async () => {
    const { app: test, stripe: fake, ada, deps } = await start();
    await saveCard(test, fake, ada, 'pm_card_visa');
    const outcome = await chargeOffSession(deps, charge(ada.familyId));
    expect(outcome).toMatchObject({ outcome: 'succeeded' });
    const [call] = intentCalls(fake);
    expect(call).toMatchObject({
      idempotencyKey: `autopay:${ada.familyId}:2026-11`,
      form: {
        amount: '11250',
        currency: 'usd',
        off_session: 'true',
        confirm: 'true',
        customer: 'cus_test1',
        payment_method: expect.stringMatching(/^pm_test/),
        'metadata[familyId]': ada.familyId,
        'metadata[kind]': 'autopay',
        'metadata[statementPeriod]': '2026-11',
      },
    });
    expect(outcome).toEqual({
      outcome: 'succeeded',
      paymentIntentId: expect.stringMatching(/^pi_test/),
    });
  });

  it('never charges twice for one key: Stripe answers the repeat with the first intent', async () => {
    const { app: test, stripe: fake, ada, deps } = await start();
    await saveCard(test, fake, ada, 'pm_card_visa');
    const first = await chargeOffSession(deps, charge(ada.familyId));
    const second = await chargeOffSession(deps, charge(ada.familyId));
    expect(second).toEqual(first);
    // Two requests under one key: the stand-in made one PaymentIntent and answered it twice.
    expect(intentCalls(fake)).toHaveLength(2);
    expect(new Set(intentCalls(fake).map((call) => call.idempotencyKey)).size).toBe(1);
  });

  it('records a decline and tells the family once, by notice and by mail', async () => {
    const { app: test, stripe: fake, ada, deps } = await start({ smtp: true });
    await saveCard(test, fake, ada, 'pm_card_chargeDeclined');
    const outcome = await chargeOffSession(deps, charge(ada.familyId));
    const message =
      'Your card ending 0002 was declined for $112.50 (the statement for November 2026). ' +
      'Your card was declined. Pay from your account, or update your card.';
    expect(outcome).toEqual({
      outcome: 'declined',
      message,
      paymentIntentId: expect.stringMatching(/^pi_test/),
    });
    const again = await chargeOffSession(deps, charge(ada.familyId));
    expect(again).toEqual(outcome);

    const notices = await test.request('GET', '/api/customer/notices', { token: ada.token });
    const listed = ((await notices.json()) as NoticesResponse).notices;
    expect(listed).toEqual([
      expect.objectContaining({ kind: 'autopay-failed', body: message, readAt: null }),
    ]);
    const [mail] = await (sink as SmtpSink).waitFor(1);
    expect(mail?.envelopeTo).toEqual(['ada.parent@example.com']);
    expect(mail?.header('Subject')).toBe('Your autopay payment did not go through');
    expect(test.db.select().from(mailOutbox).all()).toHaveLength(1);

    const state = await test.request('GET', '/api/customer/autopay', { token: ada.token });
    const { lastFailure, enabled } = (await state.json()) as AutopayState;
    expect(enabled).toBe(true);
    expect(lastFailure?.message).toBe(message);
  });

  it('charges nothing for a family without a card, or with autopay off', async () => {
    const { app: test, stripe: fake, ada, deps } = await start();
    expect(await chargeOffSession(deps, charge(ada.familyId))).toEqual({ outcome: 'no-card' });
    await saveCard(test, fake, ada, 'pm_card_visa');
    await test.request('PUT', '/api/customer/autopay', {
      token: ada.token,
      body: { enabled: false },
    });
    expect(await chargeOffSession(deps, charge(ada.familyId))).toEqual({ outcome: 'no-card' });
    expect(intentCalls(fake)).toEqual([]);
  });
});
