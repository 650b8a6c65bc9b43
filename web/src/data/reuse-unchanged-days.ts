/**
 * @module
 * Structural sharing for a week's attendance days: a fresh read of the week document makes new
 * objects for every day, which would re-render every card of the grid on any change. Handing back
 * the previous object for each day whose fields are the same lets a card compare by identity.
 */
import type { AttendanceDay } from '@cubby/shared/docs';

/** `next`, with each day equal to the one in `previous` under its key replaced by that one. */
export function reuseUnchangedDays(
  previous: ReadonlyMap<string, AttendanceDay> | undefined,
  next: Map<string, AttendanceDay>,
): Map<string, AttendanceDay> {
  if (!previous) return next;
  for (const [key, day] of next) {
    const before = previous.get(key);
    if (before && sameFields(before, day)) next.set(key, before);
  }
  return next;
}

function sameFields(a: AttendanceDay, b: AttendanceDay): boolean {
  const keysA = Object.keys(a) as (keyof AttendanceDay)[];
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is(a[key], b[key]));
}
