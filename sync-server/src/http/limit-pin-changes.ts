/**
 * @module
 * How often a person may try to set a kiosk PIN (decision 027): the 409 for a taken PIN tells
 * that someone holds it, so each attempt is counted (`services/attempt-limits.ts`, in SQLite):
 * a parent login 5 an hour for their own PIN, a staff or owner account 20 an hour for the
 * family page's temporary PINs. Past that: 429 with Retry-After.
 */
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { takeAttempt } from '../services/attempt-limits.ts';
import type { PinSetter } from '../services/pins.ts';
import type { AppEnv } from './app-env.ts';
import { fail } from './errors.ts';

const HOUR_MS = 60 * 60 * 1000;

/** PIN changes one login (a parent's) or one account (staff's) may try in an hour. */
export const PIN_CHANGE_LIMITS: Readonly<Record<PinSetter, number>> = { parent: 5, staff: 20 };

/** Counts an attempt to set a PIN by the signed-in person; 429 once they have none left. */
export function limitPinChanges(c: Context<AppEnv>, db: Db, setBy: PinSetter, now: Date): void {
  const { subject } = c.get('principal');
  const key = `pin-change:${setBy}:${subject}`;
  const max = PIN_CHANGE_LIMITS[setBy];
  const retryAfterMs = takeAttempt(db, key, { max, windowMs: HOUR_MS }, now);
  if (retryAfterMs === 0) return;
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  c.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  fail(
    429,
    `Too many PIN changes: at most ${max} an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
