/**
 * @module
 * Wrong PINs at a kiosk (DESIGN section 7, "Kiosk"): after 5 in a row on one kiosk it pauses.
 * The first pause of a facility day lasts 5 minutes, and each further one that day twice as long
 * as the one before, up to an hour (decision 027): a stolen kiosk guesses ever more slowly.
 * Counted in SQLite (`attempt-limits.ts`), per kiosk, not per person: a wrong PIN names nobody.
 * A right PIN clears the count. Pausing writes `kiosk.locked` to the audit log, which is also
 * how the day's earlier pauses are counted, and tells `onPaused` (the staff alert).
 */
import { dateAt, instantAt } from '@cubby/shared/facility-clock';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditEntries, kioskActivity } from '../db/schema.ts';
import { blockAttempts, blockedForMs, clearAttempts, countAttempt } from './attempt-limits.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';

/** Wrong PINs in a row that pause a kiosk; the first pause of a day, and the longest. */
export const KIOSK_PIN_LIMIT = {
  maxWrong: 5,
  pauseMs: 5 * 60 * 1000,
  maxPauseMs: 60 * 60 * 1000,
} as const;

const LOCKED = 'kiosk.locked';

/** How long a pause lasts when the kiosk already paused `earlierToday` times that day. */
export function kioskPauseMs(earlierToday: number): number {
  return Math.min(KIOSK_PIN_LIMIT.pauseMs * 2 ** earlierToday, KIOSK_PIN_LIMIT.maxPauseMs);
}

const keyOf = (deviceId: string) => `kiosk:${deviceId}`;

/** How long a kiosk stays paused from `now`; 0 when it is not. */
export function kioskPauseLeftMs(db: Pick<Db, 'select'>, deviceId: string, now: Date): number {
  return blockedForMs(db, keyOf(deviceId), now);
}

/** What a kiosk pausing tells: which kiosk, and until when. */
export interface KioskPaused {
  deviceId: string;
  name: string;
  until: Date;
}

/**
 * Counts a wrong PIN; the one that reaches the limit pauses the kiosk (longer for each pause of
 * the facility day in `timeZone`), records it and calls `onPaused`. Returns whether this one
 * paused it.
 */
export function countWrongPin(
  db: Db,
  source: AuditSource,
  now: Date,
  onPaused: (paused: KioskPaused) => void,
  timeZone: string,
): boolean {
  const deviceId = source.actor.id ?? '';
  const paused = db.transaction((tx) => {
    const wrongPins = countAttempt(tx, keyOf(deviceId), now, null).count;
    if (wrongPins < KIOSK_PIN_LIMIT.maxWrong) return null;
    const pauseMs = kioskPauseMs(pausesSince(tx, deviceId, startOfDay(now, timeZone)));
    const until = new Date(now.getTime() + pauseMs);
    blockAttempts(tx, keyOf(deviceId), until);
    appendAuditBy(tx, source, {
      action: LOCKED,
      summary: `Paused the kiosk "${source.actor.name}" for ${pauseMs / 60_000} minutes after ${wrongPins} wrong PINs in a row`,
      after: { pausedUntil: until.toISOString() },
    });
    return { deviceId, name: source.actor.name, until };
  });
  if (paused) onPaused(paused);
  return paused !== null;
}

function startOfDay(now: Date, timeZone: string): Date {
  return instantAt(dateAt(now, timeZone), '00:00', timeZone);
}

// The audit log keeps every pause, with the kiosk as its actor: no second record to keep.
function pausesSince(db: Pick<Db, 'select'>, deviceId: string, since: Date): number {
  const row = db
    .select({ pauses: count() })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.actorId, deviceId),
        eq(auditEntries.action, LOCKED),
        gte(auditEntries.at, since),
      ),
    )
    .get();
  return row?.pauses ?? 0;
}

/** A right PIN: the wrong ones before it no longer count. */
export function clearWrongPins(db: Pick<Db, 'update'>, deviceId: string): void {
  clearAttempts(db, keyOf(deviceId));
}

/** Notes that a kiosk asked the server something, for the kiosk list's "last seen". */
export function markKioskSeen(db: Pick<Db, 'insert'>, deviceId: string, now: Date): void {
  db.insert(kioskActivity)
    .values({ deviceId, lastSeenAt: now })
    .onConflictDoUpdate({ target: kioskActivity.deviceId, set: { lastSeenAt: now } })
    .run();
}
