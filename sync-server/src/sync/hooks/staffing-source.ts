/**
 * @module
 * The `staffing` document is written by the server only, from the time clock's running entries:
 * when it loads, and after every clock-in, move, break, clock-out or correction. No device may
 * write it (every client update is refused, as for alerts).
 */
import { replaceStaffOnFloor, type StaffOnFloor } from '@cubby/shared/docs';
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, timeClockEntries } from '../../db/schema.ts';
import { watchRatios } from '../../services/ratios/ratio-watch.ts';
import { nameOf } from '../../services/staff-accounts.ts';
import { type DocHooks, SERVER_ORIGIN, type ServerWrite } from '../hooks.ts';
import { serverOnlyHooks } from './server-only.ts';

/** Everyone clocked in now, from the running entry each has. */
export function readStaffOnFloor(db: Pick<Db, 'select'>): StaffOnFloor[] {
  return db
    .select({
      accountId: timeClockEntries.accountId,
      kind: timeClockEntries.kind,
      roomId: timeClockEntries.roomId,
      startAt: timeClockEntries.startAt,
      name: accounts.name,
      username: accounts.username,
    })
    .from(timeClockEntries)
    .innerJoin(accounts, eq(accounts.id, timeClockEntries.accountId))
    .where(isNull(timeClockEntries.endAt))
    .all()
    .map((row) => ({
      accountId: row.accountId,
      name: nameOf(row),
      status: row.kind === 'break' ? 'break' : 'working',
      roomId: row.kind === 'break' ? null : row.roomId,
      since: row.startAt.toISOString(),
    }));
}

/** Brings the staffing document in line with the time clock. */
export function refreshStaffing(db: Pick<Db, 'select'>, write: ServerWrite): void {
  const people = readStaffOnFloor(db);
  write({ kind: 'staffing' }, (doc) => replaceStaffOnFloor(doc, people, SERVER_ORIGIN));
}

/** Hooks of the staffing document. */
export const staffingHooks: DocHooks = {
  ...serverOnlyHooks,
  onLoad(_doc, { db, write }) {
    refreshStaffing(db, write);
  },
  // Every punch rewrites this document: a clock-in, break or clock-out may change a ratio.
  onChange: watchRatios,
};
