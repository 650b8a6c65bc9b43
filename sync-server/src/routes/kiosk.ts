/**
 * @module
 * The kiosk at the door (DESIGN section 7, "Kiosk"): staff make a tablet a kiosk
 * (POST /api/kiosk/devices, the token answered once), see the kiosks and revoke one; the kiosk
 * asks who typed a PIN (POST /api/kiosk/identify), signs children in and out
 * (POST /api/kiosk/check-in, /check-out) and fetches the roster it checks PINs against while
 * offline (GET /api/kiosk/roster); staff clock in and out with their PIN
 * (POST /api/kiosk/time-clock). The work is in `services/kiosk-*.ts`.
 */
import {
  type CreatedKioskDeviceResponse,
  createKioskDevicePayloadSchema,
  identifyPayloadSchema,
  kioskDeviceParamSchema,
  kioskPunchPayloadSchema,
  kioskSignPayloadSchema,
  MAX_SIGNATURE_BYTES,
} from '@cubby/shared/schemas';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { readJson, readParams } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { addKioskDevice, listKioskDevices, revokeKioskDevice } from '../services/kiosk-devices.ts';
import { identifyAtKiosk } from '../services/kiosk-identify.ts';
import { kioskRoster } from '../services/kiosk-roster.ts';
import { readKioskInstant, type SignDirection, signAtKiosk } from '../services/kiosk-sign.ts';
import { punchAtKiosk } from '../services/kiosk-time-clock.ts';
import { readSignature } from '../services/signatures.ts';

const WRONG_PIN = 'That PIN is not known here; try again';
// A family's PIN is known here but is the wrong kind of input: not a refusal of who asks.
const NOT_STAFF = 'The time clock takes a staff PIN';
const PAUSED = 'Too many wrong PINs: this kiosk is paused for a few minutes';

// A signature in base64 and the rest of the form; a larger body is refused before it is read.
const MAX_SIGN_BODY_BYTES = Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 16 * 1024;

/** Kiosk routes, mounted under /api. */
export function kioskRoutes(deps: RouteDeps) {
  const { db } = deps;
  const manage = authorize(db, 'kiosk-devices:manage');
  const sign = [
    authorize(db, 'kiosk:sign'),
    bodyLimit({
      maxSize: MAX_SIGN_BODY_BYTES,
      onError: (c) => c.text('The request body is too large', 413),
    }),
  ] as const;
  // The kiosk's own work like identify, so the same action admits it (decision 040).
  const timeClock = authorize(db, 'kiosk:identify');
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
        case 'identified-staff':
          return c.json(found.answer);
        case 'wrong-pin':
          return c.text(WRONG_PIN, 401);
        case 'refused':
          return c.text(found.message, 403);
        case 'paused':
          c.header('Retry-After', String(Math.ceil(found.retryAfterMs / 1000)));
          return c.text(PAUSED, 429);
      }
    })
    .get('/kiosk/roster', authorize(db, 'kiosk:roster'), (c) => {
      // Names, children and allergies: for this kiosk's IndexedDB, never a shared HTTP cache.
      c.header('Cache-Control', 'no-store');
      return c.json(kioskRoster(deps, c.get('principal').subject));
    })
    .post('/kiosk/time-clock', timeClock, async (c) => {
      const request = await readJson(c, kioskPunchPayloadSchema);
      const source = { ...auditSourceOf(db, c), deviceId: c.get('principal').subject };
      const punched = await punchAtKiosk(deps, source, request);
      switch (punched.outcome) {
        case 'punched':
          return c.json({ name: punched.name, clock: punched.clock });
        case 'not-staff':
          return c.text(NOT_STAFF, 400);
        case 'wrong-pin':
          return c.text(WRONG_PIN, 401);
        case 'paused':
          c.header('Retry-After', String(Math.ceil(punched.retryAfterMs / 1000)));
          return c.text(PAUSED, 429);
      }
    })
    .post('/kiosk/check-in', ...sign, (c) => signChildren(deps, c, 'check-in'))
    .post('/kiosk/check-out', ...sign, (c) => signChildren(deps, c, 'check-out'));
}

async function signChildren(deps: RouteDeps, c: Context<AppEnv>, direction: SignDirection) {
  const { db, clock } = deps;
  const body = await readJson(c, kioskSignPayloadSchema);
  const at = readKioskInstant(body.at, clock.now());
  let signature: Buffer | undefined;
  if (body.signature !== undefined) {
    const read = readSignature(body.signature);
    if (!read.ok) return c.text(read.message, read.tooLarge ? 413 : 400);
    signature = read.png;
  }
  const source = { ...auditSourceOf(db, c), deviceId: c.get('principal').subject };
  const signed = await signAtKiosk(deps, source, {
    direction,
    pin: body.pin,
    customerIds: body.customerIds,
    signature,
    actionId: body.actionId,
    at: body.at === undefined ? undefined : at,
  });
  switch (signed.outcome) {
    case 'answered': {
      const { status, body: answer } = signed.answer;
      return status === 200 ? c.json(answer) : c.text(String(answer), status);
    }
    case 'wrong-pin':
      return c.text(WRONG_PIN, 401);
    case 'paused':
      c.header('Retry-After', String(Math.ceil(signed.retryAfterMs / 1000)));
      return c.text(PAUSED, 429);
  }
}
