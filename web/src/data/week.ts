/**
 * @module
 * One week of day records, from the `week:{monday}` document: read and written on this device
 * (also offline) and synced with every other staff device. Every screen that shows a day (the
 * grid, the dashboard, the sign-in sheet, ratios, the financial week, reports) reads it through
 * `useWeekRecords`, the one derivation the server also answers with (decision 069).
 */
import { addWeeks } from '@cubby/shared/dates';
import { type DayRecord, readWeekRecords } from '@cubby/shared/day-record';
import { parseMoney } from '@cubby/shared/money';
import { useEffect, useMemo, useState } from 'react';
import { useFacilityClock, useFacilityToday } from '../lib/facility-clock.ts';
import {
  useDocLoaded,
  useDocManager,
  useDocState,
  useDocValue,
  useSyncedDoc,
} from '../lib/sync/sync-context.tsx';
import type { SyncedDoc } from '../lib/sync/synced-doc.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { useDirectory } from './directory.ts';
import { useFacilityHours } from './facility-hours.ts';
import { reuseUnchangedDays } from './reuse-unchanged-days.ts';

/** The week document of a Monday, held open while mounted. */
export function useWeekDoc(monday: string): SyncedDoc {
  return useSyncedDoc({ kind: 'week', monday });
}

// The last records read from each open week, so a read after a change hands back the very same
// object for every day that did not change and a grid can skip the rows whose days are the same.
const lastRecords = new WeakMap<SyncedDoc, Map<string, DayRecord>>();

/**
 * The day records of the week keyed `customerId|date` (`attendanceDayKey`): every day that holds
 * something, of every child in the directory, judged by today and the centre's hours in force
 * each day. A day that did not change since the last read is the same object as before.
 */
export function useWeekRecords(week: SyncedDoc): {
  records: Map<string, DayRecord>;
  loaded: boolean;
} {
  const { customers } = useDirectory();
  const { history: hours } = useFacilityHours();
  const today = useFacilityToday();
  const { timeZone } = useFacilityClock();
  const rates = useMemo(
    () => new Map(customers.map((customer) => [customer.id, parseMoney(customer.hourlyRate)])),
    [customers],
  );
  const records = useDocValue(
    week,
    (doc) => {
      const context = { today, timeZone, hours, rateOf: (id: string) => rates.get(id) ?? null };
      const read = reuseUnchangedDays(lastRecords.get(week), readWeekRecords(doc, context));
      lastRecords.set(week, read);
      return read;
    },
    [rates, hours, today, timeZone],
  );
  return { records, loaded: useDocLoaded(week) };
}

export { type ChildVisit, visitsOf } from '@cubby/shared/day-record';
export { recordsOn } from './records-on.ts';

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
