/**
 * @module
 * The day records of one date out of a week's (`useWeekRecords`): what the dashboard, the
 * sign-in sheet and the ratios read of today. Pure, apart from the hook that reads the week.
 */
import type { DayRecord } from '@cubby/shared/day-record';

/** The records of one date of the week, in the week's order (by child, then date). */
export function recordsOn(records: ReadonlyMap<string, DayRecord>, date: string): DayRecord[] {
  return [...records.values()].filter((record) => record.date === date);
}
