/**
 * @module
 * How people and hours are written on every screen: initials for an avatar, the short ID the
 * spec shows (first 8 characters), and hours with the one decimal of spec section 9. Dates and
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
