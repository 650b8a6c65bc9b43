/**
 * @module
 * One week's attendance and check-in visits, from the `week:{monday}` document: read and written
 * on this device (also offline) and synced with every other staff device.
 */
import { addWeeks } from '@cubby/shared/dates';
import {
  type AttendanceDay,
  listAttendance,
  listVisits,
  type MergedVisit,
} from '@cubby/shared/docs';
import { useEffect, useState } from 'react';
import {
  useDocLoaded,
  useDocManager,
  useDocState,
  useDocValue,
  useSyncedDoc,
} from '../lib/sync/sync-context.tsx';
import type { SyncedDoc } from '../lib/sync/synced-doc.ts';
import { whenIdle } from '../lib/when-idle.ts';
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

/** How many weeks either side of the week on screen are kept ready. */
const WEEKS_AHEAD = 1;
const NEIGHBOURS_AT_THE_LATEST_MS = 1000;

/**
 * Opens the weeks before and after `monday` once its own week has its data (synced with the
 * server, or read from the device's copy when offline), so Previous and Next Week show theirs at
 * once (issue 21). Only the neighbours are held: a week left behind closes a minute after, as
 * any document no screen holds, so walking through a year keeps a few weeks open, not all.
 */
export function useAdjacentWeeks(week: SyncedDoc, monday: string): void {
  const manager = useDocManager();
  const settled = useDocState(
    () => week.online || (week.loaded && !navigator.onLine) || week.refusal !== null,
  );
  // Once settled, the neighbours stay held while this week is shown, through a dropped socket.
  const [readyWeek, setReadyWeek] = useState<string | null>(null);
  useEffect(() => {
    if (!settled) return;
    // Opening two more documents (their IndexedDB copies, sockets and syncs) while the screen
    // still paints its cards made the week on screen slower to show on a tablet: they wait until
    // the browser is next idle, a second at the latest.
    return whenIdle(() => setReadyWeek(monday), NEIGHBOURS_AT_THE_LATEST_MS);
  }, [settled, monday]);
  useEffect(() => {
    if (readyWeek !== monday) return;
    const releases: Array<() => void> = [];
    for (let step = 1; step <= WEEKS_AHEAD; step++) {
      for (const direction of [-1, 1]) {
        releases.push(
          manager.prefetch({ kind: 'week', monday: addWeeks(monday, direction * step) }),
        );
      }
    }
    return () => {
      for (const release of releases) release();
    };
  }, [manager, readyWeek, monday]);
}
