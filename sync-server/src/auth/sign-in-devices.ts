/**
 * @module
 * The centre's own devices, as the sign-in throttle knows them (decision 068): a staff or owner
 * sign-in gives its browser a long-lived random id in an httpOnly cookie, kept here only as a
 * hash. Failed sign-ins from a known device are counted by that id, not by the network address
 * it shares with the centre's guest Wi-Fi, so a guesser behind the same address cannot lock the
 * front-desk tablets out. Parents' sign-ins issue no id: a parent could then mint fresh budgets
 * by signing in again and again.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInDevices } from '../db/schema.ts';
import { generateToken, hashToken } from './tokens.ts';

/** The cookie a device's id travels in. */
export const DEVICE_COOKIE = 'cubby_device';

/** How long a device stays known after its last sign-in: 400 days, the longest a browser keeps a cookie. */
export const DEVICE_LIFETIME_MS = 400 * 24 * 60 * 60 * 1000;

/** Whether `token` (a device cookie's value) is a device the centre signed in on lately. */
export function isKnownDevice(db: Pick<Db, 'select'>, token: string, now = new Date()): boolean {
  if (token.length === 0 || token.length > 200) return false;
  const since = new Date(now.getTime() - DEVICE_LIFETIME_MS);
  const row = db
    .select({ idHash: signInDevices.idHash })
    .from(signInDevices)
    .where(and(eq(signInDevices.idHash, hashToken(token)), gt(signInDevices.lastSeenAt, since)))
    .get();
  return row !== undefined;
}

/**
 * After a staff or owner sign-in: the device's id, renewed when it is known, else a new one.
 * Answers the id for the cookie.
 */
export function rememberDevice(
  db: Pick<Db, 'insert' | 'select' | 'update'>,
  token: string | undefined,
  now = new Date(),
): string {
  if (token && isKnownDevice(db, token, now)) {
    db.update(signInDevices)
      .set({ lastSeenAt: now })
      .where(eq(signInDevices.idHash, hashToken(token)))
      .run();
    return token;
  }
  const fresh = generateToken();
  db.insert(signInDevices)
    .values({ idHash: hashToken(fresh), issuedAt: now, lastSeenAt: now })
    .run();
  return fresh;
}

/** Forgets devices not signed in on for DEVICE_LIFETIME_MS; run with the session sweep. */
export function forgetStaleDevices(db: Pick<Db, 'delete'>, now = new Date()): void {
  const before = new Date(now.getTime() - DEVICE_LIFETIME_MS);
  db.delete(signInDevices).where(lte(signInDevices.lastSeenAt, before)).run();
}
