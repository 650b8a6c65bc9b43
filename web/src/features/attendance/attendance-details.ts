/**
 * @module
 * What the Edit Attendance Details dialog shows before it saves (spec sections 2 and 9): its
 * starting times and the cost it previews. Saving is `editDayTimes`, which prices the day by the
 * same rule and sets the early and late pick-up flags.
 */
import { DEFAULT_ARRIVAL_TIME, DEFAULT_DEPARTURE_TIME } from '@cubby/shared/constants';
import { timeOfDaySchema } from '@cubby/shared/date-schemas';
import { minutesBetween } from '@cubby/shared/dates';
import type { AttendanceFields } from '@cubby/shared/docs';
import type { Cents } from '@cubby/shared/money';
import { editedDayCost } from '@cubby/shared/week-money';

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

/**
 * The daily cost the dialog previews at the child's hourly rate: what saving these times will
 * charge, in cents.
 */
export function detailsCost(details: AttendanceDetails, hourlyRateCents: Cents): Cents {
  return hasValidTimes(details)
    ? editedDayCost(details.arrivalTime, details.departureTime, hourlyRateCents)
    : 0;
}
