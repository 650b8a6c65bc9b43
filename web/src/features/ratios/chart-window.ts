/**
 * @module
 * Which hours of a day the ratio chart spans: the part with changes, not the whole night.
 */

/** An hour in milliseconds. */
export const HOUR = 3_600_000;

/**
 * The part of the day worth drawing: from the hour before the first change to the hour after
 * the last (or now), within the day; a whole empty day when nothing happened.
 */
export function chartWindow(
  points: readonly { at: string }[],
  day: { from: string; to: string; until: string },
): { from: string; to: string } {
  const dayStart = Date.parse(day.from);
  const dayEnd = Date.parse(day.to);
  const changes = points.slice(1).map((point) => Date.parse(point.at));
  if (changes.length === 0) return { from: day.from, to: day.to };
  const floorHour = (ms: number) => ms - (ms % HOUR);
  const first = Math.max(dayStart, floorHour(Math.min(...changes)) - HOUR);
  // A day still running reaches now; a past day's `until` is its midnight, not a change.
  const until = Date.parse(day.until);
  const last = Math.max(...changes, until < dayEnd ? until : Number.NEGATIVE_INFINITY);
  const end = Math.min(dayEnd, Math.max(floorHour(last) + 2 * HOUR, first + 2 * HOUR));
  return { from: new Date(first).toISOString(), to: new Date(end).toISOString() };
}
