/**
 * @module
 * The zones the browser tests run in: the server process in UTC (as the Docker image), the
 * facility in Los Angeles (FACILITY_TIME_ZONE), the browsers in Tokyo. Tokyo's date is a day
 * ahead of Los Angeles's from 15:00 to 24:00 UTC and UTC's from 00:00 to 08:00 is too, so for
 * most of the day a date taken in the wrong zone lands on the wrong day and a test fails.
 */
import { facilityClock, facilityToday, instantAt } from '@cubby/shared/facility-clock';

/** FACILITY_TIME_ZONE of the browser tests' server. */
export const E2E_FACILITY_TIME_ZONE = 'America/Los_Angeles';

/** The zone every browser of the suite runs in. */
export const E2E_BROWSER_TIME_ZONE = 'Asia/Tokyo';

/** The facility's date today. */
export function facilityTodayE2e(): string {
  return facilityToday(facilityClock(E2E_FACILITY_TIME_ZONE));
}

/** The instant the facility's clock shows `time` ('HH:MM') on `date`. */
export function facilityInstantE2e(date: string, time: string): Date {
  return instantAt(date, time, E2E_FACILITY_TIME_ZONE);
}
