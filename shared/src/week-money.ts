/**
 * @module
 * What a day's money and hours read as, beside its day record (decisions 008, 024, 069, 071). A
 * day's charge is its record's (`@cubby/shared/day-record`): the price the server kept, else its
 * stays' minutes at the child's rate, else a standard day; a day in progress has no charge yet,
 * is shown as in progress and counted in no total, balance or credit, never at an estimate. A
 * week's and a family's money are `@cubby/shared/family-money`'s.
 */
import { REPORT_ASSUMED_HOURS } from './constants.ts';
import { minutesBetween, type TimeOfDay } from './dates.ts';
import type { DayRecord } from './day-record/day-record.ts';
import { type Cents, costForMinutes } from './money.ts';

/** How a day in progress is written wherever it shows: the spec's words on /checkout. */
export const IN_PROGRESS = 'In Progress';

/**
 * Minutes the printed reports show for a day (spec section 9): its record's minutes, or the
 * spec's assumed 6 hours for a day present without times, whatever the centre's standard day
 * (what it is charged). Null while in progress, 0 when absent.
 */
export function reportMinutes(
  day: Pick<DayRecord, 'present' | 'withoutTimes' | 'minutes'>,
): number | null {
  if (!day.present) return 0;
  if (day.withoutTimes) return REPORT_ASSUMED_HOURS * 60;
  return day.minutes;
}

/**
 * What a day of these times costs at the child's hourly rate, never below 0: what Edit Times
 * previews, and what the day record charges for them (decision 024: the rate shown is the rate
 * charged).
 */
export function editedDayCost(
  arrivalTime: TimeOfDay,
  departureTime: TimeOfDay,
  hourlyRateCents: Cents,
): Cents {
  return costForMinutes(hourlyRateCents, minutesBetween(arrivalTime, departureTime));
}
