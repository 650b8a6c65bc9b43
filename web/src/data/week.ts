/**
 * @module
 * One week's attendance and check-in visits, from the `week:{monday}` document: read and written
 * on this device (also offline) and synced with every other staff device.
 */
import {
  type AttendanceDay,
  listAttendance,
  listVisits,
  type MergedVisit,
} from '@cubby/shared/docs';
import { useDocLoaded, useDocValue, useSyncedDoc } from '../lib/sync/sync-context.tsx';
import type { SyncedDoc } from '../lib/sync/synced-doc.ts';

/** The week document of a Monday, held open while mounted. */
export function useWeekDoc(monday: string): SyncedDoc {
  return useSyncedDoc({ kind: 'week', monday });
}

/** Attendance days of the week keyed `customerId|date`, and whether they have loaded. */
export function useWeekAttendance(week: SyncedDoc): {
  days: Map<string, AttendanceDay>;
  loaded: boolean;
} {
  return { days: useDocValue(week, listAttendance, []), loaded: useDocLoaded(week) };
}

/** The week's visits as people see them (duplicates from offline devices merged). */
export function useWeekVisits(week: SyncedDoc): MergedVisit[] {
  return useDocValue(week, listVisits, []);
}
