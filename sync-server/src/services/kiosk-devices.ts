/**
 * @module
 * Kiosk devices (DESIGN section 7, "Kiosk"): staff turn a tablet into a kiosk, staff and the
 * owner see every kiosk, with who made it, when it was last seen and why it stopped, and revoke
 * one. Revoking ends the token at once: the next request it sends is a 401. A kiosk ends with
 * the account that made it: deactivating that account revokes its kiosks (decision 065). Each
 * change is one audit entry in the change's own transaction.
 */
import { randomUUID } from 'node:crypto';
import type { KioskDeviceResponse } from '@cubby/shared/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { newKioskToken } from '../auth/kiosk-tokens.ts';
import { announceEnded } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { accounts, kioskActivity, kioskDevices } from '../db/schema.ts';
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

/**
 * Every kiosk, revoked ones too, oldest first. A kiosk whose maker's account is inactive or gone
 * is listed as stopped for that reason even if no revoke was recorded: its token is refused.
 */
export function listKioskDevices(db: Pick<Db, 'select'>): KioskDeviceResponse[] {
  return db
    .select({
      device: kioskDevices,
      lastSeenAt: kioskActivity.lastSeenAt,
      makerActive: accounts.active,
    })
    .from(kioskDevices)
    .leftJoin(kioskActivity, eq(kioskActivity.deviceId, kioskDevices.id))
    .leftJoin(accounts, eq(accounts.id, kioskDevices.createdById))
    .orderBy(asc(kioskDevices.createdAt), asc(kioskDevices.id))
    .all()
    .map(({ device, lastSeenAt, makerActive }) => {
      const revoked = device.revokedAt !== null;
      const makerGone = !revoked && makerActive !== true;
      return {
        id: device.id,
        name: device.name,
        createdAt: device.createdAt.toISOString(),
        createdBy: device.createdByName,
        lastSeenAt: lastSeenAt?.toISOString() ?? null,
        revoked: revoked || makerGone,
        revokedAt: device.revokedAt?.toISOString() ?? null,
        revokedReason: makerGone ? 'creator-deactivated' : device.revokedReason,
        revokedBy: device.revokedByName,
      };
    });
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
    markRevoked(tx, device.id, 'revoked', source, now);
    appendAuditBy(tx, source, {
      action: 'kiosk.device-revoked',
      summary: `Revoked the kiosk "${device.name}"`,
      before: { deviceId, name: device.name },
      after: { reason: 'revoked' },
    });
    return device.tokenHash;
  });
  // The one announcement every ended credential makes (decision 016); a kiosk holds no sync
  // connection today, so this only keeps the rule whole.
  if (ended) announceEnded([ended]);
}

/**
 * Revokes every kiosk the account `accountId` made, inside the transaction that deactivates it:
 * a kiosk token is the staff member's word that a tablet is the facility's, and it ends with
 * them (decision 065). One audit entry per kiosk.
 */
export function revokeKiosksMadeBy(
  tx: Db,
  maker: { id: string; name: string },
  source: AuditSource,
  now = new Date(),
): void {
  const devices = tx
    .select()
    .from(kioskDevices)
    .where(and(eq(kioskDevices.createdById, maker.id), isNull(kioskDevices.revokedAt)))
    .all();
  for (const device of devices) {
    markRevoked(tx, device.id, 'creator-deactivated', source, now);
    appendAuditBy(tx, source, {
      action: 'kiosk.device-revoked',
      summary: `Revoked the kiosk "${device.name}": ${maker.name}, who made it, was deactivated`,
      before: { deviceId: device.id, name: device.name },
      after: { reason: 'creator-deactivated' },
    });
  }
  if (devices.length > 0) announceEnded(devices.map((device) => device.tokenHash));
}

function markRevoked(
  tx: Db,
  deviceId: string,
  reason: 'revoked' | 'creator-deactivated',
  source: AuditSource,
  now: Date,
): void {
  tx.update(kioskDevices)
    .set({ revokedAt: now, revokedReason: reason, revokedByName: source.actor.name })
    .where(eq(kioskDevices.id, deviceId))
    .run();
}
