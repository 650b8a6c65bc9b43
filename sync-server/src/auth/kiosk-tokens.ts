/**
 * @module
 * Kiosk tokens: the credential a tablet at the door holds once staff made it a kiosk. Made and
 * stored as session tokens are (random, kept only as a SHA-256 hash), but in `kiosk_devices`,
 * not `auth_sessions`: a kiosk is a device, not a person, it does not expire (staff revoke it),
 * and its principal reaches the kiosk's routes alone (decision 027).
 */
import type { Principal } from '@cubby/shared/access';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { kioskDevices } from '../db/schema.ts';
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

/** The kiosk behind a token, or null when the token is unknown or its kiosk was revoked. */
export function findKioskSession(db: Pick<Db, 'select'>, token: string): LiveSession | null {
  if (token.length === 0 || token.length > 200) return null;
  const device = db
    .select({ id: kioskDevices.id })
    .from(kioskDevices)
    .where(and(eq(kioskDevices.tokenHash, hashToken(token)), isNull(kioskDevices.revokedAt)))
    .get();
  if (!device) return null;
  const principal: Principal = { role: 'kiosk', subject: device.id };
  return { principal, expiresAt: NEVER };
}

/** Whether a kiosk is still one (not revoked, not gone). */
export function isKioskActive(db: Pick<Db, 'select'>, deviceId: string): boolean {
  const device = db
    .select({ revokedAt: kioskDevices.revokedAt })
    .from(kioskDevices)
    .where(eq(kioskDevices.id, deviceId))
    .get();
  return device !== undefined && device.revokedAt === null;
}
