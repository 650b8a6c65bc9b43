/**
 * @module
 * What an attendance day costs (decisions 008, 024, 067, 071). One rule for every reader of a
 * day's money: the family ledger's charges, the financial week, the customer report, statements
 * and the owner's live dashboard. A day in progress (arrived, not yet left) has no charge yet:
 * it is shown as in progress and counted in no total, balance or credit, never at an estimate.
 */
import { DEFAULT_ARRIVAL_TIME, DEFAULT_DEPARTURE_TIME, REPORT_ASSUMED_HOURS } from './constants.ts';
import { minutesBetween, type TimeOfDay } from './dates.ts';
import type { StandardDay } from './facility-hours.ts';
import { type Cents, costForMinutes } from './money.ts';

// The spec's standard day, 10:00 to 16:00, as facility-hours.ts's SPEC_DAY_HOURS gives it; from
// the constants, so that the screens that price a day load no zod schema (decision 054).
const SPEC_STANDARD_DAY: StandardDay = { start: DEFAULT_ARRIVAL_TIME, end: DEFAULT_DEPARTURE_TIME };

/** The attendance fields a day's time and cost depend on. */
export interface TimedDay {
  isPresent: boolean;
  arrivalTime: TimeOfDay | null;
  departureTime: TimeOfDay | null;
}

/** A day with the price the server kept for it, in cents (null: the child's rate prices it). */
export interface CostedDay extends TimedDay {
  /** Written by the server alone, never taken from a device (decision 067). */
  dailyCostCents: Cents | null;
}

/** How a day in progress is written wherever it shows: the spec's words on /checkout. */
export const IN_PROGRESS = 'In Progress';

/** Whether a present day is in progress: the child arrived and has not left yet. */
export function isInProgress(day: TimedDay): boolean {
  return day.isPresent && day.arrivalTime !== null && day.departureTime === null;
}

/**
 * Minutes a present day is charged for: arrival to departure, or the standard day (the spec's
 * 10:00 to 16:00 until the owner sets the centre's) when it has no times. Null while in progress;
 * 0 when absent.
 */
export function dayMinutes(
  day: TimedDay,
  standardDay: StandardDay = SPEC_STANDARD_DAY,
): number | null {
  if (!day.isPresent) return 0;
  if (isInProgress(day)) return null;
  if (day.arrivalTime && day.departureTime) {
    return minutesBetween(day.arrivalTime, day.departureTime);
  }
  return minutesBetween(standardDay.start, standardDay.end);
}

/**
 * Hours the printed weekly report shows for a present day: its minutes, or the spec's assumed
 * 6 hours when it has no times (spec section 9, printed reports only). Null while in progress.
 */
export function reportMinutes(day: TimedDay): number | null {
  if (day.isPresent && day.arrivalTime === null && day.departureTime === null) {
    return REPORT_ASSUMED_HOURS * 60;
  }
  return dayMinutes(day);
}

/**
 * ADAPTER (decision 071), to be replaced by the day record's `charge`: what a day costs, from
 * the attendance fields the week document keeps today. Null while the day is in progress (never
 * an estimate); otherwise the price the server kept for it (decision 067), else its minutes at
 * the child's hourly rate, a day without times counting a standard day (the plan's rule). An
 * absent day costs nothing.
 */
export function dayCharge(day: CostedDay, hourlyRateCents: Cents): Cents | null {
  if (!day.isPresent) return 0;
  if (isInProgress(day)) return null;
  if (day.dailyCostCents !== null) return day.dailyCostCents;
  return costForMinutes(hourlyRateCents, dayMinutes(day) ?? 0);
}

/**
 * What a day of these times costs at the child's hourly rate, never below 0: what Edit Times
 * previews, and what `dayCharge` charges for them (decision 024: the rate shown is the rate
 * charged).
 */
export function editedDayCost(
  arrivalTime: TimeOfDay,
  departureTime: TimeOfDay,
  hourlyRateCents: Cents,
): Cents {
  return costForMinutes(hourlyRateCents, minutesBetween(arrivalTime, departureTime));
}
