/**
 * @module
 * The facility clock of the in-process tests. The test app runs the facility in Los Angeles while
 * vitest runs every process in UTC (vitest.config.ts), so a rule that read the host's zone
 * instead of the facility's puts an evening on the wrong date and fails.
 */
import { mondayOf, timeOfDayFromMinutes } from '@cubby/shared/dates';
import { dateAt, instantAt } from '@cubby/shared/facility-clock';

/** The facility zone of every test app. */
export const TEST_TIME_ZONE = 'America/Los_Angeles';

/** The instant the facility's wall clock shows `hours`:`minutes` on `date`. */
export function facilityInstant(date: string, hours: number, minutes: number): Date {
  return instantAt(date, timeOfDayFromMinutes(hours * 60 + minutes), TEST_TIME_ZONE);
}

/** The facility's date at `instant` (now by default). */
export function facilityDate(instant: Date = new Date()): string {
  return dateAt(instant, TEST_TIME_ZONE);
}

/** The Monday of the facility's current week: a week a family may answer (decision 066). */
export function facilityMonday(instant: Date = new Date()): string {
  return mondayOf(facilityDate(instant));
}
