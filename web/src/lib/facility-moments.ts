/**
 * @module
 * Instants (check-ins, answers, a report's printing) as the facility's wall clock reads them,
 * whatever zone the device is in: '9:05 AM', '06-17-2026 2:05 PM' (spec section 9).
 */
import { formatClockTime, formatDisplayDate } from '@cubby/shared/dates';
import { dateAt, timeOfDayAt } from '@cubby/shared/facility-clock';

/** An instant's time on the facility's clock: '9:05 AM'. */
export function formatTimeAt(instant: string | Date, timeZone: string): string {
  return formatClockTime(timeOfDayAt(new Date(instant), timeZone));
}

/** An instant as '06-17-2026 2:05 PM' on the facility's clock; null when it does not parse. */
export function formatMomentAt(instant: string | Date, timeZone: string): string | null {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return null;
  return `${formatDisplayDate(dateAt(moment, timeZone))} ${formatTimeAt(moment, timeZone)}`;
}
