/**
 * @module
 * The time clock at the kiosk (decision 040): a staff member types their PIN and clocks in to a
 * room, moves, takes a break or clocks out. The PIN is checked again with each punch, as a
 * parent's is with each check-in, counting a wrong one towards the kiosk's pause; the punch is
 * the app's own (`punch`), made with the kiosk as the actor and the person named.
 */

import type { KioskPunchPayload } from '@cubby/shared/schemas';
import type { ClockState } from '@cubby/shared/time-clock';
import type { AuditSource } from './audit.ts';
import { checkPinAtKiosk } from './kiosk-identify.ts';
import type { ServiceDeps } from './service-deps.ts';
import { punch } from './time-clock/punch.ts';

/** What the kiosk is answered for a punch. */
export type KioskPunch =
  | { outcome: 'punched'; name: string; clock: ClockState }
  | { outcome: 'not-staff' }
  | { outcome: 'wrong-pin' }
  | { outcome: 'paused'; retryAfterMs: number };

/** Punches the time clock for whoever's staff PIN was typed at the kiosk `source` names. */
export async function punchAtKiosk(
  deps: ServiceDeps,
  source: AuditSource,
  request: KioskPunchPayload,
): Promise<KioskPunch> {
  const checked = await checkPinAtKiosk(deps, source, request.pin);
  if (checked.outcome === 'known') return { outcome: 'not-staff' };
  if (checked.outcome !== 'staff') return checked;
  const what =
    request.action === 'in'
      ? { action: 'in' as const, roomId: request.roomId ?? '' }
      : { action: request.action };
  const kioskDeviceId = source.actor.id ?? undefined;
  const clock = punch(deps, checked.staff.id, what, { audit: source, via: 'kiosk', kioskDeviceId });
  return { outcome: 'punched', name: checked.staff.name, clock };
}
