/**
 * @module
 * The week the Schedule Overview shows, as its address holds it (`/schedule?week=2026-11-30`),
 * so the header's Requests button can open the week a waiting request is in. No week, or one
 * that is not a Monday, opens the facility's current week: a mistyped link still opens the screen.
 */
import { isMonday } from '@cubby/shared/dates';

/** The Schedule Overview's search: a Monday, or none for the current week. */
export interface ScheduleSearch {
  week?: string;
}

/** The week an address's search names, if it names a Monday. */
export function readScheduleSearch(search: Record<string, unknown>): ScheduleSearch {
  const { week } = search;
  return typeof week === 'string' && isMonday(week) ? { week } : {};
}

/** The search that shows `monday`: none for the current week, so its address stays plain. */
export function scheduleSearchFor(monday: string, currentMonday: string): ScheduleSearch {
  return monday === currentMonday ? {} : { week: monday };
}
