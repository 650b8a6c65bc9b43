/**
 * @module
 * What attendance days cost, in integer cents: the financial week (what was charged and
 * received) and the printed report's rule for days without a cost (spec section 9).
 */
import { REPORT_ASSUMED_HOURS } from '@cubby/shared/constants';
import { minutesBetween } from '@cubby/shared/dates';
import { type Cents, costForMinutes, sumCents } from '@cubby/shared/money';
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

/** A customer's money for one week, in cents. */
export interface WeekMoney {
  costCents: Cents;
  receivedCents: Cents;
  outstandingCents: Cents;
}

/**
 * The financial dashboard's week: the daily costs of present days (a present day with no cost
 * counts 0, as the dashboard shows it), the part marked received, and what is still owed.
 */
export function weekMoney(days: Iterable<CostedDay>): WeekMoney {
  const present = [...days].filter((day) => day.isPresent);
  const costCents = sumCents(present.map((day) => day.dailyCostCents ?? 0));
  const receivedCents = sumCents(
    present.filter((day) => day.checkReceived).map((day) => day.dailyCostCents ?? 0),
  );
  return { costCents, receivedCents, outstandingCents: costCents - receivedCents };
}
