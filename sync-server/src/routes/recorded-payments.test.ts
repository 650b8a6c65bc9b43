import { weekDates } from '@cubby/shared/dates';
import { isDayPaid } from '@cubby/shared/docs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payments, yjsUpdates } from '../db/schema.ts';
import {
  MONDAY,
  type PaymentsFixture,
  postSignedEvent,
  startPaymentsFixture,
  TUESDAY,
} from '../testing/payments-fixture.ts';
import type { TestApp, TestFamily } from '../testing/test-app.ts';

const SUNDAY = '2026-11-22';

let fixture: PaymentsFixture;
let app: TestApp;
let ada: TestFamily;
let ownerToken: string;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  fixture = await startPaymentsFixture();
  ({ app, ada, ownerToken } = fixture);
});

afterEach(async () => {
  await fixture.close();
  vi.useRealTimers();
});

const record = (body: Record<string, unknown>, token: string | null = ownerToken) =>
  app.request('POST', '/api/payments', {
    token: token ?? undefined,
    body: { customerId: ada.customerId, method: 'cheque', receivedOn: TUESDAY, ...body },
  });

async function getJson<T>(path: string, token: string): Promise<T> {
  const response = await app.request('GET', path, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** What the three money screens say Ada owes, and what the report lists as paid. */
async function screens() {
  const checkout = await getJson<{ outstandingBalance: string }>(
    `/api/customers/${ada.customerId}/outstanding-balance`,
    app.tokens.staff,
  );
  const dates = encodeURIComponent(JSON.stringify(weekDates(MONDAY)));
  const financial = await getJson<Array<{ customer: { id: string }; outstandingBalance: number }>>(
    `/api/financial/weekly?dates=${dates}`,
    ownerToken,
  );
  const report = await getJson<{
    summary: { totalPaid: number; outstandingBalance: number };
    payments: Array<{ amount: string; method: string; status: string }>;
  }>(
    `/api/customer-report?customerId=${ada.customerId}&startDate=${MONDAY}&endDate=${SUNDAY}`,
    ownerToken,
  );
  return {
    checkout: checkout.outstandingBalance,
    financial: financial.find((row) => row.customer.id === ada.customerId)?.outstandingBalance,
    report: report.summary.outstandingBalance,
    paid: report.summary.totalPaid,
    history: report.payments.map(({ amount, method, status }) => `${amount} ${method} ${status}`),
  };
}

const storedState = () => ({
  payments: app.db.select().from(payments).all(),
  updates: app.db.select({ id: yjsUpdates.id }).from(yjsUpdates).all().length,
});

describe('POST /api/payments (cash and cheque)', () => {
  it('records the payment and marks the oldest days it pays', async () => {
    const response = await record({ amount: '75.00', note: 'Cheque #1042' });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.json()).toMatchObject({
      customerId: ada.customerId,
      amount: '75.00',
      method: 'cheque',
      status: 'succeeded',
      receivedOn: TUESDAY,
      note: 'Cheque #1042',
      coveredDates: [MONDAY],
    });
    const finance = app.core.registry.open({ kind: 'finance', monday: MONDAY }).ydoc;
    expect(isDayPaid(finance, ada.customerId, MONDAY)).toBe(true);
    expect(isDayPaid(finance, ada.customerId, TUESDAY)).toBe(false);
    expect((await screens()).checkout).toBe('37.50');
  });

  it('refuses an amount that does not settle whole days, or is more than owed, changing nothing', async () => {
    const before = storedState();
    for (const [amount, message] of [
      [
        '50.00',
        "A payment settles whole days, oldest first: Ada Lovelace's oldest unpaid days add up to $75.00 or $112.50",
      ],
      ['200', '$200.00 is more than Ada Lovelace owes ($112.50)'],
    ] as const) {
      const response = await record({ amount });
      expect(response.status, amount).toBe(400);
      expect(await response.text()).toBe(message);
    }
    await record({ amount: 112.5, method: 'cash' });
    const settled = storedState();
    const nothingOwed = await record({ amount: '10.00' });
    expect(nothingOwed.status).toBe(400);
    expect(await nothingOwed.text()).toBe('Ada Lovelace has no outstanding balance');
    expect(storedState()).toEqual(settled);
    expect(settled.payments).toHaveLength(before.payments.length + 1);
  });

  it('validates the payment', async () => {
    for (const [body, message] of [
      [{ amount: '0' }, 'amount must be greater than 0'],
      [{ amount: '10.001' }, 'amount'],
      [{ amount: '75', method: 'card' }, 'method must be cash or cheque'],
      [{ amount: '75', receivedOn: '11-17-2026' }, 'receivedOn'],
      [{ amount: '75', note: 'x'.repeat(1001) }, 'note'],
      [{ amount: '75', extra: true }, 'Unrecognized key: "extra"'],
    ] as const) {
      const response = await record(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(storedState().payments).toEqual([]);
  });

  it('is the owner’s alone', async () => {
    expect((await record({ amount: '75' }, app.tokens.staff)).status).toBe(403);
    expect((await record({ amount: '75' }, ada.token)).status).toBe(403);
    expect((await record({ amount: '75' }, null)).status).toBe(401);
    expect(storedState().payments).toEqual([]);
  });
});

describe('the money screens agree', () => {
  it('on the balance after a recorded cheque and after a card payment, to the cent', async () => {
    expect(await screens()).toMatchObject({
      checkout: '112.50',
      financial: 112.5,
      report: 112.5,
      paid: 0,
      history: [],
    });

    expect((await record({ amount: '75.00' })).status).toBe(201);
    expect(await screens()).toMatchObject({
      checkout: '37.50',
      financial: 37.5,
      report: 37.5,
      paid: 75,
      history: ['75.00 cheque succeeded'],
    });

    const started = await app.request('POST', '/api/create-payment-intent', {
      token: app.tokens.staff,
      body: { amount: 37.5, customerId: ada.customerId },
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const { paymentIntentId } = (await started.json()) as { paymentIntentId: string };
    const payload = JSON.stringify({
      id: 'evt_paid',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: paymentIntentId, object: 'payment_intent', amount: 3750 } },
    });
    const paid = await postSignedEvent(app, payload);
    expect(paid.status).toBe(200);
    expect(await screens()).toMatchObject({
      checkout: '0.00',
      financial: 0,
      report: 0,
      paid: 112.5,
      history: ['75.00 cheque succeeded', '37.50 card succeeded'],
    });
  });
});
