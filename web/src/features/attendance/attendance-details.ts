/**
 * @module
 * What the Edit Attendance Details dialog shows before it saves (spec sections 2 and 9): the
 * times of the visit it edits (a day has one visit or several, decision 069) and the cost it
 * previews for the day. Saving is `editDayTimes`, which edits the visit; the day record then
 * prices the day and sets early and late by the same rules.
 */
import { DEFAULT_ARRIVAL_TIME, DEFAULT_DEPARTURE_TIME } from '@cubby/shared/constants';
import { timeOfDaySchema } from '@cubby/shared/date-schemas';
import { minutesBetween } from '@cubby/shared/dates';
import type { DayRecord } from '@cubby/shared/day-record';
import { type Cents, costForMinutes } from '@cubby/shared/money';

/** What the dialog edits: one visit's times ('' departure: still here), and the day's reason. */
export interface AttendanceDetails {
  arrivalTime: string;
  departureTime: string;
  pickupReason: string;
}

/**
 * The dialog's starting values: the times of the visit `visitId` names (the day's first arrival
 * and last departure when none is named), or 10:00 to 16:00 for a day without times.
 */
export function initialDetails(day: DayRecord | null, visitId?: string): AttendanceDetails {
  const visit = day?.visits.find((each) => each.id === visitId);
  const arrival = visit ? visit.arrival : day?.arrival;
  const departure = visit ? visit.departure : day?.visits.length ? day.departure : undefined;
  return {
    arrivalTime: arrival ?? DEFAULT_ARRIVAL_TIME,
    // A visit still open has no departure yet: the box stays empty.
    departureTime: departure === undefined ? DEFAULT_DEPARTURE_TIME : (departure ?? ''),
    pickupReason: day?.pickupReason ?? '',
  };
}

/**
 * Whether the times are complete 'HH:MM' values (a cleared time input gives ''); a departure
 * may be left empty only for a visit that may stay open (today's last).
 */
export function hasValidTimes(details: AttendanceDetails, mayStayOpen = false): boolean {
  const valid = (time: string) => timeOfDaySchema.safeParse(time).success;
  if (!valid(details.arrivalTime)) return false;
  return valid(details.departureTime) || (mayStayOpen && details.departureTime === '');
}

/** Minutes between arrival and departure (0 when departure is not after arrival, or empty). */
export function stayMinutes(details: AttendanceDetails): number {
  return hasValidTimes(details) ? minutesBetween(details.arrivalTime, details.departureTime) : 0;
}

/**
 * The cost the dialog previews at the child's hourly rate: the day's other visits and this one,
 * what saving these times will charge, in cents.
 */
export function detailsCost(
  details: AttendanceDetails,
  hourlyRateCents: Cents,
  otherMinutes = 0,
): Cents {
  return costForMinutes(hourlyRateCents, otherMinutes + stayMinutes(details));
}

/** The minutes of the day's visits other than those this edit replaces. */
export function otherVisitsMinutes(day: DayRecord | null, visitId?: string): number {
  if (!day || visitId === undefined) return 0;
  let minutes = 0;
  for (const visit of day.visits) {
    if (visit.id === visitId || visit.departure === null) continue;
    minutes += minutesBetween(visit.arrival, visit.departure);
  }
  return minutes;
}
