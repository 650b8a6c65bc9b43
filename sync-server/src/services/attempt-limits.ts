/**
 * @module
 * Attempts counted against a limit in SQLite (`attempt_counts`), not in memory as sign-ins are
 * (`login-throttle.ts`): where the thing guessed is a PIN of 4 to 6 digits, a restart that forgave
 * the count would be a way around the limit. The one throttle of wrong PINs at a kiosk (in a row,
 * then a pause) and of PIN changes (so many an hour). Rows are throttle state, not anyone's record.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attemptCounts } from '../db/schema.ts';

/** How long `key` stays blocked from `now`; 0 when it is not. */
export function blockedForMs(db: Pick<Db, 'select'>, key: string, now: Date): number {
  const row = db
    .select({ blockedUntil: attemptCounts.blockedUntil })
    .from(attemptCounts)
    .where(eq(attemptCounts.key, key))
    .get();
  return Math.max(0, (row?.blockedUntil?.getTime() ?? 0) - now.getTime());
}

/**
 * Counts an attempt and answers how many there are: within a window of `windowMs` from the first
 * (a new window starts once it has passed), or in a row until cleared when `windowMs` is null.
 */
export function countAttempt(
  db: Pick<Db, 'insert'>,
  key: string,
  now: Date,
  windowMs: number | null,
): { count: number; windowEndsAt: Date | null } {
  const windowEndsAt = windowMs === null ? null : new Date(now.getTime() + windowMs);
  // A window that has passed starts again from this attempt.
  const passed = sql`${attemptCounts.windowEndsAt} is not null and ${attemptCounts.windowEndsAt} <= ${now.getTime()}`;
  return db
    .insert(attemptCounts)
    .values({ key, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: attemptCounts.key,
      set: {
        count: sql`case when ${passed} then 1 else ${attemptCounts.count} + 1 end`,
        windowEndsAt: sql`case when ${passed} or ${attemptCounts.windowEndsAt} is null then ${windowEndsAt?.getTime() ?? null} else ${attemptCounts.windowEndsAt} end`,
      },
    })
    .returning({ count: attemptCounts.count, windowEndsAt: attemptCounts.windowEndsAt })
    .get();
}

/** Blocks `key` until `until`; the count starts again from nothing once the block is over. */
export function blockAttempts(db: Pick<Db, 'update'>, key: string, until: Date): void {
  db.update(attemptCounts)
    .set({ count: 0, windowEndsAt: null, blockedUntil: until })
    .where(eq(attemptCounts.key, key))
    .run();
}

/** Forgets the attempts so far (a right PIN); a block in force stays. */
export function clearAttempts(db: Pick<Db, 'update'>, key: string): void {
  db.update(attemptCounts).set({ count: 0 }).where(eq(attemptCounts.key, key)).run();
}

/**
 * Takes one of `max` attempts an hour-long (or `windowMs`) window allows; answers how long to
 * wait when none is left (0: go ahead). The attempt past the limit blocks `key` until the window
 * ends, so the refusals that follow cost no write.
 */
export function takeAttempt(
  db: Pick<Db, 'insert' | 'select' | 'update'>,
  key: string,
  limit: { max: number; windowMs: number },
  now: Date,
): number {
  const blocked = blockedForMs(db, key, now);
  if (blocked > 0) return blocked;
  const { count, windowEndsAt } = countAttempt(db, key, now, limit.windowMs);
  if (count <= limit.max) return 0;
  const until = windowEndsAt ?? new Date(now.getTime() + limit.windowMs);
  blockAttempts(db, key, until);
  return until.getTime() - now.getTime();
}
