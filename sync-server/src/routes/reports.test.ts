import { randomUUID } from 'node:crypto';
import { mondayOf } from '@cubby/shared/dates';
import { setDaysPaid } from '@cubby/shared/docs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../db/schema.ts';
import { SERVER_ORIGIN } from '../sync/hooks.ts';
import { facilityDate, facilityInstant } from '../testing/facility-time.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';
import { type RecordedDay, writeDay } from '../testing/week-writes.ts';

const MISSING = 'Missing Information: Please select a customer and date range';

interface Report {
  customer: { id: string; name: string; hourlyRate: string };
  attendance: Array<{
    date: string;
    day: string;
    hours: number;
    cost: number;
    attendance: { isPresent: boolean; checkReceived?: boolean };
    visits: unknown[];
  }>;
  payments: Array<{ id: string; createdAt: string; status: string; amount: string }>;
  summary: { totalCost: number; totalPaid: number; outstandingBalance: number };
}

let app: TestApp;
let ada: TestFamily;

beforeEach(async () => {
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace', { hourlyRateCents: 1250 });
});
afterEach(() => app.close());

function recordDay(date: string, fields: RecordedDay) {
  app.core.registry.writeNow({ kind: 'week', monday: mondayOf(date) }, (doc) =>
    writeDay(doc, ada.customerId, date, fields),
  );
}

function addPayment(amountCents: number, createdAt: Date, status: string) {
  const id = randomUUID();
  app.db
    .insert(payments)
    .values({
      id,
      customerId: ada.customerId,
      amountCents,
      status,
      createdAt,
      receivedOn: facilityDate(createdAt),
    })
    .run();
  return id;
}

const report = (query: string, token = app.tokens.staff) =>
  app.request('GET', `/api/customer-report${query}`, { token });

describe('GET /api/customer-report', () => {
  it('costs each present day by the one rule, counts what the ledger covers, and lists the payments', async () => {
    // Times but no saved cost: 200 minutes at 12.50/hour is 41.666..., rounded to 41.67.
    recordDay('2026-11-16', { isPresent: true, arrivalTime: '09:15', departureTime: '12:35' });
    // Neither cost nor times: the report assumes 6 hours, 75.00.
    recordDay('2026-11-17', { isPresent: true });
    // A saved daily cost wins over the times.
    recordDay('2026-11-18', {
      isPresent: true,
      keptPrice: '150.00',
      arrivalTime: '10:00',
      departureTime: '11:00',
    });
    recordDay('2026-11-19', { isPresent: false, keptPrice: '150.00' });
    recordDay('2026-11-23', { isPresent: true, keptPrice: '150.00' }); // after the range
    const paid = addPayment(10_000, facilityInstant('2026-11-20', 23, 59), 'succeeded');
    const pending = addPayment(5_000, facilityInstant('2026-11-16', 0, 0), 'pending');
    addPayment(7_000, facilityInstant('2026-11-21', 0, 0), 'succeeded'); // after the end date
    // Paid is what the family ledger covers, as on every money screen (decision 031): the
    // $100.00 and $70.00 received cover the oldest days (41.67, 75.00, then 53.33 of the 150.00
    // Wednesday), so ticking Tuesday, already covered, records nothing more.
    app.core.registry.writeNow({ kind: 'finance', monday: '2026-11-16' }, (doc) =>
      setDaysPaid(doc, [{ customerId: ada.customerId, date: '2026-11-17' }], true, SERVER_ORIGIN),
    );

    const response = await report(
      `?customerId=${ada.customerId}&startDate=2026-11-16&endDate=2026-11-20`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Report;
    expect(body.customer).toEqual({
      id: ada.customerId,
      name: 'Ada Lovelace',
      hourlyRate: '12.50',
    });
    expect(body.attendance.map(({ date, day, hours, cost }) => [date, day, hours, cost])).toEqual([
      ['2026-11-16', 'Monday', 3.33, 41.67],
      ['2026-11-17', 'Tuesday', 6, 75],
      ['2026-11-18', 'Wednesday', 1, 150],
      ['2026-11-19', 'Thursday', 0, 0],
    ]);
    expect(body.attendance[3]?.attendance.isPresent).toBe(false);
    // A day's times are its visit (decision 069); one made on the grid names no one as dropping
    // off or picking up, and a day marked present without times has none.
    expect(body.attendance.map((day) => day.visits.length)).toEqual([1, 0, 1, 0]);
    expect(body.attendance[0]?.visits[0]).toMatchObject({ droppedOffBy: null, pickedUpBy: null });
    expect(body.attendance[0]?.attendance).not.toHaveProperty('checkReceived');
    expect(body.payments.map((payment) => [payment.id, payment.status, payment.amount])).toEqual([
      [pending, 'pending', '50.00'],
      [paid, 'succeeded', '100.00'],
    ]);
    expect(body.summary).toEqual({ totalCost: 266.67, totalPaid: 170, outstandingBalance: 96.67 });
  });

  it('answers the dialog’s exact message when a customer or date is missing', async () => {
    const full = { customerId: ada.customerId, startDate: '2026-11-16', endDate: '2026-11-20' };
    const queries = [
      '',
      ...Object.keys(full).map((left) => {
        const rest = Object.entries(full).filter(([key]) => key !== left);
        return `?${new URLSearchParams(rest)}`;
      }),
      `?${new URLSearchParams({ ...full, customerId: '' })}`,
      `?${new URLSearchParams({ ...full, endDate: '' })}`,
    ];
    for (const query of queries) {
      const response = await report(query);
      expect(response.status, query).toBe(400);
      expect(await response.text(), query).toBe(MISSING);
    }
  });

  it('answers 400 for bad values, 404 for an unknown customer', async () => {
    const reversed = await report(
      `?customerId=${ada.customerId}&startDate=2026-11-20&endDate=2026-11-16`,
    );
    expect(reversed.status).toBe(400);
    expect(await reversed.text()).toContain('startDate must not be after endDate');
    const notUuid = await report('?customerId=ada&startDate=2026-11-16&endDate=2026-11-20');
    expect(notUuid.status).toBe(400);
    expect(await notUuid.text()).toContain('customerId must be a UUID');
    const unknown = await report(
      '?customerId=00000000-0000-4000-8000-000000000000&startDate=2026-11-16&endDate=2026-11-20',
    );
    expect(unknown.status).toBe(404);
  });

  it('is open to staff and the owner, not to parents or anonymous callers', async () => {
    const query = `?customerId=${ada.customerId}&startDate=2026-11-16&endDate=2999-12-31`;
    expect((await report(query, app.tokens.owner)).status).toBe(200);
    expect((await report(query, ada.token)).status).toBe(403);
    expect((await app.request('GET', `/api/customer-report${query}`)).status).toBe(401);
  });
});
