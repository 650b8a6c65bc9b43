/**
 * @module
 * Calendar dates and the week rules of spec section 9: a week is Monday to Friday, a Sunday
 * belongs to the previous week, navigation moves by 7 days. Dates travel as 'YYYY-MM-DD'
 * strings; arithmetic runs on day numbers in UTC so no time zone or daylight-saving change can
 * move a day. Nothing here reads a clock or a time zone: turning an instant into the facility's
 * date or time is `facility-clock.ts`'s alone.
 */

/** A calendar date written 'YYYY-MM-DD'. */
export type IsoDate = string;

/** A time of day written 'HH:MM' on a 24-hour clock. */
export type TimeOfDay = string;

/** The five weekdays the day-care is open, in order (spec section 9). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

/** One of the five open weekdays. */
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day 'HH:MM' from 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MS_PER_DAY = 86_400_000;
// Character codes the parsers below read.
const HYPHEN = 0x2d;
const COLON = 0x3a;
const DIGIT_ZERO = 0x30;

// Indexed by Date#getUTCDay: 0 is Sunday.
const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return isLeap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// Parsed by character, not with a pattern: a five-year report parses a few thousand dates an
// answer, and each match allocated an array of strings (decision 051).
function splitIsoDate(iso: string): DateParts | null {
  if (typeof iso !== 'string' || iso.length !== 10) return null;
  if (iso.charCodeAt(4) !== HYPHEN || iso.charCodeAt(7) !== HYPHEN) return null;
  const year = digitsAt(iso, 0, 4);
  const month = digitsAt(iso, 5, 2);
  const day = digitsAt(iso, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return { year, month, day };
}

// The number the ASCII digits from `start` write, or -1 when one of them is not a digit.
function digitsAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index++) {
    const digit = text.charCodeAt(index) - DIGIT_ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

function requireParts(iso: IsoDate): DateParts {
  const parts = splitIsoDate(iso);
  if (!parts) throw new RangeError(`Invalid date "${iso}": expected a calendar date YYYY-MM-DD`);
  return parts;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

// Days since 1970-01-01 in the proleptic Gregorian calendar, as Date counts them, computed
// without one (Howard Hinnant's days_from_civil): years from March, in eras of 400 years.
function toDayNumber({ year, month, day }: DateParts): number {
  const marchYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(marchYear / 400);
  const yearOfEra = marchYear - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function fromDayNumber(dayNumber: number): IsoDate {
  const date = new Date(dayNumber * MS_PER_DAY);
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError('Date is outside the years 0000-9999');
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

// 0 is Sunday, as Date#getDay.
// 0 is Sunday, as Date#getUTCDay; 1970-01-01 was a Thursday.
function dayOfWeek(iso: IsoDate): number {
  return (((toDayNumber(requireParts(iso)) + 4) % 7) + 7) % 7;
}

/** Whether `s` is a real calendar date written 'YYYY-MM-DD' (so '2026-02-30' is not). */
export function isValidIsoDate(s: string): boolean {
  return splitIsoDate(s) !== null;
}

/**
 * Years a date from outside may name. Far wider than a day-care needs, and narrow enough that a
 * week's Monday or the next week never falls outside what the date rules can write.
 */
export const SUPPORTED_YEARS = { first: 1900, last: 2999 } as const;

/** The date `n` calendar days after `iso` (negative `n` goes back). */
export function addDays(iso: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`Day offset must be an integer, got ${n}`);
  return fromDayNumber(toDayNumber(requireParts(iso)) + n);
}

/** Calendar days from `from` to `to`: 1 from a Monday to its Tuesday, -1 back. */
export function daysFrom(from: IsoDate, to: IsoDate): number {
  return toDayNumber(requireParts(to)) - toDayNumber(requireParts(from));
}

/** The date `n` weeks after `iso`: week navigation moves by 7 days (spec section 9). */
export function addWeeks(iso: IsoDate, n: number): IsoDate {
  return addDays(iso, n * 7);
}

/** The Monday of the week holding `iso`; a Sunday belongs to the previous week (spec section 9). */
export function mondayOf(iso: IsoDate): IsoDate {
  const daysSinceMonday = (dayOfWeek(iso) + 6) % 7;
  return addDays(iso, -daysSinceMonday);
}

/** Whether `iso` is a valid date that falls on a Monday. */
export function isMonday(iso: string): boolean {
  return isValidIsoDate(iso) && dayOfWeek(iso) === 1;
}

/** The five open days Monday to Friday of the week that starts on `monday`. */
export function weekDates(monday: IsoDate): IsoDate[] {
  if (dayOfWeek(monday) !== 1) throw new RangeError(`Week start "${monday}" is not a Monday`);
  return WEEKDAYS.map((_, index) => addDays(monday, index));
}

/** The open weekday `iso` falls on, or null for a Saturday or Sunday. */
export function weekdayOf(iso: IsoDate): Weekday | null {
  return WEEKDAYS[dayOfWeek(iso) - 1] ?? null;
}

/** The English name of the day `iso` falls on, 'Monday' to 'Sunday'. */
export function weekdayName(iso: IsoDate): string {
  return DAY_NAMES[dayOfWeek(iso)] ?? '';
}

/** `iso` shown as 'MM-DD-YYYY', the display format of spec section 9. */
export function formatDisplayDate(iso: IsoDate): string {
  const { year, month, day } = requireParts(iso);
  return `${pad(month, 2)}-${pad(day, 2)}-${pad(year, 4)}`;
}

/** 'Wednesday 06-17-2026': the weekday and the date, as the portal and staff name a day. */
export function formatWeekdayDate(iso: IsoDate): string {
  return `${weekdayName(iso)} ${formatDisplayDate(iso)}`;
}

/** `iso` shown as 'm/d/yyyy' without zero padding, as in 'Financial Week of m/d/yyyy'. */
export function formatShortDate(iso: IsoDate): string {
  const { year, month, day } = requireParts(iso);
  return `${month}/${day}/${year}`;
}

/** The Monday-to-Friday range of the week starting `monday`, e.g. 'Nov 16 - Nov 20'. */
export function formatWeekRange(monday: IsoDate): string {
  const dates = weekDates(monday);
  const monthDay = (iso: IsoDate) => {
    const { month, day } = requireParts(iso);
    return `${MONTH_ABBREVIATIONS[month - 1]} ${day}`;
  };
  return `${monthDay(monday)} - ${monthDay(dates[dates.length - 1] ?? monday)}`;
}

/** Minutes from `start` to `end` ('HH:MM'); never below 0, as the edit-times cost rule says. */
export function minutesBetween(start: TimeOfDay, end: TimeOfDay): number {
  return Math.max(0, minutesOfDay(end) - minutesOfDay(start));
}

/**
 * A time 'HH:MM' as the front desk reads it, hour and minute on a 12-hour clock: '14:05' is
 * '2:05 PM' (spec section 9). Written out rather than left to Intl, whose space before AM/PM
 * differs between browsers and versions.
 */
export function formatClockTime(time: TimeOfDay): string {
  const minutes = minutesOfDay(time);
  const hours = Math.floor(minutes / 60);
  return `${hours % 12 || 12}:${pad(minutes % 60, 2)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The time 'HH:MM' a whole number of minutes after midnight (0 to 1439). */
export function timeOfDayFromMinutes(minutes: number): TimeOfDay {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) {
    throw new RangeError(`No time of day is ${minutes} minutes after midnight`);
  }
  return `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
}

/** Minutes since midnight of a time 'HH:MM'. */
export function minutesOfDay(time: TimeOfDay): number {
  // By character, as dates are parsed: what TIME_OF_DAY_PATTERN accepts, without its match.
  const valid = typeof time === 'string' && time.length === 5 && time.charCodeAt(2) === COLON;
  const hours = valid ? digitsAt(time, 0, 2) : -1;
  const minutes = valid ? digitsAt(time, 3, 2) : -1;
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59) {
    throw new RangeError(`Invalid time "${time}": expected HH:MM from 00:00 to 23:59`);
  }
  return hours * 60 + minutes;
}
