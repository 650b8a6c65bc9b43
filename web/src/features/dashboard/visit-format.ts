/**
 * @module
 * How the dashboard writes times, durations and customers: check-in times as the front desk's
 * clock reads them ('9:05 AM', hour and minute, spec section 9), elapsed time as 'Xh Ym', hours
 * with one decimal, initials for the avatar and the short ID.
 */
import { HOURS_DECIMALS, SHORT_ID_LENGTH } from '@cubby/shared/constants';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;

/**
 * Milliseconds from `start` to `end` (or to `now` for a visit still open). Never below zero: the
 * minute clock can lag a check-in made a few seconds ago, or another device's clock can run ahead.
 */
export function visitMilliseconds(
  visit: { checkInTime: string; checkOutTime: string | null },
  now: Date,
): number {
  const end = visit.checkOutTime ? Date.parse(visit.checkOutTime) : now.getTime();
  return Math.max(0, end - Date.parse(visit.checkInTime));
}

/** A duration as whole hours and minutes: '1h 5m', '0h 0m'. */
export function formatElapsed(milliseconds: number): string {
  const minutes = Math.floor(Math.max(0, milliseconds) / MS_PER_MINUTE);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** Hours with the one decimal the spec shows: '4.5'. */
export function formatHours(milliseconds: number): string {
  return (milliseconds / MS_PER_HOUR).toFixed(HOURS_DECIMALS);
}

/** Up to two initials of a name: 'Ada Lovelace' gives 'AL', 'Cher' gives 'C'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The first 8 characters of a customer id, as the dashboard shows it. */
export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}
