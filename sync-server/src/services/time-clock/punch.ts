/**
 * @module
 * A person's punches on the time clock (decision 040): clocking in to a room, moving to another,
 * a break, coming back, clocking out. Each closes the running entry and opens the next in one
 * transaction with its audit entry; then the `staffing` document follows, which is what every
 * staff device counts each room's staff from (and what the ratio watch hears).
 */
import { randomUUID } from 'node:crypto';
import { type ClockState, clockStateOf } from '@cubby/shared/time-clock';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, rooms, timeClockEntries } from '../../db/schema.ts';
import { refreshStaffing } from '../../sync/hooks/staffing-source.ts';
import { type AuditSource, appendAuditBy } from '../audit.ts';
import { conflict, notFound } from '../refusal.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { nameOf } from '../staff-accounts.ts';

/** What a punch asks for. */
export type Punch = { action: 'in'; roomId: string } | { action: 'break' } | { action: 'out' };

/** Where a punch was made, for the entry and the audit log. */
export interface PunchOrigin {
  audit: AuditSource;
  via: 'app' | 'kiosk';
  kioskDeviceId?: string;
}

/** What punching takes. */
export type PunchDeps = Pick<ServiceDeps, 'db' | 'registry' | 'clock'>;

type EntryRow = typeof timeClockEntries.$inferSelect;

/** Records a punch for `accountId` now; answers where the person is afterwards. */
export function punch(
  deps: PunchDeps,
  accountId: string,
  what: Punch,
  origin: PunchOrigin,
): ClockState {
  const { db, registry, clock } = deps;
  const at = clock.now();
  const state = db.transaction((tx) => {
    const person = tx
      .select({ name: accounts.name, username: accounts.username })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .get();
    if (!person) notFound('No such person');
    const running = runningEntry(tx, accountId);
    const step = plan(tx, running, what, nameOf(person));
    if (running) {
      // A tablet whose clock ran ahead may have opened the entry a moment "later" than now.
      const endAt = new Date(Math.max(at.getTime(), running.startAt.getTime()));
      tx.update(timeClockEntries).set({ endAt }).where(eq(timeClockEntries.id, running.id)).run();
    }
    const next = step.open
      ? {
          id: randomUUID(),
          accountId,
          kind: step.open.kind,
          roomId: step.open.roomId,
          startAt: at,
          endAt: null,
          source: origin.via,
          kioskDeviceId: origin.kioskDeviceId ?? null,
        }
      : null;
    if (next) tx.insert(timeClockEntries).values(next).run();
    appendAuditBy(tx, origin.audit, {
      action: step.action,
      summary: step.summary,
      // Times and a room id: all the log keeps of an entry.
      before: running ? toClockEntry(running) : null,
      after: next ? toClockEntry(next) : null,
    });
    return clockStateOf(next ? [toClockEntry(next)] : []);
  });
  refreshStaffing(db, (ref, write, writeOrigin) => registry.writeNow(ref, write, writeOrigin));
  return state;
}

/** Where a person is now. */
export function clockStateOfAccount(db: Pick<Db, 'select'>, accountId: string): ClockState {
  const running = runningEntry(db, accountId);
  return clockStateOf(running ? [toClockEntry(running)] : []);
}

interface Step {
  open: { kind: 'work' | 'break'; roomId: string | null } | null;
  action: string;
  summary: string;
}

function plan(
  db: Pick<Db, 'select'>,
  running: EntryRow | undefined,
  what: Punch,
  who: string,
): Step {
  if (what.action === 'in') {
    const room = roomInUse(db, what.roomId);
    if (running?.kind === 'work' && running.roomId === room.id) {
      conflict(`${who} is already clocked in to ${room.name}`);
    }
    const open = { kind: 'work' as const, roomId: room.id };
    if (!running)
      return { open, action: 'time-clock.in', summary: `${who} clocked in to ${room.name}` };
    if (running.kind === 'break') {
      return {
        open,
        action: 'time-clock.break-ended',
        summary: `${who} came back from a break to ${room.name}`,
      };
    }
    return { open, action: 'time-clock.moved', summary: `${who} moved to ${room.name}` };
  }
  if (!running) conflict(`${who} is not clocked in`);
  if (what.action === 'break') {
    if (running.kind === 'break') conflict(`${who} is already on a break`);
    return {
      open: { kind: 'break', roomId: null },
      action: 'time-clock.break',
      summary: `${who} started a break`,
    };
  }
  return { open: null, action: 'time-clock.out', summary: `${who} clocked out` };
}

function roomInUse(db: Pick<Db, 'select'>, roomId: string) {
  const room = db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), isNull(rooms.archivedAt)))
    .get();
  if (!room) notFound('No room with that id');
  return room;
}

function runningEntry(db: Pick<Db, 'select'>, accountId: string): EntryRow | undefined {
  return db
    .select()
    .from(timeClockEntries)
    .where(and(eq(timeClockEntries.accountId, accountId), isNull(timeClockEntries.endAt)))
    .get();
}

function toClockEntry(row: Pick<EntryRow, 'kind' | 'roomId' | 'startAt' | 'endAt'>) {
  return {
    kind: row.kind,
    roomId: row.roomId,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt ? row.endAt.toISOString() : null,
  };
}
