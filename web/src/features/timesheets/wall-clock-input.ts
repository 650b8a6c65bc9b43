/**
 * @module
 * A time clock instant in a form as the facility's wall clock: a `datetime-local` field holds
 * "2026-11-18T07:30", read and written in the facility's zone whatever zone the browser is in.
 */
import { dateAt, instantAt, timeOfDayAt } from '@cubby/shared/facility-clock';

/** The field's value for an ISO instant, in the facility's zone. */
export function wallClockValue(instant: string, timeZone: string): string {
  const at = new Date(instant);
  return `${dateAt(at, timeZone)}T${timeOfDayAt(at, timeZone)}`;
}

/** The ISO instant a field's value names in the facility's zone; null when it is not a time. */
export function instantOfWallClock(value: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return instantAt(match[1], match[2], timeZone).toISOString();
}
