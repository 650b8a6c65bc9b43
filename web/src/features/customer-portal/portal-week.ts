/**
 * @module
 * The days of one week as the portal offers them (spec section 5): the family's scheduled days
 * (its default weekdays), and the weekdays it is not scheduled for, where an extra day may go;
 * and how the portal words days, times and the two kinds of schedule change. A day the centre
 * is closed is neither asked about nor offered: a scheduled one shows as closed (decision 070).
 */
import { formatWeekdayDate, type IsoDate, weekDates, weekdayOf } from '@cubby/shared/dates';
import { type FacilityHoursRecord, NO_FACILITY_HOURS } from '@cubby/shared/docs';
import { hoursOn, openOn } from '@cubby/shared/facility-hours';
import { defaultWeekdays, type ScheduleChangeType } from '@cubby/shared/schemas';
import type { PortalCustomer } from './customer-auth.ts';

/**
 * The week's scheduled dates the centre is open, its other weekdays it is open, and the
 * scheduled dates it is closed, Monday first.
 */
export function splitWeek(
  customer: PortalCustomer,
  monday: IsoDate,
  hours: FacilityHoursRecord = NO_FACILITY_HOURS,
): { scheduled: IsoDate[]; open: IsoDate[]; closed: IsoDate[] } {
  const attends = new Set(defaultWeekdays(customer));
  const dates = weekDates(monday);
  const isScheduled = (date: IsoDate) => {
    const weekday = weekdayOf(date);
    return weekday !== null && attends.has(weekday);
  };
  const isOpen = (date: IsoDate) =>
    openOn(hoursOn(hours.history, date), hours.closures, date) !== null;
  return {
    scheduled: dates.filter((date) => isScheduled(date) && isOpen(date)),
    open: dates.filter((date) => !isScheduled(date) && isOpen(date)),
    closed: dates.filter((date) => isScheduled(date) && !isOpen(date)),
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
