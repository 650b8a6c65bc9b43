/**
 * @module
 * Wrong PINs typed while the kiosk is offline (decision 029), counted on the tablet since the
 * server cannot count them: 5 in a row pause offline checks for 5 minutes, as the server pauses
 * the kiosk online. Kept in local storage, so reloading the page does not forgive them.
 */

/** Wrong PINs in a row that pause offline checks. */
export const OFFLINE_WRONG_PINS = 5;
/** How long they pause them. */
export const OFFLINE_PAUSE_MS = 5 * 60 * 1000;

const STORAGE_KEY = 'cubby.kiosk.offline-pins';

/** The count of wrong PINs in a row, and until when (epoch ms) checks are paused. */
export interface OfflinePins {
  wrong: number;
  pausedUntil: number;
}

/** No wrong PIN and no pause: a fresh tablet, or the count after a right PIN. */
export const NO_WRONG_PINS: OfflinePins = { wrong: 0, pausedUntil: 0 };

/** How long checks stay paused from `now`; 0 when they are not. */
export function pauseLeftMs(pins: OfflinePins, now: number): number {
  return Math.max(0, pins.pausedUntil - now);
}

/** The count after a wrong PIN at `now`: the fifth in a row starts a pause and a new count. */
export function afterWrongPin(pins: OfflinePins, now: number): OfflinePins {
  const wrong = pins.wrong + 1;
  return wrong >= OFFLINE_WRONG_PINS
    ? { wrong: 0, pausedUntil: now + OFFLINE_PAUSE_MS }
    : { wrong, pausedUntil: pins.pausedUntil };
}

/** The count kept on this tablet. */
export function readOfflinePins(): OfflinePins {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as OfflinePins | null;
    return kept && Number.isFinite(kept.wrong) && Number.isFinite(kept.pausedUntil)
      ? kept
      : NO_WRONG_PINS;
  } catch {
    return NO_WRONG_PINS;
  }
}

/** Keeps the count. */
export function saveOfflinePins(pins: OfflinePins): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(pins));
}
