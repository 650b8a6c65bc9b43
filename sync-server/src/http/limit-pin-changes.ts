/**
 * @module
 * How often a person may learn whether a PIN is held (decision 065). Every answer to a PIN change
 * says it: "That PIN is taken" (409) that someone holds it, a PIN set that nobody else does. So:
 * - every "taken" told to anyone is a guess against the facility's budget of wrong PINs, as a
 *   kiosk's would be, and audited without the PIN (`countTakenPin`);
 * - a parent login may try 5 PIN changes a day, set or taken alike, and none while every kiosk
 *   is paused: their PIN form never adds guesses to the kiosks';
 * - a staff or owner account may be told "taken" 20 times an hour: staff hand out PINs to every
 *   family on the first morning, and may already set any contact's PIN.
 * Counted in SQLite (`services/attempt-limits.ts`). Past a limit, every PIN change by that person
 * is 429 with Retry-After.
 */
import type { Context } from 'hono';
import { blockedForMs, takeAttempt } from '../services/attempt-limits.ts';
import { alertPause } from '../services/kiosk-identify.ts';
import { countTakenPin, facilityPauseLeftMs } from '../services/kiosk-pin-throttle.ts';
import type { PinSetter } from '../services/pins.ts';
import { Refusal } from '../services/refusal.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import type { AppEnv } from './app-env.ts';
import { auditSourceOf } from './audit-source.ts';
import { fail } from './errors.ts';

const HOUR_MS = 60 * 60 * 1000;

/** What each person may try: a parent login's PIN changes a day, staff's "taken" an hour. */
export const PIN_CHANGE_LIMITS = {
  parent: { max: 5, windowMs: 24 * HOUR_MS },
  staff: { max: 20, windowMs: HOUR_MS },
} as const satisfies Record<PinSetter, { max: number; windowMs: number }>;

/** Sets a PIN through `change`, unless the signed-in person may not try one now (429). */
export async function limitPinChanges(
  c: Context<AppEnv>,
  deps: ServiceDeps,
  setBy: PinSetter,
  change: () => Promise<void>,
): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const key = `pin-change:${setBy}:${c.get('principal').subject}`;
  const blocked = blockedForMs(db, key, now);
  if (blocked > 0) refuse(c, setBy, blocked);
  if (setBy === 'parent') {
    const paused = facilityPauseLeftMs(db, now);
    if (paused > 0) refuse(c, 'paused', paused);
    const wait = takeAttempt(db, key, PIN_CHANGE_LIMITS.parent, now);
    if (wait > 0) refuse(c, setBy, wait);
  }
  try {
    await change();
  } catch (error) {
    if (error instanceof Refusal && error.kind === 'conflict') {
      if (setBy === 'staff') {
        // The last refusal allowed blocks what follows: `takeAttempt` blocks past `max`.
        const { max, windowMs } = PIN_CHANGE_LIMITS.staff;
        takeAttempt(db, key, { max: max - 1, windowMs }, now);
      }
      const source = auditSourceOf(db, c);
      countTakenPin(db, { source, now, timeZone: clock.timeZone, onPaused: alertPause(deps) });
    }
    throw error;
  }
}

function refuse(c: Context<AppEnv>, why: PinSetter | 'paused', retryAfterMs: number): never {
  c.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  const wait = waitText(retryAfterMs);
  if (why === 'paused') {
    return fail(
      429,
      `The kiosks are paused after too many wrong PINs, and PIN changes with them. Try again in ${wait}.`,
    );
  }
  const limit =
    why === 'parent'
      ? `at most ${PIN_CHANGE_LIMITS.parent.max} a day`
      : `at most ${PIN_CHANGE_LIMITS.staff.max} taken PINs an hour`;
  return fail(429, `Too many PIN changes: ${limit}. Try again in ${wait}.`);
}

function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}
