import { randomUUID } from 'node:crypto';
import { addDays, mondayOf, weekDates } from '@cubby/shared/dates';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../db/schema.ts';
import { facilityDate, facilityInstant } from '../testing/facility-time.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';
import { writeDay } from '../testing/week-writes.ts';

const MONDAY = '2026-11-16';
const [, TUESDAY = '', WEDNESDAY = '', THURSDAY = ''] = weekDates(MONDAY);
const DATES_QUERY = `dates=${encodeURIComponent(JSON.stringify(weekDates(MONDAY)))}`;

interface FinancialRow {
  customer: { id: string; name: string };
  attendance: Record<
    string,
    { isPresent: boolean; checkReceived: boolean; dailyCost: string | null }
  >;
  weeklyCost: number;
  weeklyPaymentsReceived: number;
  outstandingBalance: number;
}
interface PaymentsWeek {
  weekStart: string;
  payments: Array<{ id: string; customerId: string; amount: string; status: string }>;
  totals: Array<{ customerId: string; count: number; amount: string }>;
}

let app: TestApp;
let ada: TestFamily;
let zoe: TestFamily;

beforeEach(async () => {
  app = await createTestApp();
  zoe = await app.addFamily('Zoe Zhang');
  ada = await app.addFamily('Ada Lovelace');
});
afterEach(() => app.close());

// A day's presence, and the price the server kept for it (null: the child's rate prices it).
function recordDay(customerId: string, date: string, isPresent: boolean, keptPrice: string | null) {
  app.core.registry.writeNow({ kind: 'week', monday: mondayOf(date) }, (doc) =>
    writeDay(doc, customerId, date, { isPresent, keptPrice }),
  );
}

async function markPaid(customerId: string, date: string) {
  const response = await app.request('PATCH', `/api/attendance/${customerId}_${date}`, {
    token: app.tokens.owner,
    body: { checkReceived: true },
  });
  expect(response.status).toBe(200);
}

function addPayment(
  customerId: string,
  amountCents: number,
  createdAt: Date,
  status = 'succeeded',
) {
  const id = randomUUID();
  app.db
    .insert(payments)
    .values({ id, customerId, amountCents, status, createdAt, receivedOn: facilityDate(createdAt) })
    .run();
  return id;
}

// Midnight starting a date on the facility's clock.
const midnight = (iso: string) => facilityInstant(iso, 0, 0);

describe('GET /api/financial/weekly', () => {
  it('sums present days in exact cents: cost, received and outstanding', async () => {
    recordDay(ada.customerId, MONDAY, true, '0.10');
    recordDay(ada.customerId, TUESDAY, true, '0.20');
    recordDay(ada.customerId, WEDNESDAY, false, '150.00'); // absent: costs nothing
    recordDay(ada.customerId, THURSDAY, true, null); // no cost or times: 6 h at 12.50 = 75.00
    await markPaid(ada.customerId, TUESDAY);
    await markPaid(ada.customerId, WEDNESDAY); // paid but absent: not received money

    const response = await app.request('GET', `/api/financial/weekly?${DATES_QUERY}`, {
      token: app.tokens.owner,
    });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as FinancialRow[];
    expect(rows.map((row) => row.customer.name)).toEqual(['Ada Lovelace', 'Zoe Zhang']);
    const [adaRow, zoeRow] = rows;
    expect(adaRow).toMatchObject({
      weeklyCost: 75.3,
      weeklyPaymentsReceived: 0.2,
      outstandingBalance: 75.1,
    });
    expect(adaRow?.attendance[TUESDAY]).toMatchObject({ isPresent: true, checkReceived: true });
    expect(adaRow?.attendance[MONDAY]?.checkReceived).toBe(false);
    expect(zoeRow).toMatchObject({
      attendance: {},
      weeklyCost: 0,
      weeklyPaymentsReceived: 0,
      outstandingBalance: 0,
    });
  });

  it('is the owner’s alone', async () => {
    const ask = (token?: string) =>
      app.request('GET', `/api/financial/weekly?${DATES_QUERY}`, token ? { token } : {});
    expect((await ask(app.tokens.staff)).status).toBe(403);
    expect((await ask(ada.token)).status).toBe(403);
    expect((await ask()).status).toBe(401);
  });

  it('answers 400 for dates that are not one week as a JSON array', async () => {
    const ask = (query: string) =>
      app.request('GET', `/api/financial/weekly${query}`, { token: app.tokens.owner });
    const tuesdayFirst = JSON.stringify([TUESDAY, WEDNESDAY, THURSDAY, '2026-11-20', '2026-11-21']);
    const yearZero = JSON.stringify([
      '0000-01-01',
      '0000-01-02',
      '0000-01-03',
      '0000-01-04',
      '0000-01-05',
    ]);
    for (const query of [
      '',
      '?dates=not-json',
      `?dates=${encodeURIComponent('["2026-11-16"]')}`,
      `?dates=${encodeURIComponent(tuesdayFirst)}`,
      `?dates=${encodeURIComponent(yearZero)}`,
    ]) {
      const response = await ask(query);
      expect(response.status, query).toBe(400);
      expect((await response.text()).length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/payments/weekly', () => {
  it('lists the payments created from Monday 00:00 to the next Monday 00:00, facility time', async () => {
    const sunday = addDays(MONDAY, 6);
    const inWeek = [
      addPayment(ada.customerId, 4167, midnight(MONDAY)),
      addPayment(
        ada.customerId,
        1000,
        new Date(facilityInstant(sunday, 23, 59).getTime() + 59_000),
        'pending',
      ),
      addPayment(zoe.customerId, 2500, facilityInstant(WEDNESDAY, 12, 0)),
    ];
    addPayment(ada.customerId, 9999, new Date(midnight(MONDAY).getTime() - 1));
    addPayment(ada.customerId, 9999, midnight(addDays(MONDAY, 7)));

    const response = await app.request('GET', `/api/payments/weekly?weekStart=${MONDAY}`, {
      token: app.tokens.owner,
    });
    expect(response.status).toBe(200);
    const week = (await response.json()) as PaymentsWeek;
    expect(week.weekStart).toBe(MONDAY);
    expect(week.payments.map((payment) => payment.id).sort()).toEqual([...inWeek].sort());
    expect(week.payments[0]).toMatchObject({ amount: '41.67', status: 'succeeded' });
    expect(week.totals).toEqual(
      expect.arrayContaining([
        { customerId: ada.customerId, count: 2, amount: '51.67' },
        { customerId: zoe.customerId, count: 1, amount: '25.00' },
      ]),
    );
  });

  it('means the current week when no weekStart is given', async () => {
    const id = addPayment(ada.customerId, 500, new Date());
    const response = await app.request('GET', '/api/payments/weekly', { token: app.tokens.owner });
    const week = (await response.json()) as PaymentsWeek;
    expect(week.weekStart).toBe(mondayOf(facilityDate()));
    expect(week.payments.map((payment) => payment.id)).toEqual([id]);
  });

  it('is refused to staff and answers 400 for a weekStart that is not a Monday', async () => {
    const staff = await app.request('GET', `/api/payments/weekly?weekStart=${MONDAY}`, {
      token: app.tokens.staff,
    });
    expect(staff.status).toBe(403);
    const tuesday = await app.request('GET', `/api/payments/weekly?weekStart=${TUESDAY}`, {
      token: app.tokens.owner,
    });
    expect(tuesday.status).toBe(400);
    expect(await tuesday.text()).toContain('Monday');
  });
});
