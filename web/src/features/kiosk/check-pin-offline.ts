/**
 * @module
 * A PIN typed while the kiosk cannot reach the server (decision 029): checked against the last
 * roster, counted on this tablet when wrong. Without a roster the kiosk can only send people to
 * the front desk, as before there was one.
 */
import type { IdentifyResponse, KioskRosterResponse } from '@cubby/shared/schemas';
import { failureText } from './kiosk-failure.ts';
import { identifyOffline } from './offline-identify.ts';
import {
  afterWrongPin,
  NO_WRONG_PINS,
  pauseLeftMs,
  readOfflinePins,
  saveOfflinePins,
} from './offline-pin-limit.ts';
import { readCachedRoster } from './roster-cache.ts';
import { TIME_CLOCK_OFFLINE } from './time-clock-offline.ts';
import { queuedVisits } from './visit-queue.ts';

/** Who typed the PIN, or the sentence to show on the PIN pad instead. */
export type OfflineCheck = { who: IdentifyResponse } | { who: null; notice: string };

/** Checks `pin` against `roster`, or the cached one while the hook has not read it yet. */
export async function checkPinOffline(
  pin: string,
  roster: KioskRosterResponse | null,
): Promise<OfflineCheck> {
  const known = roster ?? (await readCachedRoster());
  if (!known) return { who: null, notice: failureText({ kind: 'offline' }) };
  const now = Date.now();
  const pins = readOfflinePins();
  if (pauseLeftMs(pins, now) > 0) return { who: null, notice: pausedText(pins.pausedUntil - now) };
  const who = await identifyOffline(pin, known, await queuedVisits());
  // A staff PIN is no wrong guess: it is told where to clock in, and the count stays as it was.
  if (who === 'staff') return { who: null, notice: TIME_CLOCK_OFFLINE };
  if (who) {
    saveOfflinePins(NO_WRONG_PINS);
    return { who };
  }
  const next = afterWrongPin(pins, now);
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
