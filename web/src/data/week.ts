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
import { reuseUnchangedDays } from './reuse-unchanged-days.ts';

/** The week document of a Monday, held open while mounted. */
export function useWeekDoc(monday: string): SyncedDoc {
  return useSyncedDoc({ kind: 'week', monday });
}

// The last days read from each open week, so a read after a change hands back the very same
// object for every day that did not change and a grid can skip the rows whose days are the same.
const lastDays = new WeakMap<SyncedDoc, Map<string, AttendanceDay>>();

/**
 * Attendance days of the week keyed `customerId|date`, and whether they have loaded. A day that
 * did not change since the last read is the same object as before.
 */
export function useWeekAttendance(week: SyncedDoc): {
  days: Map<string, AttendanceDay>;
  loaded: boolean;
} {
  const days = useDocValue(
    week,
    (doc) => {
      const read = reuseUnchangedDays(lastDays.get(week), listAttendance(doc));
      lastDays.set(week, read);
      return read;
    },
    [],
  );
  return { days, loaded: useDocLoaded(week) };
}

/** The week's visits as people see them (duplicates from offline devices merged). */
export function useWeekVisits(week: SyncedDoc): MergedVisit[] {
  return useDocValue(week, listVisits, []);
}
