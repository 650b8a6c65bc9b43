/**
 * @module
 * Timestamps are stored as instants; the business thinks in local calendar days. These turn a
 * range of days into the instants that bound it, and keep date arithmetic on a client's input
 * from ever answering 500.
 */
import { parseIsoDate } from '@cubby/shared/dates';
import { badRequest } from '../http/errors.ts';

/** Local midnight at the start of `iso`. */
export function startOfLocalDay(iso: string): Date {
  const date = parseIsoDate(iso);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** The instants from local midnight of `from` up to (excluding) local midnight after `to`. */
export function localDaysRange(from: string, to: string): { start: Date; end: Date } {
  const end = startOfLocalDay(to);
  // Date arithmetic rather than addDays, so the range may end after the year 9999.
  end.setDate(end.getDate() + 1);
  return { start: startOfLocalDay(from), end };
}

/** The instants of a whole week, Monday 00:00 up to (excluding) the next Monday 00:00, local. */
export function localWeekRange(monday: string): { start: Date; end: Date } {
  const start = startOfLocalDay(monday);
  const end = new Date(start);
  end.setDate(end.getDate() + 7);
  return { start, end };
}

/**
 * Runs date arithmetic on dates a client chose. The shared date helpers throw a RangeError for a
 * week that would leave the years 0000-9999 (a week of 0000-01-01 starts in year -1); that is
 * bad input, so it answers 400.
 */
export function withClientDates<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RangeError) return badRequest(error.message);
    throw error;
  }
}
