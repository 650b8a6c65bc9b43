/**
 * @module
 * The owner's corrections to the time clock (decision 040): changing an entry's times or room,
 * ending a running entry someone forgot to clock out of, and adding a stretch someone forgot to
 * clock at all. Every change carries a reason, kept on the entry (free text stays out of the
 * audit log, which records the times before and after), and no person's entries may overlap.
 */
import { randomUUID } from 'node:crypto';
import type { AddEntryPayload, CorrectEntryPayload } from '@cubby/shared/schemas';
import { and, eq, gt, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, rooms, timeClockEntries } from '../../db/schema.ts';
import { refreshStaffing } from '../../sync/hooks/staffing-source.ts';
import { type AuditSource, appendAuditBy } from '../audit.ts';
import { conflict, invalid, notFound } from '../refusal.ts';
import { nameOf } from '../staff-accounts.ts';
import type { PunchDeps } from './punch.ts';

/** Who corrects, for the entry and the audit log. */
export interface Corrector {
  audit: AuditSource;
  accountId: string;
}

type Tx = Pick<Db, 'select'>;

interface Stretch {
  accountId: string;
  kind: 'work' | 'break';
  roomId: string | null;
  startAt: Date;
  endAt: Date | null;
}

/** Changes an entry's times or room; answers the entry as it is afterwards. */
export function correctEntry(
  deps: PunchDeps,
  entryId: string,
  change: CorrectEntryPayload,
  by: Corrector,
) {
  const { db, registry, clock } = deps;
  const now = clock.now();
  const row = db.transaction((tx) => {
    const entry =
      tx.select().from(timeClockEntries).where(eq(timeClockEntries.id, entryId)).get() ??
      notFound('No clock entry with that id');
    if (change.roomId !== undefined && entry.kind === 'break') {
      invalid('roomId: a break is in no room');
    }
    const next: Stretch = {
      accountId: entry.accountId,
      kind: entry.kind,
      roomId: change.roomId ?? entry.roomId,
      startAt: change.startAt ? new Date(change.startAt) : entry.startAt,
      endAt: change.endAt ? new Date(change.endAt) : entry.endAt,
    };
    if (change.roomId !== undefined) requireRoom(tx, change.roomId);
    requireSound(tx, next, now, entry.id);
    const corrected = {
      roomId: next.roomId,
      startAt: next.startAt,
      endAt: next.endAt,
      correctedById: by.accountId,
      correctedAt: now,
      correctionReason: change.reason,
    };
    tx.update(timeClockEntries).set(corrected).where(eq(timeClockEntries.id, entry.id)).run();
    appendAuditBy(tx, by.audit, {
      action: 'time-clock.corrected',
      summary: `Corrected the time clock of ${personName(tx, entry.accountId)}`,
      before: auditedTimes(entry),
      after: auditedTimes(next),
    });
    return { ...entry, ...corrected };
  });
  refreshStaffing(db, (ref, write, origin) => registry.writeNow(ref, write, origin));
  return row;
}

/** Adds a stretch a person forgot to clock; answers the new entry. */
export function addEntry(deps: PunchDeps, payload: AddEntryPayload, by: Corrector) {
  const { db, clock } = deps;
  const now = clock.now();
  return db.transaction((tx) => {
    const name = personName(tx, payload.accountId);
    if (payload.kind === 'work' && !payload.roomId) invalid('roomId: time worked is in a room');
    if (payload.kind === 'break' && payload.roomId) invalid('roomId: a break is in no room');
    if (payload.roomId) requireRoom(tx, payload.roomId);
    const stretch: Stretch = {
      accountId: payload.accountId,
      kind: payload.kind,
      roomId: payload.roomId ?? null,
      startAt: new Date(payload.startAt),
      endAt: new Date(payload.endAt),
    };
    requireSound(tx, stretch, now, null);
    const row = {
      id: randomUUID(),
      ...stretch,
      source: 'owner' as const,
      correctedById: by.accountId,
      correctedAt: now,
      correctionReason: payload.reason,
    };
    tx.insert(timeClockEntries).values(row).run();
    appendAuditBy(tx, by.audit, {
      action: 'time-clock.added',
      summary: `Added missing time to the time clock of ${name}`,
      after: auditedTimes(stretch),
    });
    return row;
  });
}

/** The times and room of an entry: all the audit log keeps of it. */
function auditedTimes(entry: Omit<Stretch, 'accountId'>) {
  return {
    kind: entry.kind,
    roomId: entry.roomId,
    startAt: entry.startAt.toISOString(),
    endAt: entry.endAt ? entry.endAt.toISOString() : null,
  };
}

function personName(tx: Tx, accountId: string): string {
  const account =
    tx.select().from(accounts).where(eq(accounts.id, accountId)).get() ??
    notFound('No staff account with that id');
  return nameOf(account);
}

function requireRoom(tx: Tx, roomId: string): void {
  tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId)).get() ??
    notFound('No room with that id');
}

/** Times in order and in the past, and no overlap with the person's other entries. */
function requireSound(tx: Tx, stretch: Stretch, now: Date, exceptId: string | null): void {
  if (stretch.startAt > now) invalid('startAt: a time clock entry cannot start in the future');
  if (stretch.endAt) {
    if (stretch.endAt > now) invalid('endAt: a time clock entry cannot end in the future');
    if (stretch.endAt <= stretch.startAt) invalid('endAt: the end must come after the start');
  }
  const conditions: SQL[] = [
    eq(timeClockEntries.accountId, stretch.accountId),
    or(isNull(timeClockEntries.endAt), gt(timeClockEntries.endAt, stretch.startAt)) as SQL,
  ];
  if (stretch.endAt) conditions.push(lt(timeClockEntries.startAt, stretch.endAt));
  if (exceptId) conditions.push(ne(timeClockEntries.id, exceptId));
  const clash = tx
    .select({ id: timeClockEntries.id })
    .from(timeClockEntries)
    .where(and(...conditions))
    .get();
  if (clash) conflict('That time overlaps another entry of the same person');
}
