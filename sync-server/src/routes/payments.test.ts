import { randomUUID } from 'node:crypto';
import { setAttendance, setDaysPaid } from '@cubby/shared/docs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ORIGIN } from '../sync/hooks.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { writeDay } from '../testing/week-writes.ts';

const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';
const WEDNESDAY = '2026-11-18';

const at = facilityInstant;

let app: TestApp;

beforeEach(async () => {
  vi.setSystemTime(at(MONDAY, 8, 0));
  app = await createTestApp();
});

afterEach(() => {
  app.close();
  vi.useRealTimers();
});

/** Checks a child in and, unless `until` is null, out again, at the given local times. */
async function visit(
  customerId: string,
  date: string,
  from: [number, number],
  until?: [number, number],
) {
  for (const [path, time] of until
    ? ([
        ['checkin', from],
        ['checkout', until],
      ] as const)
    : ([['checkin', from]] as const)) {
    vi.setSystemTime(at(date, time[0], time[1]));
    const response = await app.request('POST', `/api/sessions/${path}`, {
      token: app.tokens.staff,
      body: { customerId },
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }
}

type Balance = {
  outstandingBalance: string;
  unpaidSessions: number;
  sessions: Array<{
    id: string;
    date: string;
    checkInTime: string;
    checkOutTime: string;
    hours: number;
    totalCost: string;
  }>;
};

async function balanceOf(customerId: string, token = app.tokens.staff): Promise<Balance> {
  const response = await app.request('GET', `/api/customers/${customerId}/outstanding-balance`, {
    token,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Balance;
}

describe('GET /api/customers/{id}/outstanding-balance', () => {
  it('lists each unpaid day with its times, hours and cost, summed exactly', async () => {
    // At 6.00 an hour: two visits of 1 and 2 minutes are 0.30, 417 minutes 41.70; a day in
    // progress nothing yet.
    const { customerId } = await app.addFamily('Ada Lovelace', { hourlyRateCents: 600 });
    await visit(customerId, MONDAY, [9, 0], [9, 1]);
    await visit(customerId, MONDAY, [9, 30], [9, 32]);
    await visit(customerId, TUESDAY, [9, 0], [15, 57]);
    await visit(customerId, WEDNESDAY, [9, 0]);

    const balance = await balanceOf(customerId);
    // Wednesday is still in progress: charged nothing yet, never at an estimate (decisions 069,
    // 071). A day counts its visits' minutes, not the time between them; it shows from the first
    // arrival to the last departure.
    expect(balance.outstandingBalance).toBe('42.00');
    expect(balance.unpaidSessions).toBe(2);
    expect(balance.sessions.map(({ date, hours, totalCost }) => [date, hours, totalCost])).toEqual([
      [MONDAY, 3 / 60, '0.30'],
      [TUESDAY, 417 / 60, '41.70'],
      [WEDNESDAY, 0, '0.00'],
    ]);
    expect(balance.sessions[0]).toMatchObject({
      id: `${customerId}_${MONDAY}`,
      checkInTime: at(MONDAY, 9, 0).toISOString(),
      checkOutTime: at(MONDAY, 9, 32).toISOString(),
    });
    // Still here on Wednesday: listed in progress ('In Progress' on the screen), charged at no
    // estimate (decision 071), until the child leaves.
    expect(balance.sessions[2]).toMatchObject({
      checkInTime: at(WEDNESDAY, 9, 0).toISOString(),
      checkOutTime: '',
    });
    vi.setSystemTime(at(WEDNESDAY, 10, 0));
    const out = await app.request('POST', '/api/sessions/checkout', {
      token: app.tokens.staff,
      body: { customerId },
    });
    expect(out.status).toBe(200);
    expect(await balanceOf(customerId)).toMatchObject({
      outstandingBalance: '48.00',
      unpaidSessions: 3,
    });
  });

  it('charges a saved daily cost over the hours, and a day without times the assumed 6 hours', async () => {
    const { customerId } = await app.addFamily('Alan Turing', { hourlyRateCents: 2500 });
    await visit(customerId, MONDAY, [9, 0], [10, 40]); // 100 minutes at 25.00: 41.67
    app.core.registry.writeNow({ kind: 'week', monday: MONDAY }, (doc) => {
      writeDay(doc, customerId, TUESDAY, { isPresent: true, keptPrice: '150.00' });
      setAttendance(doc, customerId, WEDNESDAY, { isPresent: true }, SERVER_ORIGIN);
    });
    const balance = await balanceOf(customerId);
    expect(balance.sessions.map(({ totalCost }) => totalCost)).toEqual([
      '41.67',
      '150.00',
      '150.00',
    ]);
    expect(balance.sessions[1]).toMatchObject({ checkInTime: '', checkOutTime: '', hours: 6 });
    expect(balance).toMatchObject({ outstandingBalance: '341.67', unpaidSessions: 3 });
  });

  it('leaves out days the owner marked paid, absent days, and other families', async () => {
    const ada = await app.addFamily('Ada Lovelace', { hourlyRateCents: 600 });
    const alan = await app.addFamily('Alan Turing', { hourlyRateCents: 600 });
    await visit(ada.customerId, MONDAY, [9, 0], [10, 0]);
    await visit(ada.customerId, TUESDAY, [9, 0], [11, 0]);
    await visit(alan.customerId, TUESDAY, [9, 0], [9, 10]);
    app.core.registry.writeNow({ kind: 'finance', monday: MONDAY }, (doc) =>
      setDaysPaid(doc, [{ customerId: ada.customerId, date: MONDAY }], true, SERVER_ORIGIN),
    );
    app.core.registry.writeNow({ kind: 'week', monday: MONDAY }, (doc) =>
      writeDay(doc, ada.customerId, WEDNESDAY, { isPresent: false, keptPrice: '150.00' }),
    );
    expect(await balanceOf(ada.customerId)).toMatchObject({
      outstandingBalance: '12.00',
      unpaidSessions: 1,
    });
    expect(await balanceOf(alan.customerId)).toMatchObject({ outstandingBalance: '1.00' });
  });

  it('answers a family with no attendance with a zero balance', async () => {
    const { customerId } = await app.addFamily('Grace Hopper');
    expect(await balanceOf(customerId, app.tokens.owner)).toEqual({
      outstandingBalance: '0.00',
      unpaidSessions: 0,
      sessions: [],
      familyCharges: '0.00',
    });
  });

  it('answers 404 for an unknown customer, 400 for a malformed id, and checks roles', async () => {
    const family = await app.addFamily('Ada Lovelace');
    const path = (id: string) => `/api/customers/${id}/outstanding-balance`;
    const unknown = await app.request('GET', path(randomUUID()), { token: app.tokens.staff });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Customer not found');
    const malformed = await app.request('GET', path('ada'), { token: app.tokens.staff });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('must be a UUID');
    const parent = await app.request('GET', path(family.customerId), { token: family.token });
    expect(parent.status).toBe(403);
    expect((await app.request('GET', path(family.customerId))).status).toBe(401);
  });
});

describe('POST /api/create-payment-intent', () => {
  const request = (body: unknown, token: string | null = app.tokens.staff) =>
    app.request('POST', '/api/create-payment-intent', { token: token ?? undefined, body });

  it('answers 503 while payment processing is not configured', async () => {
    const { customerId } = await app.addFamily('Ada Lovelace');
    const response = await request({ amount: 41.67, customerId });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('Payment processing is not configured');
  });

  it('validates the payload before anything else', async () => {
    const { customerId } = await app.addFamily('Ada Lovelace');
    for (const [body, message] of [
      [{ customerId }, 'amount: amount must be a number of dollars'],
      [{ amount: '41.67', customerId }, 'amount: amount must be a number of dollars'],
      [{ amount: 0, customerId }, 'amount must be greater than 0'],
      [{ amount: 1.234, customerId }, 'amount must have at most 2 decimal places'],
      [{ amount: 10 }, 'customerId: customerId is required'],
      [{ amount: 10, customerId, currency: 'usd' }, 'Unrecognized key: "currency"'],
      // A bad amount is reported even for a customer who does not exist.
      [{ amount: -5, customerId: randomUUID() }, 'amount must be greater than 0'],
    ] as const) {
      const response = await request(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect((await request({ amount: 10, customerId: randomUUID() })).status).toBe(404);
  });

  it('is for staff only', async () => {
    const family = await app.addFamily('Ada Lovelace');
    const body = { amount: 10, customerId: family.customerId };
    expect((await request(body, app.tokens.owner)).status).toBe(403);
    expect((await request(body, family.token)).status).toBe(403);
    expect((await request(body, null)).status).toBe(401);
  });
});
