/**
 * @module
 * The budget of wrong PINs (`@cubby/shared/kiosk-pin-budget`, decision 065), counted in SQLite
 * (`attempt-limits.ts`) so that a restart forgives nothing. Every wrong PIN at a kiosk counts
 * against that kiosk and against the facility; a "That PIN is taken" told to anyone counts
 * against the facility, since it answers the same question a kiosk does. A right PIN never gives
 * a guess back: with it, one known PIN typed between guesses would make the budget endless.
 * A kiosk past its budget pauses; the facility past its own pauses every kiosk. Each pause is
 * audited (`kiosk.locked`, `kiosk.facility-paused`), which is also how the day's earlier pauses
 * are counted, and is told to `onPaused` (the staff alert). The pauses double through the
 * facility's day.
 */
import { addDays } from '@cubby/shared/dates';
import { dateAt, instantAt } from '@cubby/shared/facility-clock';
import { KIOSK_PIN_BUDGET, pinPauseMs } from '@cubby/shared/kiosk-pin-budget';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditEntries, kioskActivity } from '../db/schema.ts';
import { blockAttempts, blockedForMs, countAttempt } from './attempt-limits.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';

const KIOSK_PAUSED = 'kiosk.locked';
const FACILITY_PAUSED = 'kiosk.facility-paused';
const PIN_TAKEN = 'pin.taken';

/**
 * The audit entries of guesses at PINs: a pause and a PIN told taken. They record an event, not
 * a change of anyone's record, and a refused request may write them (decision 065).
 */
export const PIN_GUESS_EVENTS: readonly string[] = [KIOSK_PAUSED, FACILITY_PAUSED, PIN_TAKEN];

const kioskKey = (deviceId: string) => `kiosk:${deviceId}`;
// The hour's count, which also holds the pause of every kiosk, and the facility day's count.
const FACILITY_KEY = 'kiosk-facility';
const FACILITY_DAY_KEY = 'kiosk-facility-day';

/** How long the kiosk `deviceId` stays paused from `now`, by its own pause or every kiosk's. */
export function kioskPauseLeftMs(db: Pick<Db, 'select'>, deviceId: string, now: Date): number {
  return Math.max(blockedForMs(db, kioskKey(deviceId), now), facilityPauseLeftMs(db, now));
}

/** How long every kiosk stays paused from `now`; 0 when they are not. */
export function facilityPauseLeftMs(db: Pick<Db, 'select'>, now: Date): number {
  return blockedForMs(db, FACILITY_KEY, now);
}

/** A pause that began: one kiosk's, or every kiosk's. */
export type PinPause =
  | { scope: 'kiosk'; deviceId: string; name: string; until: Date }
  | { scope: 'facility'; until: Date };

/** What counting a guess needs: where it came from, when, and whom to tell of a pause. */
export interface GuessContext {
  source: AuditSource;
  now: Date;
  timeZone: string;
  onPaused: (pause: PinPause) => void;
}

/**
 * Counts a wrong PIN typed at the kiosk `source` names, against the kiosk and the facility;
 * answers the pauses it began (none, the kiosk's, every kiosk's, or both).
 */
export function countWrongPin(db: Db, context: GuessContext): PinPause[] {
  const deviceId = context.source.actor.id ?? '';
  return countGuess(db, context, (tx) => {
    const wrong = countAttempt(
      tx,
      kioskKey(deviceId),
      context.now,
      KIOSK_PIN_BUDGET.kiosk.windowMs,
    );
    if (wrong.count < KIOSK_PIN_BUDGET.kiosk.wrong) return null;
    const pauseMs = pinPauseMs(pausesToday(tx, context, KIOSK_PAUSED, deviceId));
    const until = new Date(context.now.getTime() + pauseMs);
    blockAttempts(tx, kioskKey(deviceId), until);
    const name = context.source.actor.name;
    appendAuditBy(tx, context.source, {
      action: KIOSK_PAUSED,
      summary: `Paused the kiosk "${name}" for ${pauseMs / 60_000} minutes after ${wrong.count} wrong PINs in ${KIOSK_PIN_BUDGET.kiosk.windowMs / 60_000} minutes`,
      after: { pausedUntil: until.toISOString() },
    });
    return { scope: 'kiosk', deviceId, name, until };
  });
}

/**
 * Counts a PIN told taken to the person `source` names, against the facility: the answer tells
 * that someone holds that PIN, as a kiosk would. Audited without the PIN.
 */
export function countTakenPin(db: Db, context: GuessContext): PinPause[] {
  return countGuess(db, context, (tx) => {
    appendAuditBy(tx, context.source, {
      action: PIN_TAKEN,
      summary: `Told ${context.source.actor.name} that a PIN they chose is taken`,
    });
    return null;
  });
}

// The facility's count, with what else the guess counts against, in one transaction that also
// records the pauses, so that guesses sent at once cannot slip past the budget between them.
function countGuess(
  db: Db,
  context: GuessContext,
  countOwn: (tx: Db) => PinPause | null,
): PinPause[] {
  const paused = db.transaction((tx) => {
    const own = countOwn(tx);
    const facility = countFacilityGuess(tx, context);
    return [own, facility].filter((pause) => pause !== null);
  });
  for (const pause of paused) context.onPaused(pause);
  return paused;
}

function countFacilityGuess(tx: Db, context: GuessContext): PinPause | null {
  const { now, timeZone } = context;
  const hour = countAttempt(tx, FACILITY_KEY, now, KIOSK_PIN_BUDGET.facility.windowMs);
  const day = countAttempt(
    tx,
    FACILITY_DAY_KEY,
    now,
    nextMidnight(now, timeZone).getTime() - now.getTime(),
  );
  const overHour = hour.count >= KIOSK_PIN_BUDGET.facility.wrong;
  const overDay = day.count > KIOSK_PIN_BUDGET.facilityDay;
  if (!overHour && !overDay) return null;
  const pauseMs = pinPauseMs(pausesToday(tx, context, FACILITY_PAUSED));
  const until = new Date(now.getTime() + pauseMs);
  // The hour's count starts again after the pause; the day's goes on to midnight.
  blockAttempts(tx, FACILITY_KEY, until);
  const why = overHour
    ? `${hour.count} wrong PINs in an hour across the facility`
    : `${day.count} wrong PINs today across the facility`;
  appendAuditBy(tx, context.source, {
    action: FACILITY_PAUSED,
    summary: `Paused every kiosk for ${pauseMs / 60_000} minutes after ${why}`,
    after: { pausedUntil: until.toISOString() },
  });
  return { scope: 'facility', until };
}

function nextMidnight(now: Date, timeZone: string): Date {
  return instantAt(addDays(dateAt(now, timeZone), 1), '00:00', timeZone);
}

// The audit log keeps every pause: a kiosk's with the kiosk as its actor, every kiosk's with
// whoever's guess began it. No second record to keep.
function pausesToday(
  db: Pick<Db, 'select'>,
  { now, timeZone }: GuessContext,
  action: string,
  deviceId?: string,
): number {
  const since = instantAt(dateAt(now, timeZone), '00:00', timeZone);
  const row = db
    .select({ pauses: count() })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.action, action),
        deviceId === undefined ? undefined : eq(auditEntries.actorId, deviceId),
        gte(auditEntries.at, since),
      ),
    )
    .get();
  return row?.pauses ?? 0;
}

/** Notes that a kiosk asked the server something, for the kiosk list's "last seen". */
export function markKioskSeen(db: Pick<Db, 'insert'>, deviceId: string, now: Date): void {
  db.insert(kioskActivity)
    .values({ deviceId, lastSeenAt: now })
    .onConflictDoUpdate({ target: kioskActivity.deviceId, set: { lastSeenAt: now } })
    .run();
}
