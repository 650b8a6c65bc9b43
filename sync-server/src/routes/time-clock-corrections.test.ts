/**
 * The owner's corrections to the time clock through the API: a time changed with a reason changes
 * the timesheet, the audit log keeps the times and never the reason, a forgotten clock-out is
 * ended, forgotten time is added, and bad corrections (backwards, in the future, overlapping)
 * are refused and change nothing. Staff and parents may not correct.
 */
import { randomUUID } from 'node:crypto';
import type { OwnTimesheetResponse, TimesheetsResponse } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditEntries, rooms, timeClockEntries } from '../db/schema.ts';
import { expectJson } from '../testing/expect-json.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { fingerprint } from './contract/db-fingerprint.ts';

let app: TestApp;
let infants: string;
let toddlers: string;
let morning: string;
let running: string;
const at = facilityInstant;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at('2026-11-19', 10, 0));
  app = await createTestApp();
  infants = randomUUID();
  toddlers = randomUUID();
  for (const [id, name] of [
    [infants, 'Infants'],
    [toddlers, 'Toddlers'],
  ] as const) {
    app.db
      .insert(rooms)
      .values({ id, name, minAgeMonths: 0, maxAgeMonths: 36, childrenPerStaff: 4, maxChildren: 8 })
      .run();
  }
  morning = randomUUID();
  running = randomUUID();
  const staff = app.accountIds.staff;
  app.db
    .insert(timeClockEntries)
    .values([
      {
        id: morning,
        accountId: staff,
        kind: 'work',
        roomId: infants,
        startAt: at('2026-11-17', 8, 0),
        endAt: at('2026-11-17', 12, 0),
        source: 'app',
      },
      // Clocked in on Wednesday and never out.
      {
        id: running,
        accountId: staff,
        kind: 'work',
        roomId: infants,
        startAt: at('2026-11-18', 8, 0),
        endAt: null,
        source: 'app',
      },
    ])
    .run();
});
afterEach(() => {
  app.close();
  vi.useRealTimers();
});

const correct = (id: string, body: unknown, token = app.tokens.owner) =>
  app.request('PATCH', `/api/time-clock/entries/${id}`, { token, body });

const staffWeek = async () => {
  const sheet = await expectJson<TimesheetsResponse>(
    await app.request('GET', '/api/timesheets?weekStart=2026-11-16', { token: app.tokens.owner }),
    200,
  );
  const person = sheet.people.find(({ name }) => name === 'staff');
  if (!person) throw new Error('No timesheet for staff');
  return person;
};

describe('correcting a time', () => {
  it('changes the timesheet, keeps the reason on the entry and out of the audit log', async () => {
    expect((await staffWeek()).days[1]?.workedMinutes).toBe(240);
    const reason = 'Came in early for the field trip';
    const answer = await expectJson(
      await correct(morning, { startAt: at('2026-11-17', 7, 0).toISOString(), reason }),
      200,
    );
    expect(answer).toMatchObject({ id: morning, startAt: at('2026-11-17', 7, 0).toISOString() });
    expect((await staffWeek()).days[1]?.workedMinutes).toBe(300);
    const row = app.db
      .select()
      .from(timeClockEntries)
      .where(eq(timeClockEntries.id, morning))
      .get();
    expect(row).toMatchObject({ correctionReason: reason, correctedById: app.accountIds.owner });
    const [entry] = app.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'time-clock.corrected'))
      .all();
    expect(entry?.summary).toBe('Corrected the time clock of staff');
    expect(JSON.stringify(entry)).not.toContain('field trip');
    expect(entry?.before).toMatchObject({
      startAt: at('2026-11-17', 8, 0).toISOString(),
    });
    expect(entry?.after).toMatchObject({
      startAt: at('2026-11-17', 7, 0).toISOString(),
    });
  });

  it('ends a clock-out forgotten on an earlier day, and moves an entry to another room', async () => {
    expect((await staffWeek()).stillClockedIn).toBe(true);
    const endAt = at('2026-11-18', 16, 0).toISOString();
    await expectJson(await correct(running, { endAt, reason: 'Forgot to clock out' }), 200);
    const week = await staffWeek();
    expect(week.stillClockedIn).toBe(false);
    expect(week.days[2]?.workedMinutes).toBe(480);
    const me = await expectJson<OwnTimesheetResponse>(
      await app.request('GET', '/api/time-clock/me', { token: app.tokens.staff }),
      200,
    );
    expect(me.state).toEqual({ status: 'out' });
    await expectJson(await correct(morning, { roomId: toddlers, reason: 'Was in Toddlers' }), 200);
    expect((await staffWeek()).entries[0]?.roomName).toBe('Toddlers');
  });

  it('refuses a correction that runs backwards, into the future or over another entry', async () => {
    const before = fingerprint(app.core.database);
    const iso = (date: string, h: number, m = 0) => at(date, h, m).toISOString();
    const cases: Array<[string, Record<string, unknown>, number]> = [
      [morning, { endAt: iso('2026-11-17', 8), reason: 'x' }, 400],
      [morning, { startAt: iso('2026-11-17', 13), reason: 'x' }, 400],
      [morning, { endAt: iso('2026-11-19', 11), reason: 'x' }, 400],
      [running, { startAt: iso('2026-11-19', 11), reason: 'x' }, 400],
      [morning, { endAt: iso('2026-11-18', 9), reason: 'x' }, 409],
      [morning, { roomId: randomUUID(), reason: 'x' }, 404],
      [morning, { startAt: iso('2026-11-17', 7) }, 400],
      [morning, { startAt: iso('2026-11-17', 7), reason: ' ' }, 400],
      [morning, { startAt: iso('2026-11-17', 7), reason: 'x'.repeat(501) }, 400],
      [morning, { startAt: 'at seven', reason: 'x' }, 400],
      [randomUUID(), { reason: 'x' }, 404],
    ];
    for (const [id, body, status] of cases) {
      const response = await correct(id, body);
      expect(response.status, `${JSON.stringify(body)}: ${await response.text()}`).toBe(status);
    }
    expect(fingerprint(app.core.database)).toBe(before);
  });

  it('is the owner’s alone', async () => {
    const family = await app.addFamily('Ada Lovelace');
    const body = { startAt: at('2026-11-17', 7, 0).toISOString(), reason: 'x' };
    for (const token of [app.tokens.staff, family.token]) {
      expect((await correct(morning, body, token)).status).toBe(403);
      const added = await app.request('POST', '/api/time-clock/entries', { token, body: {} });
      expect(added.status).toBe(403);
    }
  });
});

describe('adding forgotten time', () => {
  const add = (body: Record<string, unknown>) =>
    app.request('POST', '/api/time-clock/entries', { token: app.tokens.owner, body });

  it('adds a stretch to the person’s timesheet, audited without the reason', async () => {
    const created = await expectJson(
      await add({
        accountId: app.accountIds.staff,
        kind: 'work',
        roomId: toddlers,
        startAt: at('2026-11-16', 9, 0).toISOString(),
        endAt: at('2026-11-16', 11, 30).toISOString(),
        reason: 'Tablet was down on Monday',
      }),
      201,
    );
    expect(created).toMatchObject({ kind: 'work', roomId: toddlers });
    expect((await staffWeek()).days[0]?.workedMinutes).toBe(150);
    const entry = app.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'time-clock.added'))
      .get();
    expect(entry?.summary).toBe('Added missing time to the time clock of staff');
    expect(JSON.stringify(entry)).not.toContain('Tablet');
  });

  it('refuses work without a room, a break in a room, an unknown person and an overlap', async () => {
    const before = fingerprint(app.core.database);
    const base = {
      accountId: app.accountIds.staff,
      kind: 'work',
      roomId: infants,
      startAt: at('2026-11-16', 9, 0).toISOString(),
      endAt: at('2026-11-16', 10, 0).toISOString(),
      reason: 'Forgot',
    };
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ ...base, roomId: undefined }, 400],
      [{ ...base, kind: 'break' }, 400],
      [{ ...base, accountId: randomUUID() }, 404],
      [{ ...base, startAt: at('2026-11-17', 11, 0).toISOString() }, 400],
      [{ ...base, endAt: at('2026-11-17', 9, 0).toISOString() }, 409],
      [{ ...base, kind: 'nap' }, 400],
    ];
    for (const [body, status] of cases) {
      const response = await add(body);
      expect(response.status, `${JSON.stringify(body)}: ${await response.text()}`).toBe(status);
    }
    expect(fingerprint(app.core.database)).toBe(before);
  });
});
