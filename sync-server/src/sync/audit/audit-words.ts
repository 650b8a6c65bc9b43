/**
 * @module
 * How audit entries write values: dates as MM-DD-YYYY, times of day as 24-hour HH:MM on the
 * facility's clock, money in dollars, nothing as a dash.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { COMMON_ROOT_NAMES } from '@cubby/shared/docs';
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
  if (before === after) return true;
  try {
    return JSON.stringify(before) === JSON.stringify(after);
  } catch {
    // A value JSON cannot hold (Yjs keeps BigInts): not the same, and described as unreadable.
    return false;
  }
}

/**
 * The entry for values a device wrote where Cubby reads nothing (a key of another shape, a root
 * of no layout): no change goes without an entry, and what was written is not copied.
 */
export function unreadEntry(unread: number, where: string): { action: string; summary: string } {
  return {
    action: 'document.unread-values',
    summary: `Wrote ${unread} value${unread === 1 ? '' : 's'} Cubby does not read to ${where}`,
  };
}

/** Whether a changed key is the layout's own stamp, which records nothing. */
export function isLayoutStamp(root: string): boolean {
  return COMMON_ROOT_NAMES.includes(root);
}

/** The entry of a weekly note that changed: which note, whose, which week; never its text. */
export function noteEntry(
  which: 'staff' | 'financial',
  customerId: string,
  name: string,
  monday: string | null,
): { action: string; customerId: string; date: string | null; summary: string } {
  const week = monday ? ` for the week of ${dateWords(monday)}` : '';
  return {
    action: `note.${which}-note-changed`,
    customerId,
    date: monday,
    summary: `Changed the ${which} note of ${name}${week}`,
  };
}
