/**
 * @module
 * A kiosk for tests that need one without going through the staff route: a device row and its
 * token, as POST /api/kiosk/devices would make them, made by a staff account of its own (a kiosk
 * works only while the account that made it is active, decision 065).
 */
import { randomUUID } from 'node:crypto';
import { newKioskToken } from '../auth/kiosk-tokens.ts';
import type { Db } from '../db/client.ts';
import { accounts, kioskDevices } from '../db/schema.ts';

/** The staff account that makes the tests' kiosks. */
export const KIOSK_MAKER_ID = 'kiosk-maker';

/** A new kiosk and its token, made by the account `createdById` (made too if it is new). */
export function kioskFor(
  db: Db,
  name = 'Front door',
  createdById = KIOSK_MAKER_ID,
): { deviceId: string; token: string } {
  const deviceId = randomUUID();
  const { token, tokenHash } = newKioskToken();
  db.insert(accounts)
    .values({
      id: createdById,
      role: 'staff',
      username: `staff.${createdById}`,
      name: 'A test',
      // No password signs in to it: it only makes kiosks.
      passwordHash: '!',
    })
    .onConflictDoNothing({ target: accounts.id })
    .run();
  db.insert(kioskDevices)
    .values({ id: deviceId, name, tokenHash, createdById, createdByName: 'A test' })
    .run();
  return { deviceId, token };
}
