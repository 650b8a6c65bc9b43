/**
 * @module
 * The rules of the Edit Attendance Details dialog (spec sections 2 and 9): the daily cost is the
 * time between arrival and departure at 25/hour, never below 0, in exact cents; a departure
 * before 16:00 is an early pick-up and one after 16:00 a late one.
 */
import {
  DEFAULT_ARRIVAL_TIME,
  DEFAULT_DEPARTURE_TIME,
  EDIT_TIMES_HOURLY_RATE,
} from '@cubby/shared/constants';
import { minutesBetween, minutesOfDay, timeOfDaySchema } from '@cubby/shared/dates';
import type { AttendanceFields } from '@cubby/shared/docs';
import { type Cents, costForMinutes, formatMoney, parseMoney } from '@cubby/shared/money';

/** What the dialog edits. */
export interface AttendanceDetails {
  arrivalTime: string;
  departureTime: string;
  pickupReason: string;
}

/** The dialog's starting values: the day's own, or 10:00 to 16:00 when it has none. */
export function initialDetails(day: Partial<AttendanceFields> | null): AttendanceDetails {
  return {
    arrivalTime: day?.arrivalTime ?? DEFAULT_ARRIVAL_TIME,
    departureTime: day?.departureTime ?? DEFAULT_DEPARTURE_TIME,
    pickupReason: day?.pickupReason ?? '',
  };
}

/** Whether both times are complete 'HH:MM' values (a cleared time input gives ''). */
export function hasValidTimes(details: AttendanceDetails): boolean {
  return (
    timeOfDaySchema.safeParse(details.arrivalTime).success &&
    timeOfDaySchema.safeParse(details.departureTime).success
  );
}

/** Minutes between arrival and departure (0 when departure is not after arrival). */
export function stayMinutes(details: AttendanceDetails): number {
  return hasValidTimes(details) ? minutesBetween(details.arrivalTime, details.departureTime) : 0;
}

/** The daily cost the dialog previews and saves, in cents. */
export function detailsCost(details: AttendanceDetails): Cents {
  return costForMinutes(parseMoney(EDIT_TIMES_HOURLY_RATE), stayMinutes(details));
}

/** The attendance fields a save writes to the week document. */
export function detailsPatch(details: AttendanceDetails): Partial<AttendanceFields> {
  const departure = minutesOfDay(details.departureTime);
  const closing = minutesOfDay(DEFAULT_DEPARTURE_TIME);
  const reason = details.pickupReason.trim();
  return {
    arrivalTime: details.arrivalTime,
    departureTime: details.departureTime,
    pickupReason: reason === '' ? null : reason,
    dailyCost: formatMoney(detailsCost(details)),
    isEarlyPickup: departure < closing,
    isLatePickup: departure > closing,
  };
}
