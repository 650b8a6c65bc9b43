import { randomUUID } from 'node:crypto';
import { atLocalTime } from '@cubby/shared/dates';
import { setDaysPaid } from '@cubby/shared/docs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ORIGIN } from '../sync/hooks.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';
const WEDNESDAY = '2026-11-18';

const at = atLocalTime;

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
    checkInTime: string;
    checkOutTime: string;
    totalCost: string | null;
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
  it('sums completed unpaid sessions exactly and lists the one in progress', async () => {
    // At 6.00 an hour: 1 minute is 0.10, 2 minutes 0.20, 417 minutes 41.70.
    const { customerId } = await app.addFamily('Ada Lovelace', { hourlyRateCents: 600 });
    await visit(customerId, MONDAY, [9, 0], [9, 1]);
    await visit(customerId, MONDAY, [9, 30], [9, 32]);
    await visit(customerId, TUESDAY, [9, 0], [15, 57]);
    await visit(customerId, WEDNESDAY, [9, 0]);

    const balance = await balanceOf(customerId);
    expect(balance.outstandingBalance).toBe('42.00');
    expect(balance.unpaidSessions).toBe(4);
    expect(balance.sessions.map(({ totalCost }) => totalCost)).toEqual([
      '0.10',
      '0.20',
      '41.70',
      null,
    ]);
    expect(balance.sessions[0]).toMatchObject({
      checkInTime: at(MONDAY, 9, 0).toISOString(),
      checkOutTime: at(MONDAY, 9, 1).toISOString(),
    });
    expect(balance.sessions[3]).toMatchObject({
      checkInTime: at(WEDNESDAY, 9, 0).toISOString(),
      checkOutTime: '',
    });
  });

  it('adds costs that are not round without drifting', async () => {
    // At 25.00 an hour: 100 minutes is 41.67 and 1 minute 0.42.
    const { customerId } = await app.addFamily('Alan Turing', { hourlyRateCents: 2500 });
    await visit(customerId, MONDAY, [9, 0], [10, 40]);
    await visit(customerId, MONDAY, [11, 0], [11, 1]);
    expect(await balanceOf(customerId)).toMatchObject({
      outstandingBalance: '42.09',
      unpaidSessions: 2,
    });
  });

  it('leaves out sessions of days the owner marked paid, and other families', async () => {
    const ada = await app.addFamily('Ada Lovelace', { hourlyRateCents: 600 });
    const alan = await app.addFamily('Alan Turing', { hourlyRateCents: 600 });
    await visit(ada.customerId, MONDAY, [9, 0], [10, 0]);
    await visit(ada.customerId, TUESDAY, [9, 0], [11, 0]);
    await visit(alan.customerId, TUESDAY, [9, 0], [9, 10]);
    app.core.registry.writeNow({ kind: 'finance', monday: MONDAY }, (doc) =>
      setDaysPaid(doc, [{ customerId: ada.customerId, date: MONDAY }], true, SERVER_ORIGIN),
    );
    expect(await balanceOf(ada.customerId)).toMatchObject({
      outstandingBalance: '12.00',
      unpaidSessions: 1,
    });
    expect(await balanceOf(alan.customerId)).toMatchObject({ outstandingBalance: '1.00' });
  });

  it('answers a family with no sessions with a zero balance', async () => {
    const { customerId } = await app.addFamily('Grace Hopper');
    expect(await balanceOf(customerId, app.tokens.owner)).toEqual({
      outstandingBalance: '0.00',
      unpaidSessions: 0,
      sessions: [],
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

  it('says card payments are not available yet when a key is configured', async () => {
    const { customerId } = await app.addFamily('Ada Lovelace');
    app.core.config.stripeSecretKey = 'sk_test_configured';
    const response = await request({ amount: 41.67, customerId });
    expect(response.status).toBe(501);
    expect(await response.text()).toBe('Card payments are not available yet');
  });

  it('is for staff only', async () => {
    const family = await app.addFamily('Ada Lovelace');
    const body = { amount: 10, customerId: family.customerId };
    expect((await request(body, app.tokens.owner)).status).toBe(403);
    expect((await request(body, family.token)).status).toBe(403);
    expect((await request(body, null)).status).toBe(401);
  });
});
