/**
 * @module
 * How often a person may be told a PIN is taken (decision 027): the 409 tells that someone holds
 * it, so a probe for PINs in use shows as a run of them. Each refusal as taken is counted
 * (`services/attempt-limits.ts`, in SQLite): a parent login 5 an hour, a staff or owner account
 * 20 an hour. Past that, every PIN change by that person is 429 with Retry-After until the hour
 * is over. A PIN set without refusal costs nothing, so staff can hand out PINs to every family
 * on the first morning.
 */
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { blockedForMs, takeAttempt } from '../services/attempt-limits.ts';
import type { PinSetter } from '../services/pins.ts';
import { Refusal } from '../services/refusal.ts';
import type { AppEnv } from './app-env.ts';
import { fail } from './errors.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Refusals as taken one login (a parent's) or one account (staff's) may get in an hour. */
export const PIN_CHANGE_LIMITS: Readonly<Record<PinSetter, number>> = { parent: 5, staff: 20 };

/**
 * Sets a PIN through `change`, unless the signed-in person is blocked (429); a refusal as taken
 * (409) is counted against them and still answered as such.
 */
export async function limitPinChanges(
  c: Context<AppEnv>,
  db: Db,
  setBy: PinSetter,
  now: Date,
  change: () => Promise<void>,
): Promise<void> {
  const key = `pin-change:${setBy}:${c.get('principal').subject}`;
  const blocked = blockedForMs(db, key, now);
  if (blocked > 0) refuse(c, PIN_CHANGE_LIMITS[setBy], blocked);
  try {
    await change();
  } catch (error) {
    if (error instanceof Refusal && error.kind === 'conflict') {
      // The last refusal allowed blocks what follows: `takeAttempt` blocks past `max`.
      takeAttempt(db, key, { max: PIN_CHANGE_LIMITS[setBy] - 1, windowMs: HOUR_MS }, now);
    }
    throw error;
  }
}

function refuse(c: Context<AppEnv>, max: number, retryAfterMs: number): never {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  c.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  return fail(
    429,
    `Too many PIN changes: at most ${max} taken PINs an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
