/**
 * @module
 * Wrong PINs typed while the kiosk is offline, counted on the tablet since the server cannot
 * count them, by the kiosk's own rule (`@cubby/shared/kiosk-pin-budget`, decision 065): 5 in 15
 * minutes pause offline checks, 5 minutes the first time on a facility day and twice as long
 * each time after, and a right PIN gives none back. Kept in local storage, so reloading the page
 * forgives nothing.
 */
import { KIOSK_PIN_BUDGET, pinPauseMs } from '@cubby/shared/kiosk-pin-budget';

const STORAGE_KEY = 'cubby.kiosk.offline-pins';

/** Wrong PINs in the window that opened at `windowStart`, and the pauses (epoch ms) so far. */
export interface OfflinePins {
  wrong: number;
  windowStart: number;
  pausedUntil: number;
  /** The facility day the pauses were counted on, and how many. */
  pausesDay: string;
  pausesToday: number;
}

/** No wrong PIN and no pause: a fresh tablet. */
export const NO_WRONG_PINS: OfflinePins = {
  wrong: 0,
  windowStart: 0,
  pausedUntil: 0,
  pausesDay: '',
  pausesToday: 0,
};

/** How long checks stay paused from `now`; 0 when they are not. */
export function pauseLeftMs(pins: OfflinePins, now: number): number {
  return Math.max(0, pins.pausedUntil - now);
}

/** The count after a wrong PIN at `now` on the facility day `today`. */
export function afterWrongPin(pins: OfflinePins, now: number, today: string): OfflinePins {
  const { wrong: limit, windowMs } = KIOSK_PIN_BUDGET.kiosk;
  const windowOpen = pins.wrong > 0 && now < pins.windowStart + windowMs;
  const wrong = windowOpen ? pins.wrong + 1 : 1;
  const windowStart = windowOpen ? pins.windowStart : now;
  const pausesToday = pins.pausesDay === today ? pins.pausesToday : 0;
  if (wrong < limit) return { ...pins, wrong, windowStart, pausesDay: today, pausesToday };
  return {
    wrong: 0,
    windowStart: 0,
    pausedUntil: now + pinPauseMs(pausesToday),
    pausesDay: today,
    pausesToday: pausesToday + 1,
  };
}

/** The count kept on this tablet. */
export function readOfflinePins(): OfflinePins {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as OfflinePins | null;
    const numbers = [kept?.wrong, kept?.windowStart, kept?.pausedUntil, kept?.pausesToday];
    return kept && numbers.every(Number.isFinite) && typeof kept.pausesDay === 'string'
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
