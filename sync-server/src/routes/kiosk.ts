/**
 * @module
 * The kiosk at the door (DESIGN section 7, "Kiosk"): staff make a tablet a kiosk
 * (POST /api/kiosk/devices, the token answered once), see the kiosks and revoke one. The work
 * is in `services/kiosk-*.ts`.
 */
import {
  type CreatedKioskDeviceResponse,
  createKioskDevicePayloadSchema,
  kioskDeviceParamSchema,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { readJson, readParams } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { addKioskDevice, listKioskDevices, revokeKioskDevice } from '../services/kiosk-devices.ts';

/** Kiosk routes, mounted under /api. */
export function kioskRoutes(deps: RouteDeps) {
  const { db } = deps;
  const manage = authorize(db, 'kiosk-devices:manage');
  return new Hono<AppEnv>()
    .post('/kiosk/devices', authorize(db, 'kiosk-devices:create'), async (c) => {
      const { name } = await readJson(c, createKioskDevicePayloadSchema);
      const created: CreatedKioskDeviceResponse = addKioskDevice(db, name, auditSourceOf(db, c));
      return c.json(created, 201);
    })
    .get('/kiosk/devices', manage, (c) => c.json(listKioskDevices(db)))
    .delete('/kiosk/devices/:deviceId', manage, (c) => {
      const { deviceId } = readParams(c, kioskDeviceParamSchema);
      revokeKioskDevice(db, deviceId, auditSourceOf(db, c));
      return c.json({ ok: true });
    });
}
