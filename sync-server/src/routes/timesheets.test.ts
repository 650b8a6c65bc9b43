/**
 * Timesheets through the API: a person's own week, the owner's sheet and its CSV, counted at the
 * facility's midnights (a shift across midnight on both days, the night the clocks go back with
 * the hour that really passed), breaks apart from time worked, and a forgotten clock-out flagged.
 */
import { randomUUID } from 'node:crypto';
import type { OwnTimesheetResponse, TimesheetsResponse } from '@cubby/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rooms, timeClockEntries } from '../db/schema.ts';
import { expectJson } from '../testing/expect-json.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
  vi.useRealTimers();
});

// The week the clocks go back in Los Angeles: Sunday 11-01-2026 has 25 hours.
const DST_WEEK = '2026-10-26';

function addRoom(target: TestApp, name: string): string {
  const id = randomUUID();
  target.db
    .insert(rooms)
    .values({ id, name, minAgeMonths: 0, maxAgeMonths: 12, childrenPerStaff: 4, maxChildren: 8 })
    .run();
  return id;
}

function addStretch(
  target: TestApp,
  accountId: string,
  kind: 'work' | 'break',
  roomId: string | null,
  startAt: Date,
  endAt: Date | null,
): string {
  const id = randomUUID();
  target.db
    .insert(timeClockEntries)
    .values({ id, accountId, kind, roomId, startAt, endAt, source: 'app' })
    .run();
  return id;
}

async function startAt(instant: Date): Promise<TestApp> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(instant);
  return createTestApp();
}

describe('a person’s own week', () => {
  it('counts this week’s punches by day, breaks apart, and says where the person is', async () => {
    app = await startAt(facilityInstant('2026-11-18', 7, 30));
    const infants = addRoom(app, 'Infants');
    const token = app.tokens.staff;
    const punch = (path: string, body?: unknown) =>
      app?.request('POST', `/api/time-clock/${path}`, { token, body }) as Promise<Response>;
    await expectJson(await punch('in', { roomId: infants }), 200);
    vi.setSystemTime(facilityInstant('2026-11-18', 11, 30));
    await expectJson(await punch('break'), 200);
    vi.setSystemTime(facilityInstant('2026-11-18', 12, 0));
    await expectJson(await punch('in', { roomId: infants }), 200);
    vi.setSystemTime(facilityInstant('2026-11-18', 13, 15));

    const me = await expectJson<OwnTimesheetResponse>(
      await app.request('GET', '/api/time-clock/me', { token }),
      200,
    );
    expect(me).toMatchObject({
      state: { status: 'working', roomId: infants },
      weekStart: '2026-11-16',
      workedMinutes: 240 + 75,
      breakMinutes: 30,
    });
    expect(me.days[2]).toEqual({ date: '2026-11-18', workedMinutes: 315, breakMinutes: 30 });
    expect(me.entries).toEqual([
      expect.objectContaining({ kind: 'work', roomName: 'Infants' }),
      expect.objectContaining({ kind: 'break', roomName: null }),
      expect.objectContaining({ kind: 'work', roomName: 'Infants', endAt: null }),
    ]);
    const lastWeek = await expectJson(
      await app.request('GET', '/api/time-clock/me?weekStart=2026-11-09', { token }),
      200,
    );
    expect(lastWeek).toMatchObject({ weekStart: '2026-11-09', workedMinutes: 0, entries: [] });
    const tuesday = await app.request('GET', '/api/time-clock/me?weekStart=2026-11-17', { token });
    expect(tuesday.status).toBe(400);
  });

  it('counts a night across midnight on both days, with the hour the clocks go back', async () => {
    app = await startAt(facilityInstant('2026-11-02', 9, 0));
    const infants = addRoom(app, 'Infants');
    const staff = app.accountIds.staff;
    const at = facilityInstant;
    addStretch(app, staff, 'work', infants, at('2026-10-30', 8, 0), at('2026-10-30', 12, 0));
    addStretch(app, staff, 'break', null, at('2026-10-30', 12, 0), at('2026-10-30', 12, 30));
    addStretch(app, staff, 'work', infants, at('2026-10-30', 12, 30), at('2026-10-30', 16, 0));
    // Saturday 22:00 to Sunday 06:00 on the wall clock: 2 hours on Saturday, 7 on Sunday.
    addStretch(app, staff, 'work', infants, at('2026-10-31', 22, 0), at('2026-11-01', 6, 0));

    const me = await expectJson<OwnTimesheetResponse>(
      await app.request('GET', `/api/time-clock/me?weekStart=${DST_WEEK}`, {
        token: app.tokens.staff,
      }),
      200,
    );
    expect(me.days.slice(4)).toEqual([
      { date: '2026-10-30', workedMinutes: 450, breakMinutes: 30 },
      { date: '2026-10-31', workedMinutes: 120, breakMinutes: 0 },
      { date: '2026-11-01', workedMinutes: 420, breakMinutes: 0 },
    ]);
    expect(me).toMatchObject({ workedMinutes: 990, breakMinutes: 30, state: { status: 'out' } });
  });
});

describe('the owner’s timesheets', () => {
  it('lists each person’s week and flags a clock-out forgotten on an earlier day', async () => {
    app = await startAt(facilityInstant('2026-11-19', 10, 0));
    const infants = addRoom(app, 'Infants');
    const at = facilityInstant;
    addStretch(app, app.accountIds.owner, 'work', infants, at('2026-11-18', 8, 0), null);
    addStretch(
      app,
      app.accountIds.staff,
      'work',
      infants,
      at('2026-11-16', 8, 0),
      at('2026-11-16', 16, 15),
    );
    addStretch(app, app.accountIds.staff, 'work', infants, at('2026-11-19', 9, 0), null);

    const sheet = await expectJson<TimesheetsResponse>(
      await app.request('GET', '/api/timesheets?weekStart=2026-11-16', { token: app.tokens.owner }),
      200,
    );
    expect(sheet.weekStart).toBe('2026-11-16');
    expect(
      sheet.people.map((person) => [person.name, person.workedMinutes, person.stillClockedIn]),
    ).toEqual([
      ['owner', 26 * 60, true],
      ['staff', 495 + 60, false],
    ]);
  });

  it('downloads the week as CSV: a row per person per day and a week total', async () => {
    app = await startAt(facilityInstant('2026-11-23', 9, 0));
    const infants = addRoom(app, 'Infants');
    addStretch(
      app,
      app.accountIds.staff,
      'work',
      infants,
      facilityInstant('2026-11-17', 7, 30),
      facilityInstant('2026-11-17', 15, 15),
    );
    const response = await app.request('GET', '/api/timesheets.csv?weekStart=2026-11-16', {
      token: app.tokens.owner,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="timesheets-2026-11-16.csv"',
    );
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines).toHaveLength(1 + 8);
    expect(lines[0]).toBe(
      '"Name","Role","Date","Worked hours","Worked (h:mm)","Break hours","Break (h:mm)"',
    );
    expect(lines[2]).toBe('"staff","staff","11-17-2026","7.75","7:45","0.00","0:00"');
    expect(lines[8]).toBe('"staff","staff","Week total","7.75","7:45","0.00","0:00"');
  });

  it('needs a Monday, and is the owner’s alone', async () => {
    app = await createTestApp();
    for (const query of ['', '?weekStart=2026-11-17', '?weekStart=soon']) {
      for (const path of ['/api/timesheets', '/api/timesheets.csv']) {
        const response = await app.request('GET', `${path}${query}`, { token: app.tokens.owner });
        expect(response.status, `${path}${query}`).toBe(400);
      }
    }
    const family = await app.addFamily('Ada Lovelace');
    for (const token of [app.tokens.staff, family.token]) {
      const response = await app.request('GET', '/api/timesheets?weekStart=2026-11-16', { token });
      expect(response.status).toBe(403);
    }
    const parentOwn = await app.request('GET', '/api/time-clock/me', { token: family.token });
    expect(parentOwn.status).toBe(403);
  });
});
