/**
 * @module
 * Kiosk tokens: the credential a tablet at the door holds once staff made it a kiosk. Made and
 * stored as session tokens are (random, kept only as a SHA-256 hash), but in `kiosk_devices`,
 * not `auth_sessions`: a kiosk is a device, not a person, it does not expire (staff revoke it),
 * and its principal reaches the kiosk's routes alone (decision 027). It ends with the account
 * that made it (decision 065): deactivating that account revokes it, and a kiosk whose maker is
 * inactive, or gone, is refused here even if that revoke was missed.
 */
import type { Principal } from '@cubby/shared/access';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, kioskDevices } from '../db/schema.ts';
import type { LiveSession } from './sessions.ts';
import { generateToken, hashToken } from './tokens.ts';

// A kiosk token never expires by itself; the sync endpoint, which reads `expiresAt`, never
// admits a kiosk anyway.
const NEVER = new Date(8.64e15);

/** A new kiosk token and the hash its device row keeps. */
export function newKioskToken(): { token: string; tokenHash: string } {
  const token = generateToken();
  return { token, tokenHash: hashToken(token) };
}

/**
 * The kiosk behind a token, or null when the token is unknown, its kiosk was revoked, or the
 * account that made it is inactive or gone.
 */
export function findKioskSession(db: Pick<Db, 'select'>, token: string): LiveSession | null {
  if (token.length === 0 || token.length > 200) return null;
  const deviceId = workingKiosk(db, eq(kioskDevices.tokenHash, hashToken(token)));
  if (!deviceId) return null;
  const principal: Principal = { role: 'kiosk', subject: deviceId };
  return { principal, expiresAt: NEVER };
}

/** Whether a kiosk is still one: not revoked, not gone, and its maker's account active. */
export function isKioskActive(db: Pick<Db, 'select'>, deviceId: string): boolean {
  return workingKiosk(db, eq(kioskDevices.id, deviceId)) !== null;
}

function workingKiosk(db: Pick<Db, 'select'>, which: SQL): string | null {
  const device = db
    .select({ id: kioskDevices.id })
    .from(kioskDevices)
    .innerJoin(accounts, eq(accounts.id, kioskDevices.createdById))
    .where(and(which, isNull(kioskDevices.revokedAt), eq(accounts.active, true)))
    .get();
  return device?.id ?? null;
}
