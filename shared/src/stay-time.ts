/**
 * @module
 * How long children stayed: the minutes a stay counts (stored as a session's duration and billed)
 * and the hours a day's stays add up to, which the dashboard shows and GET /api/dashboard-stats
 * answers. One rule, so the tablet's live figure and the server's agree.
 */

/** A stay's times as ISO strings or instants; an open stay has no check-out. */
export interface TimedStay {
  checkInTime: string | Date;
  checkOutTime: string | Date | null;
}

const MS_PER_MINUTE = 60_000;

/**
 * Whole minutes from check-in to check-out, or to `now` while the stay is open. Never below 0: a
 * device's clock may run behind another's that checked the child in a moment ago.
 */
export function stayMinutes(stay: TimedStay, now: Date): number {
  const start = new Date(stay.checkInTime).getTime();
  const end = stay.checkOutTime === null ? now.getTime() : new Date(stay.checkOutTime).getTime();
  return Math.max(0, Math.round((end - start) / MS_PER_MINUTE));
}

/** The hours `stays` add up to as of `now`, to the one decimal the dashboard shows. */
export function totalHoursOfStays(stays: Iterable<TimedStay>, now: Date): number {
  let minutes = 0;
  for (const stay of stays) minutes += stayMinutes(stay, now);
  return Math.round(minutes / 6) / 10;
}
