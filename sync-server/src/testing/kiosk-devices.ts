/**
 * @module
 * A kiosk for tests that need one without going through the staff route: a device row and its
 * token, as POST /api/kiosk/devices would make them.
 */
import { randomUUID } from 'node:crypto';
import { newKioskToken } from '../auth/kiosk-tokens.ts';
import type { Db } from '../db/client.ts';
import { kioskDevices } from '../db/schema.ts';

/** A new kiosk and its token. */
export function kioskFor(db: Db, name = 'Front door'): { deviceId: string; token: string } {
  const deviceId = randomUUID();
  const { token, tokenHash } = newKioskToken();
  db.insert(kioskDevices).values({ id: deviceId, name, tokenHash, createdByName: 'A test' }).run();
  return { deviceId, token };
}
