import { isDayPaid } from '@cubby/shared/docs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, payments, sessions, yjsUpdates } from '../db/schema.ts';
import { intentEvent } from '../testing/billing-fixture.ts';
import type { FakeStripe } from '../testing/fake-stripe.ts';
import {
  MONDAY,
  postSignedEvent,
  TUESDAY,
  usePaymentsFixture,
  WEBHOOK_SECRET,
} from '../testing/payments-fixture.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

let stripe: FakeStripe;
let app: TestApp;
let ada: TestFamily;

usePaymentsFixture((fixture) => {
  ({ stripe, app, ada } = fixture);
});

const startPayment = (amount: number, customerId = ada.customerId) =>
  app.request('POST', '/api/create-payment-intent', {
    token: app.tokens.staff,
    body: { amount, customerId },
  });

async function startedIntent(): Promise<string> {
  const response = await startPayment(112.5);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { paymentIntentId: string }).paymentIntentId;
}

const paymentRows = () => app.db.select().from(payments).all();

async function balance(): Promise<string> {
  const response = await app.request(
    'GET',
    `/api/customers/${ada.customerId}/outstanding-balance`,
    {
      token: app.tokens.staff,
    },
  );
  return ((await response.json()) as { outstandingBalance: string }).outstandingBalance;
}

function sendWebhook(
  type: string,
  intentId: string,
  { secret = WEBHOOK_SECRET, eventId = `evt_${type}_${intentId}` } = {},
) {
  return postSignedEvent(app, intentEvent(type, { id: intentId, amount: 11250 }, eventId), secret);
}

// Whatever the server stored about documents and payments: a refused or repeated webhook must
// leave it exactly as it was.
const storedState = () => ({
  payments: paymentRows(),
  updates: app.db.select({ id: yjsUpdates.id }).from(yjsUpdates).all().length,
});

describe('POST /api/create-payment-intent with Stripe configured', () => {
  it('asks Stripe for the server-computed balance, with the family and sessions in the metadata', async () => {
    const response = await startPayment(112.5);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ amount: '112.50', publishableKey: null });
    expect(body.clientSecret).toBe(`${body.paymentIntentId}_secret_test`);

    const [customerCall, intentCall] = stripe.calls;
    expect(customerCall).toMatchObject({ path: '/v1/customers', form: { name: 'Ada Lovelace' } });
    expect(customerCall?.authorization).toBe('Bearer sk_test_cubby');
    const sessionIds = app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.customerId, ada.customerId))
      .all()
      .map(({ id }) => id);
    expect(sessionIds).toHaveLength(2);
    expect(intentCall).toMatchObject({
      path: '/v1/payment_intents',
      form: {
        amount: '11250',
        currency: 'usd',
        customer: 'cus_test1',
        'metadata[customerId]': ada.customerId,
        'metadata[firstDate]': MONDAY,
        'metadata[lastDate]': TUESDAY,
      },
    });
    expect(intentCall?.form['metadata[sessionIds]']?.split(',').sort()).toEqual(sessionIds.sort());
    expect(intentCall?.idempotencyKey).toMatch(/^cubby-intent-[0-9a-f]{40}$/);

    // The Stripe customer is kept, and one pending payment stands for the intent.
    const customer = app.db.select().from(customers).where(eq(customers.id, ada.customerId)).get();
    expect(customer?.stripeCustomerId).toBe('cus_test1');
    expect(paymentRows()).toEqual([
      expect.objectContaining({
        customerId: ada.customerId,
        amountCents: 11250,
        stripePaymentIntentId: body.paymentIntentId,
        status: 'pending',
        method: 'card',
        receivedOn: TUESDAY,
        coveredDates: [MONDAY, TUESDAY],
      }),
    ]);
  });

  it('answers a double click with the same intent: one key, one pending payment, one customer', async () => {
    const [first, second] = await Promise.all([startPayment(112.5), startPayment(112.5)]);
    const a = (await first?.json()) as { paymentIntentId: string };
    const b = (await second?.json()) as { paymentIntentId: string };
    expect(a.paymentIntentId).toBe(b.paymentIntentId);
    const intentCalls = stripe.calls.filter(({ path }) => path === '/v1/payment_intents');
    expect(intentCalls).toHaveLength(2);
    expect(intentCalls[0]?.idempotencyKey).toBe(intentCalls[1]?.idempotencyKey);
    const customerKeys = stripe.calls
      .filter(({ path }) => path === '/v1/customers')
      .map(({ idempotencyKey }) => idempotencyKey);
    expect(new Set(customerKeys)).toEqual(new Set([`cubby-customer-${ada.customerId}`]));
    expect(paymentRows()).toHaveLength(1);

    // Later, with the customer kept, a retry creates no second Stripe customer.
    await startPayment(112.5);
    expect(stripe.calls.filter(({ path }) => path === '/v1/customers')).toHaveLength(
      customerKeys.length,
    );
    expect(paymentRows()).toHaveLength(1);
  });

  it('refuses an amount that is not the balance, and a family that owes nothing', async () => {
    const tampered = await startPayment(1);
    expect(tampered.status).toBe(409);
    expect(await tampered.text()).toBe(
      "The amount $1.00 does not match Ada Lovelace's outstanding balance of $112.50; reload the balances and try again",
    );
    const grace = await app.addFamily('Grace Hopper');
    const nothing = await startPayment(10, grace.customerId);
    expect(nothing.status).toBe(409);
    expect(await nothing.text()).toBe('Grace Hopper has no outstanding balance');
    expect(stripe.calls).toEqual([]);
    expect(paymentRows()).toEqual([]);
  });

  it('turns a Stripe error into a clear message and records nothing', async () => {
    stripe.failNext(402, {
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    const response = await startPayment(112.5);
    expect(response.status).toBe(502);
    expect(await response.text()).toBe(
      'The card payment provider refused the request: Your card was declined.',
    );
    expect(paymentRows()).toEqual([]);
  });

  it('says so when Stripe cannot be reached', async () => {
    const unreachable = await createTestApp({
      config: { stripeSecretKey: 'sk_test_cubby', stripeApiUrl: 'http://127.0.0.1:9' },
    });
    try {
      const family = await unreachable.addFamily('Alan Turing');
      unreachable.core.registry.writeNow({ kind: 'week', monday: MONDAY }, (doc) =>
        doc.getMap('attendance').set(`${family.customerId}|${MONDAY}|isPresent`, true),
      );
      const response = await unreachable.request('POST', '/api/create-payment-intent', {
        token: unreachable.tokens.staff,
        body: { amount: 75, customerId: family.customerId },
      });
      expect(response.status).toBe(502);
      expect(await response.text()).toBe(
        'Could not reach the card payment provider; try again in a moment',
      );
    } finally {
      unreachable.close();
    }
  });
});

describe('POST /api/stripe/webhook', () => {
  it('settles the payment and marks its days paid when Stripe says it succeeded', async () => {
    const intent = await startedIntent();
    const response = await sendWebhook('payment_intent.succeeded', intent);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(paymentRows()[0]?.status).toBe('succeeded');
    expect(await balance()).toBe('0.00');
    const finance = app.core.registry.open({ kind: 'finance', monday: MONDAY }).ydoc;
    expect(isDayPaid(finance, ada.customerId, MONDAY)).toBe(true);
    expect(isDayPaid(finance, ada.customerId, TUESDAY)).toBe(true);
  });

  it('changes nothing when the same event comes again, or a failure arrives after success', async () => {
    const intent = await startedIntent();
    await sendWebhook('payment_intent.succeeded', intent);
    const settled = storedState();
    expect((await sendWebhook('payment_intent.succeeded', intent)).status).toBe(200);
    expect((await sendWebhook('payment_intent.payment_failed', intent)).status).toBe(200);
    expect(storedState()).toEqual(settled);
    expect(paymentRows()[0]?.status).toBe('succeeded');
  });

  it('marks a failed payment failed and leaves the balance owed', async () => {
    const intent = await startedIntent();
    expect((await sendWebhook('payment_intent.payment_failed', intent)).status).toBe(200);
    expect(paymentRows()[0]?.status).toBe('failed');
    expect(await balance()).toBe('112.50');
    // A later retry that succeeds still settles it.
    await sendWebhook('payment_intent.succeeded', intent);
    expect(paymentRows()[0]?.status).toBe('succeeded');
    expect(await balance()).toBe('0.00');
  });

  it('refuses a wrong or missing signature with 400 and changes nothing', async () => {
    const intent = await startedIntent();
    const before = storedState();
    const forged = await sendWebhook('payment_intent.succeeded', intent, { secret: 'whsec_other' });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe('The Stripe signature does not match this request');
    const unsigned = await app.request('POST', '/api/stripe/webhook', { rawBody: '{}' });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.text()).toBe('Missing the Stripe-Signature header');
    expect(storedState()).toEqual(before);
    expect(await balance()).toBe('112.50');
  });

  it('acknowledges events it does not handle, and intents that are not Cubby’s, changing nothing', async () => {
    const intent = await startedIntent();
    const before = storedState();
    expect((await sendWebhook('customer.created', intent)).status).toBe(200);
    expect((await sendWebhook('payment_intent.succeeded', 'pi_someone_else')).status).toBe(200);
    expect(storedState()).toEqual(before);
  });

  // Found by the REST fuzz run (tests/faults): reading `data.object.id` blindly answered a 500.
  it('refuses a signed payment event that names no payment intent with 400, changing nothing', async () => {
    await startedIntent();
    const before = storedState();
    for (const data of [undefined, {}, { object: null }, { object: { id: 42 } }]) {
      const payload = JSON.stringify({ id: 'evt_odd', type: 'payment_intent.succeeded', data });
      const response = await postSignedEvent(app, payload);
      expect(response.status, payload).toBe(400);
      expect(await response.text()).toBe('The event does not name a payment intent');
    }
    expect(storedState()).toEqual(before);
  });

  it('answers 503 while no webhook secret is configured', async () => {
    const unconfigured = await createTestApp();
    try {
      const response = await unconfigured.request('POST', '/api/stripe/webhook', {
        rawBody: '{}',
        headers: { 'Stripe-Signature': 't=1,v1=abc' },
      });
      expect(response.status).toBe(503);
      expect(await response.text()).toBe('Stripe webhooks are not configured');
    } finally {
      unconfigured.close();
    }
  });
});
