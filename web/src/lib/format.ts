/**
 * @module
 * How people and hours are written on every screen: initials for an avatar, the short ID the
 * spec shows (first 8 characters), hours with the one decimal of spec section 9, and a count
 * with its noun in the singular or the plural. Dates and
 * times are `@cubby/shared/dates` and `facility-moments.ts`; money is `@cubby/shared/money`.
 */
import { HOURS_DECIMALS, SHORT_ID_LENGTH } from '@cubby/shared/constants';

/** Initials of the first and last word of a name: 'Ada Lovelace' gives 'AL', 'Cher' gives 'C'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The first 8 characters of an id, as the screens show it. */
export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

/** Hours with the one decimal the spec shows: 4.45 is '4.5', 6 is '6.0'. */
export function formatHours(hours: number): string {
  return hours.toFixed(HOURS_DECIMALS);
}

/** A count and its noun: '1 person', '0 people', '3 days'. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
