import { addWeeks, mondayOf, weekDates } from '@cubby/shared/dates';
import { listStaffOnFloor } from '@cubby/shared/docs';
import { dateAt, facilityClock, facilityToday } from '@cubby/shared/facility-clock';
import type {
  AuditPageResponse,
  IdentifyResponse,
  RoomAssignment,
  RoomResponse,
} from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { families, payments, timeClockEntries, weeklyConfirmations } from '../db/schema.ts';
import { expectJson } from '../testing/expect-json.ts';
import { kioskFor } from '../testing/kiosk-devices.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { seedDemoRoster } from './demo-roster.ts';
import { NO_MAIL } from './mailer.ts';
import { readRatiosNow } from './ratios/ratios-now.ts';

let app: TestApp;

beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const quiet = { info() {}, warn() {}, error() {} };

async function financialWeek(monday: string) {
  const dates = encodeURIComponent(JSON.stringify(weekDates(monday)));
  const response = await app.request('GET', `/api/financial/weekly?dates=${dates}`, {
    token: app.tokens.owner,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Array<{
    customer: { name: string };
    weeklyCost: number;
    outstandingBalance: number;
  }>;
}

// How each extra-day request of the week stands, as staff read it.
function requestsOf(monday: string): string[] {
  return app.db
    .select()
    .from(weeklyConfirmations)
    .where(eq(weeklyConfirmations.weekStart, monday))
    .all()
    .filter((row) => row.status === 'extra_day_request')
    .map((row) => row.decision ?? 'waiting');
}

describe('the demo roster', () => {
  it('seeds twelve families whose past weeks are paid by recorded payments, but one', async () => {
    const { config } = app.core;
    const clock = facilityClock(config.facilityTimeZone);
    const { pinKey } = app.core;
    const deps = {
      db: app.db,
      registry: app.core.registry,
      log: quiet,
      config,
      clock,
      pinKey,
      mailer: NO_MAIL,
    };
    const summary = await seedDemoRoster(deps);
    expect(summary?.families).toBe(12);
    expect(await seedDemoRoster(deps)).toBeNull();
    // One family has a note waiting for them at the kiosk.
    const notes = app.db.select({ name: families.name, note: families.kioskNote }).from(families);
    expect(notes.all().filter((family) => family.note !== null)).toEqual([
      { name: 'Noah Okafor', note: expect.stringContaining('Please see the front desk') },
    ]);

    const thisMonday = mondayOf(facilityToday(clock));
    for (const weeksAgo of [1, 2]) {
      const rows = await financialWeek(addWeeks(thisMonday, -weeksAgo));
      const owing = rows
        .filter((row) => row.outstandingBalance > 0)
        .map((row) => row.customer.name);
      expect(owing).toEqual(['Ada Okafor', 'Noah Okafor']);
      expect(rows.filter((row) => row.weeklyCost > 0).length).toBeGreaterThan(6);
    }
    const recorded = app.db.select().from(payments).all();
    expect(recorded.length).toBeGreaterThan(10);
    expect(new Set(recorded.map((payment) => payment.method))).toEqual(
      new Set(['cash', 'cheque', 'bank-transfer']),
    );
    expect(recorded.every((payment) => payment.status === 'succeeded')).toBe(true);

    // Extra-day requests answered both ways, and one still waiting for the desk.
    app.core.registry.commit();
    const answers = [thisMonday, addWeeks(thisMonday, 1)].flatMap(requestsOf);
    expect(new Set(answers)).toEqual(new Set(['approved', 'declined', 'waiting']));
  });

  it('fills the activity log: this week’s desk work by a staff member on the front-desk tablet', async () => {
    const { config } = app.core;
    const clock = facilityClock(config.facilityTimeZone);
    const summary = await seedDemoRoster({
      db: app.db,
      registry: app.core.registry,
      log: quiet,
      pinKey: app.core.pinKey,
      mailer: NO_MAIL,
      config,
      clock,
    });
    expect(summary?.staffMember).toMatchObject({ name: 'Maria Lopez', username: 'maria.lopez' });

    const response = await app.request('GET', '/api/audit?kind=attendance&limit=500', {
      token: app.tokens.owner,
    });
    const { entries } = (await response.json()) as AuditPageResponse;
    const byMaria = entries.filter((entry) => entry.actor.name === 'Maria Lopez');
    const bySystem = entries.filter((entry) => entry.actor.kind === 'system');
    // Today may be a Monday before anyone arrived: Maria's entries are this week's, if any.
    expect(byMaria.length + bySystem.length).toBe(entries.length);
    expect(bySystem.length).toBeGreaterThan(50);
    for (const entry of byMaria) {
      expect(entry.deviceId).toMatch(/^[0-9a-f-]{36}$/);
      expect(mondayOf(entry.date ?? '')).toBe(mondayOf(facilityToday(clock)));
    }
    const staff = await app.request('GET', '/api/staff', { token: app.tokens.owner });
    const people = (await staff.json()) as Array<{ name: string; requiresPasswordChange: boolean }>;
    expect(people).toContainEqual(
      expect.objectContaining({ name: 'Maria Lopez', requiresPasswordChange: true }),
    );
  });

  it('gives the sample family’s guardian a kiosk PIN that signs in their children', async () => {
    const { config, pinKey } = app.core;
    const summary = await seedDemoRoster({
      db: app.db,
      registry: app.core.registry,
      log: quiet,
      pinKey,
      mailer: NO_MAIL,
      config,
      clock: facilityClock(config.facilityTimeZone),
    });
    const kiosk = kioskFor(app.db);
    const response = await app.request('POST', '/api/kiosk/identify', {
      token: kiosk.token,
      body: { pin: summary?.kioskPin?.pin },
    });
    const answer = await expectJson<IdentifyResponse>(response);
    expect(answer.contact.name).toBe(summary?.kioskPin?.name);
    expect(answer.children.map((child) => child.name)).toEqual(summary?.sampleChildren);
    const staffAnswer = await app.request('POST', '/api/kiosk/identify', {
      token: kiosk.token,
      body: { pin: summary?.staffMember.kioskPin },
    });
    const staff = await expectJson<{ staff: { name: string } }>(staffAnswer);
    expect(staff.staff.name).toBe(summary?.staffMember.name);
  });

  it('sets up rooms with children in each, staff on the floor, and last week on the time clock', async () => {
    const { config, pinKey } = app.core;
    const clock = facilityClock(config.facilityTimeZone);
    await seedDemoRoster({
      db: app.db,
      registry: app.core.registry,
      log: quiet,
      pinKey,
      mailer: NO_MAIL,
      config,
      clock,
    });
    const rooms = await expectJson<RoomResponse[]>(
      app.request('GET', '/api/rooms', { token: app.tokens.staff }),
    );
    expect(rooms.map((room) => room.name)).toEqual(['Infants', 'Toddlers', 'Preschool']);
    expect(rooms.every((room) => room.childCount > 0)).toBe(true);
    // Every child whose age a room takes is in it.
    const children = await expectJson<RoomAssignment[]>(
      app.request('GET', '/api/rooms/assignments', { token: app.tokens.staff }),
    );
    expect(
      children.filter((child) => child.roomId === null && child.suggestedRoomId !== null),
    ).toEqual([]);
    expect(children.filter((child) => child.roomId !== null).length).toBeGreaterThan(12);

    // Each room has someone in it now, and Infants is in ratio until they clock out.
    const ratios = readRatiosNow(app.db, clock);
    expect(ratios.every((room) => room.staff === 1 && room.inRatio)).toBe(true);
    const onFloor = listStaffOnFloor(app.core.registry.open({ kind: 'staffing' }).ydoc);
    expect(onFloor.map((person) => person.status)).toEqual(['working', 'working', 'working']);

    // Last week: a morning, a lunch break and an afternoon each weekday, for each of them.
    const lastMonday = addWeeks(mondayOf(facilityToday(clock)), -1);
    const lastWeek = app.db
      .select()
      .from(timeClockEntries)
      .all()
      .filter(
        (entry) =>
          entry.endAt !== null && mondayOf(dateAt(entry.startAt, clock.timeZone)) === lastMonday,
      );
    expect(lastWeek).toHaveLength(3 * 5 * 3);
    expect(lastWeek.filter((entry) => entry.kind === 'break')).toHaveLength(3 * 5);
  });
});
