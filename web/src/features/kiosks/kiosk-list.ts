/**
 * @module
 * The kiosks as the Kiosks screen lists them: the ones still working first (a revoked kiosk stays
 * listed, as a record of what was at the door), each with who added it and when, and when it was
 * last heard from, on the facility's clock.
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
