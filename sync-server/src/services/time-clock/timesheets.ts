/**
 * @module
 * Timesheets (decision 040): a person's week, and every person's week for the owner. Entries
 * overlapping the week (Monday 00:00 to the next Monday 00:00, facility time) are counted by the
 * shared `timesheetWeek` rule, which cuts them at the facility's midnights.
 */
import { addDays, type IsoDate } from '@cubby/shared/dates';
import { dateAt, type FacilityClock, instantAt } from '@cubby/shared/facility-clock';
import type {
  TimesheetEntryJson,
  TimesheetPersonJson,
  TimesheetsResponse,
} from '@cubby/shared/schemas';
import { timesheetWeek } from '@cubby/shared/time-clock';
import { and, asc, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, rooms, timeClockEntries } from '../../db/schema.ts';
import { nameOf } from '../staff-accounts.ts';

type Reader = Pick<Db, 'select'>;

interface EntryRow {
  id: string;
  accountId: string;
  kind: 'work' | 'break';
  roomId: string | null;
  roomName: string | null;
  startAt: Date;
  endAt: Date | null;
  correctedAt: Date | null;
}

/** The instants a facility week runs between. */
export function weekBounds(weekStart: IsoDate, timeZone: string): { from: Date; to: Date } {
  return {
    from: instantAt(weekStart, '00:00', timeZone),
    to: instantAt(addDays(weekStart, 7), '00:00', timeZone),
  };
}

/** Entries overlapping [from, to), oldest first; of one person when `accountId` is given. */
function entriesOverlapping(db: Reader, from: Date, to: Date, accountId?: string): EntryRow[] {
  const conditions: SQL[] = [
    lt(timeClockEntries.startAt, to),
    or(isNull(timeClockEntries.endAt), gt(timeClockEntries.endAt, from)) as SQL,
  ];
  if (accountId) conditions.push(eq(timeClockEntries.accountId, accountId));
  return db
    .select({
      id: timeClockEntries.id,
      accountId: timeClockEntries.accountId,
      kind: timeClockEntries.kind,
      roomId: timeClockEntries.roomId,
      roomName: rooms.name,
      startAt: timeClockEntries.startAt,
      endAt: timeClockEntries.endAt,
      correctedAt: timeClockEntries.correctedAt,
    })
    .from(timeClockEntries)
    .leftJoin(rooms, eq(rooms.id, timeClockEntries.roomId))
    .where(and(...conditions))
    .orderBy(asc(timeClockEntries.startAt))
    .all();
}

function toEntryJson(row: EntryRow): TimesheetEntryJson {
  return {
    id: row.id,
    kind: row.kind,
    roomId: row.roomId,
    roomName: row.roomName,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt ? row.endAt.toISOString() : null,
    corrected: row.correctedAt !== null,
  };
}

function weekOf(rows: EntryRow[], weekStart: IsoDate, clock: FacilityClock) {
  const entries = rows.map(toEntryJson);
  const week = timesheetWeek(entries, weekStart, clock.timeZone, clock.now());
  return { ...week, entries };
}

/** One person's week: days, totals and the entries. */
export function readOwnWeek(
  db: Reader,
  clock: FacilityClock,
  accountId: string,
  weekStart: IsoDate,
) {
  const { from, to } = weekBounds(weekStart, clock.timeZone);
  return weekOf(entriesOverlapping(db, from, to, accountId), weekStart, clock);
}

/**
 * Every person with an entry in the week, by name. Active staff with no entry are left out: the
 * sheet is of time worked, and an empty row per person would hide who did work.
 */
export function readTimesheets(
  db: Reader,
  clock: FacilityClock,
  weekStart: IsoDate,
): TimesheetsResponse {
  const { from, to } = weekBounds(weekStart, clock.timeZone);
  const byAccount = new Map<string, EntryRow[]>();
  for (const row of entriesOverlapping(db, from, to)) {
    const list = byAccount.get(row.accountId) ?? [];
    list.push(row);
    byAccount.set(row.accountId, list);
  }
  const today = dateAt(clock.now(), clock.timeZone);
  const people: TimesheetPersonJson[] = [];
  for (const [accountId, rows] of byAccount) {
    const account = db.select().from(accounts).where(eq(accounts.id, accountId)).get();
    if (!account) continue;
    const running = rows.find((row) => row.endAt === null);
    people.push({
      accountId,
      name: nameOf(account),
      role: account.role,
      ...weekOf(rows, weekStart, clock),
      stillClockedIn: running ? dateAt(running.startAt, clock.timeZone) < today : false,
    });
  }
  people.sort((a, b) => a.name.localeCompare(b.name));
  return { weekStart, people };
}
