/**
 * @module
 * The kiosk forgets a family when nobody touches it: after a minute without a touch, any step
 * but the PIN pad goes back to the PIN pad, so a family's names and allergies never stay on a
 * screen in the hallway.
 */

/** How long a step may sit untouched before the kiosk returns to the PIN pad. */
export const KIOSK_IDLE_MS = 60_000;

/** How long the done screen stays before the kiosk returns to the PIN pad by itself. */
export const DONE_SCREEN_MS = 5_000;

/** Whether the kiosk should go back to the PIN pad at `now`, given the last touch. */
export function isIdleTooLong(lastTouchAt: number, now: number, idleMs = KIOSK_IDLE_MS): boolean {
  return now - lastTouchAt >= idleMs;
}
