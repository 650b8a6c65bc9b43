/**
 * @module
 * How many wrong PINs the kiosks take before they pause (decision 065), the one rule the server
 * and an offline tablet both follow. A PIN is at most a million values, so every wrong one is a
 * guess spent: a right PIN never gives any back. Each kiosk has its own budget, and the facility
 * has one across every kiosk (and every "That PIN is taken" told to anyone), so several kiosks,
 * or a kiosk and a parent's PIN form, do not add up to more guesses. Pauses double through the
 * facility's day.
 */

const MINUTE_MS = 60 * 1000;

/** The budgets of wrong PINs and the pauses they lead to. */
export const KIOSK_PIN_BUDGET = {
  /** One kiosk: this many wrong PINs in a window that opens with the first pause that kiosk. */
  kiosk: { wrong: 5, windowMs: 15 * MINUTE_MS },
  /** Every kiosk together: this many in a window that opens with the first pause them all. */
  facility: { wrong: 20, windowMs: 60 * MINUTE_MS },
  /** Past this many in one facility day, each further wrong PIN pauses every kiosk. */
  facilityDay: 60,
  /** The first pause of a facility day; each further one that day lasts twice as long. */
  firstPauseMs: 5 * MINUTE_MS,
  /** The longest a pause lasts. */
  longestPauseMs: 60 * MINUTE_MS,
} as const;

/** How long a pause lasts when `earlierToday` pauses of the same scope came before it that day. */
export function pinPauseMs(earlierToday: number): number {
  return Math.min(
    KIOSK_PIN_BUDGET.firstPauseMs * 2 ** earlierToday,
    KIOSK_PIN_BUDGET.longestPauseMs,
  );
}
