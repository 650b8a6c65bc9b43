/**
 * The parent's account and paying from the phone: GET /api/customer/account and POST
 * /api/customer/payment-intent against the Stripe stand-in, every role, bad input, a double tap
 * and the signed webhook that settles the payment into the ledger.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { payments } from '../db/schema.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import type { FakeStripe } from '../testing/fake-stripe.ts';
import { kioskFor } from '../testing/kiosk-devices.ts';
import { postSignedEvent, usePaymentsFixture } from '../testing/payments-fixture.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

let stripe: FakeStripe;
let app: TestApp;
let ada: TestFamily;
let ownerToken: string;

usePaymentsFixture((fixture) => {
  ({ stripe, app, ada, ownerToken } = fixture);
});

interface Account {
  balance: string;
  statements: { period: string; closingBalance: string; dueDate: string }[];
  payments: { method: string; amount: string; receiptNumber: string | null; reversed: boolean }[];
  autopay: { enabled: boolean };
  taxYears: number[];
}

const account = async (token = ada.token) => {
  const response = await app.request('GET', '/api/customer/account', { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Account;
};

const pay = (body: unknown, token = ada.token) =>
  app.request('POST', '/api/customer/payment-intent', { token, body });

function succeeded(intentId: string) {
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: intentId, object: 'payment_intent', metadata: { kind: 'portal' } } },
  });
  return postSignedEvent(app, payload);
}

const intentIds = () => stripe.calls.filter((call) => call.path === '/v1/payment_intents');

describe('GET /api/customer/account', () => {
  it('answers the balance, the closed periods’ statements, payments and autopay', async () => {
    expect(await account()).toEqual({
      balance: '112.50',
      statements: [],
      payments: [],
      autopay: { enabled: false, card: null, pending: false, lastFailure: null },
      // Stripe's secret key alone: no card form and no webhook, so no card is offered.
      cardPayments: false,
      taxYears: [],
    });
    vi.setSystemTime(facilityInstant('2026-11-24', 9, 0));
    const later = await account();
    expect(later.statements).toEqual([
      {
        period: '2026-11-16',
        from: '2026-11-16',
        to: '2026-11-22',
        closingBalance: '112.50',
        dueDate: '2026-11-29',
        overdue: false,
      },
    ]);
  });

  it('admits only the parent, for their own family', async () => {
    const kiosk = kioskFor(app.db).token;
    for (const [token, status] of [
      [app.tokens.staff, 403],
      [ownerToken, 403],
      [kiosk, 403],
      [undefined, 401],
    ] as const) {
      const response = await app.request('GET', '/api/customer/account', token ? { token } : {});
      expect(response.status).toBe(status);
    }
    const other = await app.addFamily('Bob Other');
    expect((await account(other.token)).balance).toBe('0.00');
  });
});

describe('POST /api/customer/payment-intent', () => {
  it('starts a card payment for part of the balance, tagged for the portal', async () => {
    const response = await pay({ amount: '50.25', requestId: 'tap-1' });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as { clientSecret: string; amount: string };
    expect(body.amount).toBe('50.25');
    expect(body.clientSecret).toMatch(/secret/);
    const [call] = intentIds();
    expect(call?.form).toMatchObject({
      amount: '5025',
      currency: 'usd',
      'metadata[kind]': 'portal',
      'metadata[familyId]': ada.familyId,
    });
    expect(call?.idempotencyKey).toMatch(/^cubby-portal-/);
    const [row] = app.db.select().from(payments).all();
    expect(row).toMatchObject({ status: 'pending', familyId: ada.familyId, amountCents: 5025 });
    expect(row?.payerName).toBe('Parent of Ada Lovelace');
  });

  it('defaults to the whole balance, and a double tap reaches the same intent', async () => {
    const first = (await (await pay({ requestId: 'tap-2' })).json()) as { clientSecret: string };
    const again = (await (await pay({ requestId: 'tap-2' })).json()) as { clientSecret: string };
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(new Set(intentIds().map((call) => call.idempotencyKey)).size).toBe(1);
    const rows = app.db.select().from(payments).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amountCents).toBe(11250);
  });

  it('keeps one open intent per amount: new taps answer it; another amount or a finished payment start a new one', async () => {
    const secretOf = async (body: unknown) =>
      ((await (await pay(body)).json()) as { clientSecret: string }).clientSecret;
    const first = await secretOf({ amount: 50, requestId: 'tap-a' });
    expect(await secretOf({ amount: 50, requestId: 'tap-b' })).toBe(first);
    expect(await secretOf({ amount: 50 })).toBe(first);
    expect(stripe.paymentIntentIds()).toHaveLength(1);

    const other = await secretOf({ amount: 20, requestId: 'tap-c' });
    expect(other).not.toBe(first);
    expect(stripe.paymentIntentIds()).toHaveLength(2);

    // Paid on the phone, before Stripe's webhook has reached the server: a new tap starts anew.
    stripe.succeedPaymentIntent(stripe.paymentIntentIds()[0] ?? '');
    const after = await secretOf({ amount: 50 });
    expect(after).not.toBe(first);
    expect(stripe.paymentIntentIds()).toHaveLength(3);
    expect(app.db.select().from(payments).all()).toHaveLength(3);
  });

  it('refuses an amount above the balance, zero, negative or malformed', async () => {
    const over = await pay({ amount: 112.51 });
    expect(over.status).toBe(400);
    expect(await over.text()).toBe('The amount $112.51 is more than the balance of $112.50');
    for (const amount of [0, -5, 'abc', '1.234', true]) {
      expect((await pay({ amount })).status, String(amount)).toBe(400);
    }
    expect((await pay({ amount: 10, familyId: 'x' })).status).toBe(400);
    expect(intentIds()).toHaveLength(0);
  });

  it('answers 409 when nothing is owed', async () => {
    const other = await app.addFamily('Bob Other');
    const response = await pay({}, other.token);
    expect(response.status).toBe(409);
    expect(await response.text()).toMatch(/Nothing is owed/);
  });

  it('refuses every other role', async () => {
    const kiosk = kioskFor(app.db).token;
    for (const [token, status] of [
      [app.tokens.staff, 403],
      [ownerToken, 403],
      [kiosk, 403],
      [undefined, 401],
    ] as const) {
      const response = await app.request('POST', '/api/customer/payment-intent', {
        ...(token ? { token } : {}),
        body: { amount: 10 },
      });
      expect(response.status).toBe(status);
    }
  });

  it('settles through the signed webhook once: the balance drops and a receipt appears', async () => {
    await pay({ amount: 50, requestId: 'tap-3' });
    const [row] = app.db.select().from(payments).all();
    const intent = row?.stripePaymentIntentId ?? '';
    expect((await succeeded(intent)).status).toBe(200);
    expect((await succeeded(intent)).status).toBe(200);
    const after = await account();
    expect(after.balance).toBe('62.50');
    expect(after.payments).toEqual([
      {
        id: row?.id,
        date: '2026-11-17',
        method: 'card',
        amount: '50.00',
        receiptNumber: 'R-000001',
        reversed: false,
      },
    ]);
    expect(after.taxYears).toEqual([2026]);
    const stored = app.db
      .select()
      .from(payments)
      .where(eq(payments.id, row?.id ?? ''))
      .get();
    expect(stored?.status).toBe('succeeded');
  });
});

describe('where the day-care takes cards', () => {
  it('offers them on the account', async () => {
    const centre = await createTestApp({
      config: {
        stripeSecretKey: 'sk_test_cubby',
        stripePublishableKey: 'pk_test_cubby',
        stripeWebhookSecret: 'whsec_cubby',
      },
    });
    try {
      const family = await centre.addFamily('Cy');
      const answer = await centre.request('GET', '/api/customer/account', { token: family.token });
      expect(await answer.json()).toMatchObject({ cardPayments: true });
    } finally {
      centre.close();
    }
  });
});

describe('without Stripe', () => {
  it('answers 503', async () => {
    const bare = await createTestApp();
    try {
      const family = await bare.addFamily('Cy');
      const response = await bare.request('POST', '/api/customer/payment-intent', {
        token: family.token,
        body: {},
      });
      expect(response.status).toBe(503);
    } finally {
      bare.close();
    }
  });
});
