/**
 * @module
 * Wrong PINs at a kiosk (DESIGN section 7, "Kiosk"): after 5 in a row on one kiosk it pauses
 * for 5 minutes. Counted in SQLite (`kiosk_activity`), not in memory as sign-ins are
 * (`login-throttle.ts`): a PIN is 4 to 6 digits, so a restart that forgave the count would be
 * a way around it. Per kiosk, not per person: a wrong PIN names nobody. A right PIN clears the
 * count. Pausing writes `kiosk.locked` to the audit log and tells `onPaused` (the staff alert).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { kioskActivity } from '../db/schema.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';

/** Wrong PINs in a row that pause a kiosk, and for how long. */
export const KIOSK_PIN_LIMIT = { maxWrong: 5, pauseMs: 5 * 60 * 1000 } as const;

/** How long a kiosk stays paused from `now`; 0 when it is not. */
export function kioskPauseLeftMs(db: Pick<Db, 'select'>, deviceId: string, now: Date): number {
  const row = db
    .select({ pausedUntil: kioskActivity.pausedUntil })
    .from(kioskActivity)
    .where(eq(kioskActivity.deviceId, deviceId))
    .get();
  return Math.max(0, (row?.pausedUntil?.getTime() ?? 0) - now.getTime());
}

/** What a kiosk pausing tells: which kiosk, and until when. */
export interface KioskPaused {
  deviceId: string;
  name: string;
  until: Date;
}

/**
 * Counts a wrong PIN; the one that reaches the limit pauses the kiosk, records it and calls
 * `onPaused`. Returns whether this one paused it.
 */
export function countWrongPin(
  db: Db,
  source: AuditSource,
  now: Date,
  onPaused: (paused: KioskPaused) => void,
): boolean {
  const deviceId = source.actor.id ?? '';
  const paused = db.transaction((tx) => {
    const { wrongPins } = tx
      .insert(kioskActivity)
      .values({ deviceId, lastSeenAt: now, wrongPins: 1 })
      .onConflictDoUpdate({
        target: kioskActivity.deviceId,
        set: { lastSeenAt: now, wrongPins: sql`${kioskActivity.wrongPins} + 1` },
      })
      .returning({ wrongPins: kioskActivity.wrongPins })
      .get();
    if (wrongPins < KIOSK_PIN_LIMIT.maxWrong) return null;
    const until = new Date(now.getTime() + KIOSK_PIN_LIMIT.pauseMs);
    // The count starts again from nothing once the pause is over.
    tx.update(kioskActivity)
      .set({ wrongPins: 0, pausedUntil: until })
      .where(eq(kioskActivity.deviceId, deviceId))
      .run();
    appendAuditBy(tx, source, {
      action: 'kiosk.locked',
      summary: `Paused the kiosk "${source.actor.name}" for ${KIOSK_PIN_LIMIT.pauseMs / 60_000} minutes after ${wrongPins} wrong PINs in a row`,
      after: { pausedUntil: until.toISOString() },
    });
    return { deviceId, name: source.actor.name, until };
  });
  if (paused) onPaused(paused);
  return paused !== null;
}

/** A right PIN: the wrong ones before it no longer count. */
export function clearWrongPins(db: Pick<Db, 'update'>, deviceId: string): void {
  db.update(kioskActivity).set({ wrongPins: 0 }).where(eq(kioskActivity.deviceId, deviceId)).run();
}

/** Notes that a kiosk asked the server something, for the kiosk list's "last seen". */
export function markKioskSeen(db: Pick<Db, 'insert'>, deviceId: string, now: Date): void {
  db.insert(kioskActivity)
    .values({ deviceId, lastSeenAt: now })
    .onConflictDoUpdate({ target: kioskActivity.deviceId, set: { lastSeenAt: now } })
    .run();
}
