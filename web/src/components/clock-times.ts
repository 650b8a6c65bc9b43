/**
 * @module
 * An instant of the time clock as the facility's wall clock shows it: "7:30 AM", and with its
 * date "11-18-2026 7:30 AM". Shared by the time clock and the timesheets, which both list entries.
 */
import { formatClockTime, formatDisplayDate } from '@cubby/shared/dates';
import { dateAt, timeOfDayAt } from '@cubby/shared/facility-clock';

/** The facility's time of day at an ISO instant, on a 12-hour clock. */
export function clockTimeOf(instant: string, timeZone: string): string {
  return formatClockTime(timeOfDayAt(new Date(instant), timeZone));
}

/** The facility's date (MM-DD-YYYY) and time of day at an ISO instant. */
export function clockDateTimeOf(instant: string, timeZone: string): string {
  const at = new Date(instant);
  return `${formatDisplayDate(dateAt(at, timeZone))} ${formatClockTime(timeOfDayAt(at, timeZone))}`;
}
