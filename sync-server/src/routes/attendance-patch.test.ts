import { getAttendanceDay, isDayPaid, listStoredVisits } from '@cubby/shared/docs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AttendanceJson,
  attendanceApi,
  WEDNESDAY,
  WEEK_QUERY,
  type WeeklyRow,
} from '../testing/attendance-api.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

let app: TestApp;
let ada: TestFamily;

beforeEach(async () => {
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace');
});
afterEach(() => app.close());

const { weekDoc, financeDoc, toggle, patch } = attendanceApi(() => app);

describe('PATCH /api/attendance/{id}', () => {
  const id = () => `${ada.customerId}_${WEDNESDAY}`;
  const times = (departureTime: string) => ({
    arrivalTime: '09:15',
    departureTime,
    pickupReason: 'Dentist',
    dailyCost: '41.67',
  });

  beforeEach(async () => {
    expect((await toggle(ada.customerId, WEDNESDAY)).status).toBe(200);
  });

  it('saves times through the week document, answers their cost and flags an early pick-up', async () => {
    const response = await patch(id(), times('12:35'), app.tokens.staff);
    expect(response.status).toBe(200);
    const record = (await response.json()) as AttendanceJson;
    expect(record).toMatchObject({
      arrivalTime: '09:15',
      departureTime: '12:35',
      pickupReason: 'Dentist',
      dailyCost: '41.67',
      isEarlyPickup: true,
      isLatePickup: false,
      isPresent: true,
    });
    expect(record).not.toHaveProperty('checkReceived');
    // The document holds what happened, the times in a visit (decision 069); the server prices
    // it (decision 067).
    expect(getAttendanceDay(weekDoc(), ada.customerId, WEDNESDAY)).toMatchObject({
      keptPrice: null,
      pickupReason: 'Dentist',
    });
    expect(listStoredVisits(weekDoc())).toMatchObject([
      { customerId: ada.customerId, source: 'api' },
    ]);
  });

  it('flags a departure after 16:00 as late and one at 16:00 as neither', async () => {
    const late = (await (
      await patch(id(), times('16:30'), app.tokens.staff)
    ).json()) as AttendanceJson;
    expect([late.isEarlyPickup, late.isLatePickup]).toEqual([false, true]);
    const onTime = (await (
      await patch(id(), times('16:00'), app.tokens.staff)
    ).json()) as AttendanceJson;
    expect([onTime.isEarlyPickup, onTime.isLatePickup]).toEqual([false, false]);
  });

  it('lets the owner mark the day paid through the finance document', async () => {
    const response = await patch(id(), { checkReceived: true }, app.tokens.owner);
    expect(response.status).toBe(200);
    expect(((await response.json()) as AttendanceJson).checkReceived).toBe(true);
    expect(isDayPaid(financeDoc(), ada.customerId, WEDNESDAY)).toBe(true);
  });

  it('refuses checkReceived from staff and changes nothing', async () => {
    const response = await patch(id(), { checkReceived: true }, app.tokens.staff);
    expect(response.status).toBe(403);
    expect(isDayPaid(financeDoc(), ada.customerId, WEDNESDAY)).toBe(false);
    const owner = await app.request('GET', `/api/attendance/weekly?${WEEK_QUERY}`, {
      token: app.tokens.owner,
    });
    const rows = (await owner.json()) as WeeklyRow[];
    expect(rows[0]?.attendance[WEDNESDAY]?.checkReceived).toBe(false);
  });

  it('refuses times from the owner and from parents; anonymous is 401', async () => {
    expect((await patch(id(), times('12:35'), app.tokens.owner)).status).toBe(403);
    expect((await patch(id(), times('12:35'), ada.token)).status).toBe(403);
    expect((await patch(id(), times('12:35'), undefined)).status).toBe(401);
    expect(listStoredVisits(weekDoc())).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id, and 400 for a mixed body', async () => {
    for (const unknown of [
      `${ada.customerId}_2026-11-19`,
      `00000000-0000-4000-8000-000000000000_${WEDNESDAY}`,
      'not-an-attendance-id',
      `${ada.customerId}_2026-02-30`,
    ]) {
      const response = await patch(unknown, times('12:35'), app.tokens.staff);
      expect(response.status, unknown).toBe(404);
      expect(await response.text()).toBe('Attendance record not found');
    }
    const mixed = await patch(id(), { ...times('12:35'), checkReceived: true }, app.tokens.owner);
    expect(mixed.status).toBe(400);
    const missing = await patch(id(), { arrivalTime: '09:15' }, app.tokens.staff);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('departureTime is required');
  });

  it('keeps a reason it was not sent, and clears one sent empty once the day is on time', async () => {
    await patch(id(), times('12:35'), app.tokens.staff);
    const { pickupReason: _kept, ...withoutReason } = times('12:40');
    const kept = (await (
      await patch(id(), withoutReason, app.tokens.staff)
    ).json()) as AttendanceJson;
    expect(kept.pickupReason).toBe('Dentist');
    const onTime = { ...withoutReason, departureTime: '16:00', pickupReason: '' };
    const cleared = (await (await patch(id(), onTime, app.tokens.staff)).json()) as AttendanceJson;
    expect(cleared.pickupReason).toBeNull();
  });

  it('refuses a departure not after the arrival, and an early or late pick-up without a reason, changing nothing', async () => {
    await patch(id(), times('12:35'), app.tokens.staff);
    const before = [
      getAttendanceDay(weekDoc(), ada.customerId, WEDNESDAY),
      listStoredVisits(weekDoc()),
    ];
    const backwards = await patch(
      id(),
      { ...times('09:00'), arrivalTime: '10:00' },
      app.tokens.staff,
    );
    expect(backwards.status).toBe(400);
    expect(await backwards.text()).toBe('The departure must be after the arrival');
    const noReason = await patch(id(), { ...times('17:00'), pickupReason: '  ' }, app.tokens.staff);
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toBe('Give a reason for the early or late pick-up');
    expect([
      getAttendanceDay(weekDoc(), ada.customerId, WEDNESDAY),
      listStoredVisits(weekDoc()),
    ]).toEqual(before);
  });
});
