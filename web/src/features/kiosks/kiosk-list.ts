/**
 * @module
 * The kiosks as the Kiosks screen lists them: the ones still working first (a revoked kiosk stays
 * listed, as a record of what was at the door), each with who added it and when, when it was
 * last heard from, and for one that stopped, why and when: revoked by staff, or ended with the
 * account that made it (decision 065), on the facility's clock.
 */
import type { KioskDeviceResponse } from '@cubby/shared/schemas';
import { formatMomentAt } from '../../lib/facility-moments.ts';

/** A kiosk as the server lists it. */
export type KioskDevice = KioskDeviceResponse;

/** The kiosks still working, then the revoked ones, each group in the server's order. */
export function orderKiosks(devices: ReadonlyArray<KioskDevice>): KioskDevice[] {
  return [...devices.filter((d) => !d.revoked), ...devices.filter((d) => d.revoked)];
}

/** 'Added by Maria Lopez, 06-17-2026 2:05 PM'. */
export function addedLine(device: KioskDevice, timeZone: string): string {
  const when = formatMomentAt(device.createdAt, timeZone);
  return when ? `Added by ${device.createdBy}, ${when}` : `Added by ${device.createdBy}`;
}

/** 'Last seen 06-17-2026 3:00 PM', or that the kiosk has not been used yet. */
export function lastSeenLine(device: KioskDevice, timeZone: string): string {
  const when = device.lastSeenAt ? formatMomentAt(device.lastSeenAt, timeZone) : null;
  return when ? `Last seen ${when}` : 'Not used yet';
}

/**
 * Why a kiosk stopped, or null while it works: 'Revoked by Sam Lee, 06-18-2026 9:00 AM', or
 * 'Stopped: the account that added it was deactivated'.
 */
export function stoppedLine(device: KioskDevice, timeZone: string): string | null {
  if (!device.revoked) return null;
  const when = device.revokedAt ? formatMomentAt(device.revokedAt, timeZone) : null;
  const by = device.revokedBy ? ` by ${device.revokedBy}` : '';
  const at = when ? `, ${when}` : '';
  return device.revokedReason === 'creator-deactivated'
    ? `Stopped: the account that added it was deactivated${at}`
    : `Revoked${by}${at}`;
}
