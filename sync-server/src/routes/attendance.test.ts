import { getAttendanceDay } from '@cubby/shared/docs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AttendanceJson,
  attendanceApi,
  MONDAY,
  WEDNESDAY,
  WEEK_QUERY,
  type WeeklyRow,
} from '../testing/attendance-api.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';
import { recordDay } from '../testing/week-writes.ts';

let app: TestApp;
let ada: TestFamily;

beforeEach(async () => {
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace');
});
afterEach(() => app.close());

const { weekDoc, toggle, patch } = attendanceApi(() => app);

describe('POST /api/attendance/toggle', () => {
  it("marks the day present at a default day of the child's rate, whatever cost the client sends, and answers the record without payment", async () => {
    // The spec's client sends dailyCost 150.00; Ada's rate is 12.50, so her day costs 6 x 12.50.
    const response = await toggle(ada.customerId, WEDNESDAY);
    expect(response.status).toBe(200);
    const record = (await response.json()) as AttendanceJson;
    expect(record).toMatchObject({
      id: `${ada.customerId}_${WEDNESDAY}`,
      customerId: ada.customerId,
      date: WEDNESDAY,
      isPresent: true,
      dailyCost: '75.00',
    });
    expect(record).not.toHaveProperty('checkReceived');
    expect(getAttendanceDay(weekDoc(), ada.customerId, WEDNESDAY)).toMatchObject({
      isPresent: true,
      keptPrice: null,
    });

    // Unticked, the day's mark goes: nothing of the day is left to say it was present.
    const off = (await (await toggle(ada.customerId, WEDNESDAY, false)).json()) as AttendanceJson;
    expect(off.isPresent).toBe(false);
    expect(getAttendanceDay(weekDoc(), ada.customerId, WEDNESDAY)).toBeNull();
  });

  it('answers a day that held nothing, unticked, as absent, and stores nothing', async () => {
    const response = await toggle(ada.customerId, WEDNESDAY, false);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: `${ada.customerId}_${WEDNESDAY}`,
      isPresent: false,
      arrivalTime: null,
      departureTime: null,
      dailyCost: null,
    });
    expect(getAttendanceDay(weekDoc(), ada.customerId, WEDNESDAY)).toBeNull();
  });

  it('answers 404 for an unknown customer and 400 for a weekend or malformed body', async () => {
    const unknown = await toggle('00000000-0000-4000-8000-000000000000', WEDNESDAY);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Customer not found');
    expect((await toggle(ada.customerId, '2026-11-21')).status).toBe(400);
    const bad = await app.request('POST', '/api/attendance/toggle', {
      token: app.tokens.staff,
      body: { customerId: ada.customerId, date: '2026-02-30', isPresent: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('isPresent');
  });

  it('is front-desk work: the owner and parents are refused, anonymous is 401', async () => {
    expect((await toggle(ada.customerId, WEDNESDAY, true, app.tokens.owner)).status).toBe(403);
    expect((await toggle(ada.customerId, WEDNESDAY, true, ada.token)).status).toBe(403);
    const anonymous = await app.request('POST', '/api/attendance/toggle', {
      body: { customerId: ada.customerId, date: WEDNESDAY, isPresent: true },
    });
    expect(anonymous.status).toBe(401);
    expect(getAttendanceDay(weekDoc(), ada.customerId, WEDNESDAY)).toBeNull();
  });
});

describe('GET /api/attendance/weekly', () => {
  it('lists every customer by name with the days of the requested week', async () => {
    const zoe = await app.addFamily('Zoe Zhang');
    const bea = await app.addFamily('Bea Brown');
    await toggle(zoe.customerId, WEDNESDAY);
    await toggle(zoe.customerId, '2026-11-23'); // the next week: not asked for
    const response = await app.request('GET', `/api/attendance/weekly?${WEEK_QUERY}`, {
      token: app.tokens.staff,
    });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as WeeklyRow[];
    expect(rows.map((row) => row.customer.name)).toEqual([
      'Ada Lovelace',
      'Bea Brown',
      'Zoe Zhang',
    ]);
    expect(rows[0]?.customer).toMatchObject({ id: ada.customerId, hourlyRate: '12.50' });
    expect(rows.find((row) => row.customer.id === bea.customerId)?.attendance).toEqual({});
    const zoeDays = rows.find((row) => row.customer.id === zoe.customerId)?.attendance ?? {};
    expect(Object.keys(zoeDays)).toEqual([WEDNESDAY]);
    expect(zoeDays[WEDNESDAY]).toMatchObject({ isPresent: true, dailyCost: '75.00' });
    expect(zoeDays[WEDNESDAY]).not.toHaveProperty('checkReceived');
  });

  it('gives the owner checkReceived, and never staff', async () => {
    await toggle(ada.customerId, WEDNESDAY);
    const id = `${ada.customerId}_${WEDNESDAY}`;
    expect((await patch(id, { checkReceived: true }, app.tokens.owner)).status).toBe(200);
    const read = async (token: string) => {
      const response = await app.request('GET', `/api/attendance/weekly?${WEEK_QUERY}`, { token });
      const rows = (await response.json()) as WeeklyRow[];
      return rows[0]?.attendance[WEDNESDAY];
    };
    expect((await read(app.tokens.owner))?.checkReceived).toBe(true);
    expect(await read(app.tokens.staff)).not.toHaveProperty('checkReceived');
  });

  it('answers 400 for a query that is not one week, and refuses parents', async () => {
    const ask = (query: string, token = app.tokens.staff) =>
      app.request('GET', `/api/attendance/weekly${query}`, { token });
    expect((await ask('')).status).toBe(400);
    expect((await ask('?week=2026-11-17&week=2026-11-18')).status).toBe(400);
    expect((await ask('?week=not-a-date')).status).toBe(400);
    // The week of 0000-01-01 would start in year -1: bad input, not a server error.
    expect((await ask('?week=0000-01-01')).status).toBe(400);
    expect((await ask(`?${WEEK_QUERY}`, ada.token)).status).toBe(403);
    expect((await app.request('GET', `/api/attendance/weekly?${WEEK_QUERY}`)).status).toBe(401);
  });

  it('reads what check-in or a synced device wrote to the week document', async () => {
    recordDay(app, ada.customerId, MONDAY, { isPresent: true, arrivalTime: '08:00' });
    const response = await app.request('GET', `/api/attendance/weekly?${WEEK_QUERY}`, {
      token: app.tokens.staff,
    });
    const rows = (await response.json()) as WeeklyRow[];
    expect(rows[0]?.attendance[MONDAY]).toMatchObject({ isPresent: true, arrivalTime: '08:00' });
  });
});
