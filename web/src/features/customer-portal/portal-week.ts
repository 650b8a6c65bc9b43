/**
 * @module
 * The days of one week as the portal offers them (spec section 5): the family's scheduled days
 * (its default weekdays), and the weekdays it is not scheduled for, where an extra day may go;
 * and how the portal words days, times and the two kinds of schedule change.
 */
import { formatWeekdayDate, type IsoDate, weekDates, weekdayOf } from '@cubby/shared/dates';
import { defaultWeekdays, type ScheduleChangeType } from '@cubby/shared/schemas';
import type { PortalCustomer } from './customer-auth.ts';

/** The week's scheduled dates and its other weekdays, Monday first. */
export function splitWeek(
  customer: PortalCustomer,
  monday: IsoDate,
): { scheduled: IsoDate[]; open: IsoDate[] } {
  const attends = new Set(defaultWeekdays(customer));
  const dates = weekDates(monday);
  const isScheduled = (date: IsoDate) => {
    const weekday = weekdayOf(date);
    return weekday !== null && attends.has(weekday);
  };
  return {
    scheduled: dates.filter(isScheduled),
    open: dates.filter((date) => !isScheduled(date)),
  };
}

/** Days as the options of a day choice. */
export function dayOptions(dates: IsoDate[]): { value: IsoDate; label: string }[] {
  return dates.map((date) => ({ value: date, label: formatWeekdayDate(date) }));
}

/** The two kinds of schedule change, in the words the parent picks them by. */
export const CHANGE_TYPES: ReadonlyArray<{ value: ScheduleChangeType; label: string }> = [
  { value: 'early_pick', label: 'Early Pick-Up' },
  { value: 'late_drop', label: 'Late Drop-Off' },
];
