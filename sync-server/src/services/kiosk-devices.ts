/**
 * @module
 * Kiosk devices (DESIGN section 7, "Kiosk"): staff turn a tablet into a kiosk, see the kiosks
 * and revoke one. Revoking ends the token at once: the next request it sends is a 401. Each
 * change is one audit entry in the change's own transaction.
 */
import { randomUUID } from 'node:crypto';
import type { KioskDeviceResponse } from '@cubby/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import { newKioskToken } from '../auth/kiosk-tokens.ts';
import { announceEnded } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { kioskActivity, kioskDevices } from '../db/schema.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';
import { notFound } from './refusal.ts';

/** Makes a kiosk; its token is answered this once, and only its hash is kept. */
export function addKioskDevice(
  db: Db,
  name: string,
  source: AuditSource,
): { deviceId: string; token: string } {
  const deviceId = randomUUID();
  const { token, tokenHash } = newKioskToken();
  db.transaction((tx) => {
    tx.insert(kioskDevices)
      .values({
        id: deviceId,
        name,
        tokenHash,
        createdById: source.actor.id,
        createdByName: source.actor.name,
      })
      .run();
    appendAuditBy(tx, source, {
      action: 'kiosk.device-added',
      summary: `Made a tablet the kiosk "${name}"`,
      after: { deviceId, name },
    });
  });
  return { deviceId, token };
}

/** Every kiosk, revoked ones too, oldest first. */
export function listKioskDevices(db: Pick<Db, 'select'>): KioskDeviceResponse[] {
  return db
    .select({ device: kioskDevices, lastSeenAt: kioskActivity.lastSeenAt })
    .from(kioskDevices)
    .leftJoin(kioskActivity, eq(kioskActivity.deviceId, kioskDevices.id))
    .orderBy(asc(kioskDevices.createdAt), asc(kioskDevices.id))
    .all()
    .map(({ device, lastSeenAt }) => ({
      id: device.id,
      name: device.name,
      createdAt: device.createdAt.toISOString(),
      createdBy: device.createdByName,
      lastSeenAt: lastSeenAt?.toISOString() ?? null,
      revoked: device.revokedAt !== null,
    }));
}

/**
 * Revokes a kiosk: its token stops working at once. Revoking one already revoked changes
 * nothing and records nothing; 404 when there is no such kiosk.
 */
export function revokeKioskDevice(
  db: Db,
  deviceId: string,
  source: AuditSource,
  now = new Date(),
): void {
  const ended = db.transaction((tx) => {
    const device =
      tx.select().from(kioskDevices).where(eq(kioskDevices.id, deviceId)).get() ??
      notFound('Kiosk not found');
    if (device.revokedAt !== null) return null;
    tx.update(kioskDevices).set({ revokedAt: now }).where(eq(kioskDevices.id, deviceId)).run();
    appendAuditBy(tx, source, {
      action: 'kiosk.device-revoked',
      summary: `Revoked the kiosk "${device.name}"`,
      before: { deviceId, name: device.name },
    });
    return device.tokenHash;
  });
  // The one announcement every ended credential makes (decision 016); a kiosk holds no sync
  // connection today, so this only keeps the rule whole.
  if (ended) announceEnded([ended]);
}
