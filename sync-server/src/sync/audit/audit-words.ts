/**
 * @module
 * How audit entries write values: dates as MM-DD-YYYY, times of day as 24-hour HH:MM on the
 * facility's clock, money in dollars, nothing as a dash.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { timeOfDayAt } from '@cubby/shared/facility-clock';
import { formatDollars, parseMoney } from '@cubby/shared/money';

/** A facility date as entries write it. */
export const dateWords = formatDisplayDate;

/** The facility's time of day of an ISO instant. */
export function timeAtWords(instant: string, timeZone: string): string {
  return timeOfDayAt(new Date(instant), timeZone);
}

/** A stored value as a sentence shows it. */
export function valueWords(value: unknown, kind: 'money' | 'plain' = 'plain'): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (kind === 'money' && typeof value === 'string') return formatDollars(parseMoney(value));
  return String(value);
}

/** Whether a key's value is the same after a write as before: such a write changed nothing. */
export function sameValue(before: unknown, after: unknown): boolean {
  return before === after || JSON.stringify(before) === JSON.stringify(after);
}
