/**
 * @module
 * A PIN typed while the kiosk cannot reach the server (decision 065), checked against the last
 * roster in two steps: the person taps their child, then the PIN is derived for that child's
 * collectors alone. Only a 6-digit PIN is on the roster; a shorter one is told to wait for the
 * network and counts for nothing. A PIN that matches none counts against this tablet's budget.
 * Without a roster, or with one more than 24 hours old, the kiosk can only send people to the
 * front desk.
 */

import { facilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { isOfflinePin } from '@cubby/shared/pin-verifier';
import type { IdentifyResponse, KioskChild, KioskRosterResponse } from '@cubby/shared/schemas';
import { facilityTimeZone } from '../../lib/facility-clock.ts';
import { failureText } from './kiosk-failure.ts';
import { identifyOffline, rosterChildren } from './offline-identify.ts';
import {
  afterWrongPin,
  pauseLeftMs,
  readOfflinePins,
  saveOfflinePins,
} from './offline-pin-limit.ts';
import { readCachedRoster, rosterIsFresh } from './roster-cache.ts';
import { queuedVisits } from './visit-queue.ts';

/** What the kiosk says to a PIN of 4 or 5 digits while it is offline. */
export const SHORT_PIN_OFFLINE =
  'While this kiosk is offline, only a PIN of 6 digits works. Please see the front desk.';

/** After a PIN typed offline: the children to tap, or the sentence to show on the PIN pad. */
export type OfflineStart =
  | { children: KioskChild[]; roster: KioskRosterResponse }
  | { children: null; notice: string };

/** Who typed the PIN, or the sentence to show on the PIN pad instead. */
export type OfflineCheck = { who: IdentifyResponse } | { who: null; notice: string };

/** Starts checking `pin` against `roster`, or the cached one while the hook has not read it. */
export async function startOfflineCheck(
  pin: string,
  roster: KioskRosterResponse | null,
): Promise<OfflineStart> {
  const kept = roster ?? (await readCachedRoster());
  const known = kept && rosterIsFresh(kept, Date.now()) ? kept : null;
  const now = Date.now();
  const pins = readOfflinePins();
  if (pauseLeftMs(pins, now) > 0)
    return { children: null, notice: pausedText(pins.pausedUntil - now) };
  if (!isOfflinePin(pin)) return { children: null, notice: SHORT_PIN_OFFLINE };
  const children = known ? rosterChildren(known, await queuedVisits()) : [];
  if (!known || children.length === 0) {
    return { children: null, notice: failureText({ kind: 'offline' }) };
  }
  return { children, roster: known };
}

/** Checks `pin` against the collectors of the child `childId`, counting it when it is wrong. */
export async function checkPinForChild(
  pin: string,
  childId: string,
  roster: KioskRosterResponse,
): Promise<OfflineCheck> {
  const pins = readOfflinePins();
  if (pauseLeftMs(pins, Date.now()) > 0) {
    return { who: null, notice: pausedText(pins.pausedUntil - Date.now()) };
  }
  // Each derivation holds the page's thread for a moment: let the busy button show first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const who = await identifyOffline(pin, childId, roster, await queuedVisits());
  // A right PIN gives no wrong one back (decision 065).
  if (who) return { who };
  const now = Date.now();
  const next = afterWrongPin(pins, now, facilityToday(facilityClock(facilityTimeZone())));
  saveOfflinePins(next);
  const left = pauseLeftMs(next, now);
  return {
    who: null,
    notice: left > 0 ? pausedText(left) : failureText({ kind: 'wrong-pin' }),
  };
}

function pausedText(leftMs: number): string {
  return failureText({ kind: 'paused', minutes: Math.max(1, Math.ceil(leftMs / 60_000)) });
}
