import { randomUUID } from 'node:crypto';
import { listVisits, setDaysPaid } from '@cubby/shared/docs';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dailyAttendance, sessions } from '../db/schema.ts';
import { closeStaysForgottenBeforeToday } from '../services/day-records/forgotten-stays.ts';
import { SERVER_ORIGIN } from '../sync/hooks.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The clock is set per test (Date only; timers stay real), so times and costs are exact.
const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';
const FRIDAY = '2026-11-20';
const NEXT_MONDAY = '2026-11-23';

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

type SessionJson = {
  id: string;
  customerId: string;
  checkInTime: string;
  checkOutTime: string | null;
  duration: number | null;
  totalCost: string | null;
  customer: { id: string; name: string };
};

async function post(path: 'checkin' | 'checkout', customerId: string, when: Date) {
  vi.setSystemTime(when);
  return app.request('POST', `/api/sessions/${path}`, {
    token: app.tokens.staff,
    body: { customerId },
  });
}

async function ok(response: Response): Promise<SessionJson> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SessionJson;
}

function attendance(customerId: string, date: string) {
  return app.db
    .select()
    .from(dailyAttendance)
    .where(and(eq(dailyAttendance.customerId, customerId), eq(dailyAttendance.date, date)))
    .get();
}

async function get<T>(path: string, token = app.tokens.staff): Promise<T> {
  const response = await app.request('GET', path, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

describe('POST /api/sessions/checkin', () => {
  it('opens a session and marks the day present with the arrival time', async () => {
    const { customerId } = await app.addFamily('Ada Lovelace');
    const session = await ok(await post('checkin', customerId, at(MONDAY, 9, 5)));
    expect(session).toMatchObject({
      customerId,
      checkInTime: at(MONDAY, 9, 5).toISOString(),
      checkOutTime: null,
      totalCost: null,
      customer: { id: customerId, name: 'Ada Lovelace' },
    });
    expect(attendance(customerId, MONDAY)).toMatchObject({
      id: `${customerId}_${MONDAY}`,
      isPresent: true,
      arrivalTime: '09:05',
      departureTime: null,
    });
    const week = app.core.registry.open({ kind: 'week', monday: MONDAY }).ydoc;
    expect(listVisits(week).map((visit) => visit.id)).toEqual([session.id]);
  });

  it('answers a double tap with the session already open', async () => {
    const { customerId } = await app.addFamily('Ada Lovelace');
    const first = await ok(await post('checkin', customerId, at(MONDAY, 9, 5)));
    const second = await ok(await post('checkin', customerId, at(MONDAY, 9, 7)));
    expect(second.id).toBe(first.id);
    expect(second.checkInTime).toBe(first.checkInTime);
    expect(app.db.select().from(sessions).all()).toHaveLength(1);
    expect(attendance(customerId, MONDAY)?.arrivalTime).toBe('09:05');
  });

  it('refuses an unknown customer (404) and a malformed payload (400)', async () => {
    const unknown = await post('checkin', randomUUID(), at(MONDAY, 9, 0));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Customer not found');
    for (const [body, message] of [
      [{}, 'customerId: customerId is required'],
      [{ customerId: 'ada' }, 'customerId: customerId must be a UUID'],
      [{ customerId: 42 }, 'customerId: customerId must be a UUID'],
      [{ customerId: randomUUID(), at: 'now' }, 'Unrecognized key: "at"'],
    ] as const) {
      const response = await app.request('POST', '/api/sessions/checkin', {
        token: app.tokens.staff,
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(app.db.select().from(sessions).all()).toHaveLength(0);
  });
});

describe('POST /api/sessions/checkout', () => {
  it('closes the session with its departure time and its cost to the cent', async () => {
    const ada = await app.addFamily('Ada Lovelace', { hourlyRateCents: 1250 });
    const alan = await app.addFamily('Alan Turing', { hourlyRateCents: 2500 });
    await ok(await post('checkin', ada.customerId, at(MONDAY, 9, 0)));
    await ok(await post('checkin', alan.customerId, at(MONDAY, 9, 0)));

    // 125 minutes at 12.50 an hour is 26.0416...; 100 minutes at 25.00 is 41.666...
    const adaOut = await ok(await post('checkout', ada.customerId, at(MONDAY, 11, 5)));
    expect(adaOut).toMatchObject({
      checkOutTime: at(MONDAY, 11, 5).toISOString(),
      duration: 125,
      totalCost: '26.04',
      customer: { id: ada.customerId, name: 'Ada Lovelace' },
    });
    const alanOut = await ok(await post('checkout', alan.customerId, at(MONDAY, 10, 40)));
    expect(alanOut).toMatchObject({ duration: 100, totalCost: '41.67' });
    expect(attendance(ada.customerId, MONDAY)).toMatchObject({
      isPresent: true,
      arrivalTime: '09:00',
      departureTime: '11:05',
    });
  });

  it('answers 409 for a child who is not checked in, and 404 for an unknown one', async () => {
    const { customerId } = await app.addFamily('Ada Lovelace');
    const never = await post('checkout', customerId, at(MONDAY, 9, 0));
    expect(never.status).toBe(409);
    expect(await never.text()).toBe('Customer is not checked in');
    await ok(await post('checkin', customerId, at(MONDAY, 9, 0)));
    await ok(await post('checkout', customerId, at(MONDAY, 10, 0)));
    expect((await post('checkout', customerId, at(MONDAY, 10, 1))).status).toBe(409);
    expect((await post('checkout', randomUUID(), at(MONDAY, 10, 1))).status).toBe(404);
  });

  it('closes a stay forgotten on an earlier day at closing time', async () => {
    const { customerId } = await app.addFamily('Ada Lovelace', { hourlyRateCents: 1250 });
    await ok(await post('checkin', customerId, at(MONDAY, 9, 0)));
    const tuesday = await ok(await post('checkin', customerId, at(TUESDAY, 8, 30)));
    expect(tuesday.checkInTime).toBe(at(TUESDAY, 8, 30).toISOString());

    const monday = app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.customerId, customerId), eq(sessions.date, MONDAY)))
      .get();
    // 09:00 to 16:00 is 420 minutes: 87.50 at 12.50 an hour.
    expect(monday).toMatchObject({ checkOutTime: at(MONDAY, 16, 0), duration: 420 });
    expect(monday?.totalCostCents).toBe(8750);
    expect(attendance(customerId, MONDAY)?.departureTime).toBe('16:00');

    // A stay forgotten in last week's document is closed too.
    await ok(await post('checkin', customerId, at(FRIDAY, 9, 0)));
    await ok(await post('checkin', customerId, at(NEXT_MONDAY, 9, 0)));
    const open = app.db
      .select()
      .from(sessions)
      .all()
      .filter((row) => !row.checkOutTime);
    expect(open.map((row) => row.date)).toEqual([NEXT_MONDAY]);
  });
});

describe('GET /api/sessions/current and /api/dashboard-stats', () => {
  it("lists today's open sessions by check-in time and sums today's hours", async () => {
    const ada = await app.addFamily('Ada Lovelace');
    const alan = await app.addFamily('Alan Turing');
    const grace = await app.addFamily('Grace Hopper');
    await ok(await post('checkin', grace.customerId, at(MONDAY, 9, 0)));
    await ok(await post('checkin', alan.customerId, at(MONDAY, 10, 0)));
    await ok(await post('checkin', ada.customerId, at(MONDAY, 9, 30)));
    await ok(await post('checkout', grace.customerId, at(MONDAY, 10, 30)));

    vi.setSystemTime(at(MONDAY, 11, 0));
    const current = await get<SessionJson[]>('/api/sessions/current');
    expect(current.map((session) => session.customer.name)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
    ]);
    expect(current[0]).toMatchObject({
      customerId: ada.customerId,
      checkInTime: at(MONDAY, 9, 30).toISOString(),
    });

    // Grace 1.5 h done, Ada 1.5 h and Alan 1 h so far. Every day attended and not paid is
    // pending (decision 009); one still in progress is charged nothing yet (decisions 069, 071).
    expect(await get('/api/dashboard-stats')).toEqual({
      currentAttendees: 2,
      totalHoursToday: 4,
      pendingPayments: 1,
    });
    vi.setSystemTime(at(MONDAY, 11, 20));
    expect(await get('/api/dashboard-stats', app.tokens.owner)).toMatchObject({
      totalHoursToday: 4.7,
    });

    // Tomorrow nobody is in yet; the stays left open on Monday are closed at its closing time
    // (the server's loop, run here at once), and Monday's three days wait for payment.
    vi.setSystemTime(at(TUESDAY, 8, 0));
    closeStaysForgottenBeforeToday({ ...app.core, db: app.db });
    expect(await get('/api/sessions/current')).toEqual([]);
    expect(await get('/api/dashboard-stats')).toEqual({
      currentAttendees: 0,
      totalHoursToday: 0,
      pendingPayments: 3,
    });
  });

  it('stops counting a day as pending once it is marked paid', async () => {
    const { customerId } = await app.addFamily('Ada Lovelace');
    await ok(await post('checkin', customerId, at(MONDAY, 9, 0)));
    await ok(await post('checkout', customerId, at(MONDAY, 10, 0)));
    expect(await get('/api/dashboard-stats')).toMatchObject({ pendingPayments: 1 });
    app.core.registry.writeNow({ kind: 'finance', monday: MONDAY }, (doc) =>
      setDaysPaid(doc, [{ customerId, date: MONDAY }], true, SERVER_ORIGIN),
    );
    expect(await get('/api/dashboard-stats')).toMatchObject({ pendingPayments: 0 });
  });
});

describe('who may use the session routes', () => {
  it('lets the owner read but not check in; refuses parents and anonymous callers', async () => {
    const family = await app.addFamily('Ada Lovelace');
    for (const path of ['/api/sessions/current', '/api/dashboard-stats']) {
      expect((await app.request('GET', path, { token: app.tokens.owner })).status).toBe(200);
      expect((await app.request('GET', path, { token: family.token })).status).toBe(403);
      expect((await app.request('GET', path)).status).toBe(401);
    }
    for (const path of ['/api/sessions/checkin', '/api/sessions/checkout']) {
      const body = { customerId: family.customerId };
      const owner = await app.request('POST', path, { token: app.tokens.owner, body });
      expect(owner.status).toBe(403);
      expect((await app.request('POST', path, { token: family.token, body })).status).toBe(403);
      expect((await app.request('POST', path, { body })).status).toBe(401);
    }
    expect(app.db.select().from(sessions).all()).toHaveLength(0);
  });
});
