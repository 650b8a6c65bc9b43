/**
 * @module
 * The kiosk at the door (DESIGN section 7, "Kiosk"): staff make a tablet a kiosk
 * (POST /api/kiosk/devices, the token answered once), see the kiosks and revoke one; the kiosk
 * asks who typed a PIN (POST /api/kiosk/identify). The work is in `services/kiosk-*.ts`.
 */
import {
  type CreatedKioskDeviceResponse,
  createKioskDevicePayloadSchema,
  identifyPayloadSchema,
  kioskDeviceParamSchema,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { readJson, readParams } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { addKioskDevice, listKioskDevices, revokeKioskDevice } from '../services/kiosk-devices.ts';
import { identifyAtKiosk } from '../services/kiosk-identify.ts';

const WRONG_PIN = 'That PIN is not known here; try again';
const PAUSED = 'Too many wrong PINs: this kiosk is paused for a few minutes';

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
    })
    .post('/kiosk/identify', authorize(db, 'kiosk:identify'), async (c) => {
      const { pin } = await readJson(c, identifyPayloadSchema);
      // The kiosk is the actor, and the device: its id is the one it was given, not a header.
      const source = { ...auditSourceOf(db, c), deviceId: c.get('principal').subject };
      const found = await identifyAtKiosk(deps, source, pin);
      switch (found.outcome) {
        case 'identified':
          return c.json(found.answer);
        case 'wrong-pin':
          return c.text(WRONG_PIN, 401);
        case 'refused':
          return c.text(found.message, 403);
        case 'paused':
          c.header('Retry-After', String(Math.ceil(found.retryAfterMs / 1000)));
          return c.text(PAUSED, 429);
      }
    });
}
