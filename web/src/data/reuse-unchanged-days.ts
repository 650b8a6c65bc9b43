/**
 * @module
 * Structural sharing for a week's day records: a fresh read of the week document makes new
 * objects for every day, which would re-render every card of the grid on any change. Handing back
 * the previous object for each day that reads the same lets a card compare by identity.
 */

/** `next`, with each day equal to the one in `previous` under its key replaced by that one. */
export function reuseUnchangedDays<T>(
  previous: ReadonlyMap<string, T> | undefined,
  next: Map<string, T>,
): Map<string, T> {
  if (!previous) return next;
  for (const [key, day] of next) {
    const before = previous.get(key);
    if (before !== undefined && sameDay(before, day)) next.set(key, before);
  }
  return next;
}

// A day record is plain data (strings, numbers, booleans, arrays and objects of them): equal
// when it writes out the same.
function sameDay(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
