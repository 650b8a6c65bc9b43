/**
 * @module
 * Every view of a child's day, read as the screens and the server really read it, put into one
 * shape so they can be compared with each other and with the model: the day record on the
 * server's copy and on each tablet; the browser's derivations (the grid cell's words, the
 * dashboard's who-is-in and its visits, the sign-in sheet's lines, the tablet's ratio count);
 * the projection's rows in SQLite (`daily_attendance`, `sessions`); `GET /api/days/{date}`; the
 * family ledger's charge; and the server's ratio count (`GET /api/ratios/now`).
 */
import { formatClockTime, timeOfDayFromMinutes } from '@cubby/shared/dates';
import { type DayRecord, readWeekRecords, visitsOf } from '@cubby/shared/day-record';
import { attendanceDayKey } from '@cubby/shared/docs';
import { timeOfDayAt } from '@cubby/shared/facility-clock';
import { parseMoney } from '@cubby/shared/money';
import type { DaysResponse } from '@cubby/shared/schemas';
import { dailyAttendance, sessions } from '@cubby/sync-server/db/schema';
import { countRoomRatios } from '@cubby/web/src/data/count-room-ratios.ts';
import { recordsOn } from '@cubby/web/src/data/records-on.ts';
import { dayCellView } from '@cubby/web/src/features/attendance/day-cell-view.ts';
import { openVisitsByCustomer } from '@cubby/web/src/features/dashboard/who-is-in.ts';
import { sheetRows } from '@cubby/web/src/features/sign-in-sheet/sheet-rows.ts';
import { and, eq } from 'drizzle-orm';
import type * as Y from 'yjs';
import type { AppServer } from './app-server.ts';
import { weekdayOf } from './day-commands.ts';
import type { DayModel, ExpectedDay, ExpectedStay } from './day-model.ts';
import { type DayWorld, ZONE } from './day-world.ts';

/** What one view says of a day; a view says only what it shows. */
export interface SeenDay {
  present?: boolean;
  /** Each visit 'HH:MM-HH:MM' ('HH:MM-' while the child is in). */
  times?: string[];
  early?: boolean;
  late?: boolean;
  inNow?: boolean;
  /** Cents; null while in progress. */
  charge?: number | null;
  /** Words as a screen writes them (the grid cell's lines, the sheet's In and Out). */
  words?: string[];
}

const time = (minutes: number) => timeOfDayFromMinutes(minutes);
const clockTime = (instant: string | Date) => timeOfDayAt(new Date(instant), ZONE);

function stayTimes(stays: readonly ExpectedStay[]): string[] {
  return stays.map(
    (stay) => `${time(stay.arrival)}-${stay.departure === null ? '' : time(stay.departure)}`,
  );
}

function recordSeen(record: DayRecord): SeenDay {
  return {
    present: record.present,
    times: record.visits.map((visit) => `${visit.arrival}-${visit.departure ?? ''}`),
    early: record.early,
    late: record.late,
    inNow: record.inProgress,
    charge: record.chargeCents,
  };
}

/** The model's answer as each view would show it. */
function expectedSeen(expected: ExpectedDay, view: string, isToday: boolean): SeenDay {
  const times = stayTimes(expected.stays);
  const full: SeenDay = {
    present: expected.present,
    times,
    early: expected.early,
    late: expected.late,
    inNow: expected.inProgress,
    charge: expected.charge,
  };
  switch (view) {
    case 'grid cell': {
      if (!expected.present) return { present: false, words: [] };
      const badges = [
        ...(expected.inProgress ? ['In now'] : []),
        ...(expected.early ? ['Early'] : []),
        ...(expected.late ? ['Late'] : []),
      ];
      const lines = expected.withoutTimes
        ? ['No times']
        : expected.stays.map(
            (stay) =>
              `${formatClockTime(time(stay.arrival))} - ${stay.departure === null ? 'still here' : formatClockTime(time(stay.departure))}`,
          );
      return { present: true, words: [...badges, ...lines] };
    }
    case 'dashboard':
      return { times, inNow: isToday && expected.inProgress };
    case 'sign-in sheet':
      return {
        words: expected.stays.map((stay) => {
          const out =
            stay.departure === null
              ? ''
              : `${formatClockTime(time(stay.departure))}${stay.forgotten ? ', not signed out' : ''}`;
          return `In ${formatClockTime(time(stay.arrival))} Out ${out}`;
        }),
      };
    case 'sessions rows':
      return { times };
    case 'daily_attendance': {
      const first = expected.stays[0];
      const departure = expected.inProgress ? null : (expected.stays.at(-1)?.departure ?? null);
      return {
        present: expected.present,
        times:
          first === undefined
            ? []
            : [`${time(first.arrival)}-${departure === null ? '' : time(departure)}`],
        early: expected.early,
        late: expected.late,
        charge: expected.charge,
      };
    }
    case 'GET /api/days':
      return {
        present: full.present,
        times,
        early: full.early,
        late: full.late,
        charge: full.charge,
      };
    case 'ledger':
      // A day is charged once the child has left; an absent day is no entry.
      return { charge: expected.present && expected.charge !== null ? expected.charge : null };
    default:
      return full;
  }
}

/** Each tablet's and the server's week records, as the screens derive them. */
function weekRecords(world: DayWorld, doc: Y.Doc): Map<string, DayRecord> {
  const rates = new Map(world.children.map((child) => [child.id, child.rateCents]));
  return readWeekRecords(doc, {
    today: world.today,
    timeZone: ZONE,
    hours: [],
    rateOf: (id) => rates.get(id) ?? null,
  });
}

/** Compares what each view says of a child's day with the model; answers the disagreements. */
function compare(
  found: string[],
  seen: ReadonlyMap<string, SeenDay>,
  expected: ExpectedDay,
  where: { child: number; day: number; isToday: boolean },
): void {
  for (const [view, actual] of seen) {
    const want = expectedSeen(expected, view, where.isToday);
    const shown = Object.fromEntries(
      Object.keys(want).map((key) => [key, actual[key as keyof SeenDay]]),
    );
    if (JSON.stringify(shown) !== JSON.stringify(want)) {
      found.push(
        `${view}, child${where.child} on ${weekdayOf(where.day)}: says ${JSON.stringify(shown)}, the model ${JSON.stringify(want)}`,
      );
    }
  }
}

/** How many children the model has in the room now (every child is in the one room). */
function inNowCount(model: DayModel, world: DayWorld): number {
  return world.children.filter(({ id }) => model.expected(id, model.day).inProgress).length;
}

/**
 * The views a tablet and the server's copy derive, compared with the model: the day record on
 * each copy, and on tablet A the grid cell, the dashboard, the sign-in sheet and the ratio count.
 */
export function browserDisagreements(model: DayModel, world: DayWorld): string[] {
  const found: string[] = [];
  const copies = {
    server: world.server.doc(world.monday),
    'tablet A': world.tablets.A.doc,
    'tablet B': world.tablets.B.doc,
  };
  const records = Object.fromEntries(
    Object.entries(copies).map(([name, doc]) => [name, weekRecords(world, doc)]),
  );
  const { customers, rooms } = world.server.directory();
  for (let day = 0; day <= model.day; day++) {
    const date = world.dateOf(day);
    const isToday = day === model.day;
    for (const [index, child] of world.children.entries()) {
      const seen = new Map<string, SeenDay>();
      for (const [name, byDay] of Object.entries(records)) {
        const record = byDay.get(attendanceDayKey(child.id, date));
        seen.set(`day record (${name})`, record ? recordSeen(record) : absent());
        if (name !== 'tablet A') continue;
        const cell = dayCellView(record ?? null);
        seen.set('grid cell', {
          present: cell.present,
          words: [...cell.badges, ...cell.times.map((line) => line.text)],
        });
        const ofDay = visitsOf(recordsOn(byDay, date));
        const visits = ofDay.filter((visit) => visit.customerId === child.id);
        seen.set('dashboard', {
          times: visits.map((visit) => `${visit.arrival}-${visit.departure ?? ''}`),
          inNow: isToday && openVisitsByCustomer(visits).has(child.id),
        });
        const rows = sheetRows(ofDay, customers, ZONE).filter((row) => row.child === child.name);
        seen.set('sign-in sheet', { words: rows.map((row) => `In ${row.inAt} Out ${row.outAt}`) });
      }
      compare(found, seen, model.expected(child.id, day), { child: index, day, isToday });
    }
  }
  const today = recordsOn(records['tablet A'] ?? new Map(), world.today);
  const counted = countRoomRatios(rooms, customers, today, []).rooms;
  const tablet = counted.find((room) => room.roomId === world.server.roomId)?.children;
  const inNow = inNowCount(model, world);
  if (tablet !== inNow) found.push(`the tablet's ratio counts ${tablet}, the model ${inNow}`);
  return found;
}

/**
 * The server's views in SQL and over HTTP, compared with the model: the projection's
 * `daily_attendance` and `sessions` rows, GET /api/days, the family ledger's charge and the
 * server's ratio count (GET /api/ratios/now).
 */
export async function serverDisagreements(
  model: DayModel,
  world: DayWorld,
  server: AppServer,
): Promise<string[]> {
  const found: string[] = [];
  const ledgers = new Map<string, Map<string, number>>();
  for (const child of world.children) {
    const url = `/api/families/${child.familyId}/ledger?from=${world.dateOf(0)}&to=${world.dateOf(4)}`;
    const ledger = (await (await server.request('GET', url)).json()) as {
      entries: Array<{ date: string; kind: string; customerId: string | null; amount: string }>;
    };
    const charges = new Map<string, number>();
    for (const entry of ledger.entries) {
      if (entry.kind !== 'charge' || entry.customerId !== child.id) continue;
      charges.set(entry.date, (charges.get(entry.date) ?? 0) + parseMoney(entry.amount));
    }
    ledgers.set(child.id, charges);
  }
  for (let day = 0; day <= model.day; day++) {
    const date = world.dateOf(day);
    const api = (await (await server.request('GET', `/api/days/${date}`)).json()) as DaysResponse;
    for (const [index, child] of world.children.entries()) {
      const seen = new Map<string, SeenDay>();
      seen.set('daily_attendance', attendanceRowSeen(server, child.id, date));
      seen.set('sessions rows', { times: sessionTimes(server, child.id, date) });
      const fromApi = api.children.find((each) => each.customerId === child.id);
      seen.set(
        'GET /api/days',
        fromApi
          ? {
              present: fromApi.present,
              times: fromApi.visits.map((v) => `${v.arrival}-${v.departure ?? ''}`),
              early: fromApi.early,
              late: fromApi.late,
              charge: fromApi.charge === null ? null : parseMoney(fromApi.charge),
            }
          : {},
      );
      seen.set('ledger', { charge: ledgers.get(child.id)?.get(date) ?? null });
      const isToday = day === model.day;
      compare(found, seen, model.expected(child.id, day), { child: index, day, isToday });
    }
  }
  const ratios = (await (await server.request('GET', '/api/ratios/now')).json()) as Array<{
    roomId: string;
    children: number;
  }>;
  const counted = ratios.find((room) => room.roomId === server.roomId)?.children;
  const inNow = inNowCount(model, world);
  if (counted !== inNow) found.push(`the server's ratio counts ${counted}, the model ${inNow}`);
  return found;
}

function absent(): SeenDay {
  return { present: false, times: [], early: false, late: false, inNow: false, charge: 0 };
}

function attendanceRowSeen(server: AppServer, customerId: string, date: string): SeenDay {
  const row = server.app.db
    .select()
    .from(dailyAttendance)
    .where(and(eq(dailyAttendance.customerId, customerId), eq(dailyAttendance.date, date)))
    .get();
  if (!row?.isPresent) return { present: false, times: [], early: false, late: false, charge: 0 };
  return {
    present: true,
    times: row.arrivalTime ? [`${row.arrivalTime}-${row.departureTime ?? ''}`] : [],
    early: row.isEarlyPickup,
    late: row.isLatePickup,
    charge: row.chargeCents,
  };
}

function sessionTimes(server: AppServer, customerId: string, date: string): string[] {
  return server.app.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), eq(sessions.date, date)))
    .all()
    .sort((a, b) => a.checkInTime.getTime() - b.checkInTime.getTime() || (a.id < b.id ? -1 : 1))
    .map(
      (row) =>
        `${clockTime(row.checkInTime)}-${row.checkOutTime === null ? '' : clockTime(row.checkOutTime)}`,
    );
}
