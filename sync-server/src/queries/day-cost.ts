/**
 * @module
 * What attendance days cost in the printed report, in integer cents: the rule for days without a
 * saved cost (spec section 9). The financial week's money is `@cubby/shared/week-money`.
 */
import { REPORT_ASSUMED_HOURS } from '@cubby/shared/constants';
import { minutesBetween } from '@cubby/shared/dates';
import { type Cents, costForMinutes } from '@cubby/shared/money';
import type { AttendanceRow } from './attendance.ts';

type CostedDay = Pick<
  AttendanceRow,
  'isPresent' | 'dailyCostCents' | 'arrivalTime' | 'departureTime' | 'checkReceived'
>;

/** Minutes a day counts for in reports: arrival to departure, else the assumed 6 hours. */
export function reportMinutes(day: CostedDay): number {
  if (!day.isPresent) return 0;
  if (day.arrivalTime && day.departureTime) {
    return minutesBetween(day.arrivalTime, day.departureTime);
  }
  return REPORT_ASSUMED_HOURS * 60;
}

/**
 * A day's cost in the customer report: its daily cost when one was saved; otherwise its minutes
 * (times, or the assumed hours) at the customer's hourly rate. An absent day costs nothing.
 */
export function reportDayCost(day: CostedDay, hourlyRateCents: Cents): Cents {
  if (!day.isPresent) return 0;
  if (day.dailyCostCents !== null) return day.dailyCostCents;
  return costForMinutes(hourlyRateCents, reportMinutes(day));
}
