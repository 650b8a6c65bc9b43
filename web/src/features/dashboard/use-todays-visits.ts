/**
 * @module
 * Today's visits, read from today's day records (decision 069) and written through the
 * attendance commands to this week's document (so they work offline and show on every staff
 * device without a reload): who is in, the hours so far, and the Check In / Check Out actions
 * with the spec's toasts (section 8). A child ticked present on the grid today is in here too:
 * the tick made a visit.
 */

import { checkIn, checkOut, type WeekDocs } from '@cubby/shared/attendance-commands';
import { addWeeks, type IsoDate, mondayOf } from '@cubby/shared/dates';
import { dateAt } from '@cubby/shared/facility-clock';
import { totalHoursOfStays } from '@cubby/shared/stay-time';
import { useCallback, useMemo } from 'react';
import { useFacilityHours } from '../../data/facility-hours.ts';
import {
  type ChildVisit,
  recordsOn,
  useWeekDoc,
  useWeekRecords,
  visitsOf,
} from '../../data/week.ts';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { useDocManager } from '../../lib/sync/sync-context.tsx';
import { toast, toastError } from '../../lib/toast-store.ts';
import { openVisitsByCustomer } from './who-is-in.ts';

/** Today's visits and what the desk can do with them. */
export interface TodaysVisits {
  /** The facility's date the visits are of. */
  date: IsoDate;
  /** Whether the week document has loaded (from this device or the server). */
  loaded: boolean;
  /** Today's visits; a new array whenever they change (not when the clock moves). */
  visits: ChildVisit[];
  /** Each child in now: the visit still open, earliest arrival first, keyed by customer id. */
  openByCustomer: Map<string, ChildVisit>;
  /** Hours of today's stays, open ones up to `now` (the rule GET /api/dashboard-stats uses). */
  totalHours: number;
  checkInCustomer(customerId: string): void;
  checkOutCustomer(customerId: string): void;
}

/** Today's visits as of `now` (the minute clock), from this week's day records. */
export function useTodaysVisits(now: Date): TodaysVisits {
  const clock = useFacilityClock();
  const today = dateAt(now, clock.timeZone);
  const week = useWeekDoc(mondayOf(today));
  // Held open so a stay forgotten last week is there to close at the next check-in.
  useWeekDoc(addWeeks(mondayOf(today), -1));
  const { records, loaded } = useWeekRecords(week);
  const { history: hours } = useFacilityHours();
  const manager = useDocManager();

  const visits = useMemo(() => visitsOf(recordsOn(records, today)), [records, today]);
  const openByCustomer = useMemo(() => openVisitsByCustomer(visits), [visits]);
  const totalHours = useMemo(() => totalHoursOfStays(visits, now), [visits, now]);

  // The commands take the facility clock's own moment, not the minute clock (which may still
  // show yesterday for a few seconds after midnight), and write to that moment's week.
  const weeks = useMemo<WeekDocs>(
    () => ({
      write: (monday, change) => change(manager.open({ kind: 'week', monday }).doc),
      weeksWithOpenStays: (_customerId, day) => [addWeeks(mondayOf(day), -1)],
      hours: () => hours,
    }),
    [manager, hours],
  );

  const checkInCustomer = useCallback(
    (customerId: string) =>
      runDeskAction('Customer checked in successfully', () => {
        checkIn(weeks, clock, { customerId, visitId: crypto.randomUUID(), source: 'desk' });
      }),
    [weeks, clock],
  );

  const checkOutCustomer = useCallback(
    (customerId: string) =>
      runDeskAction('Customer checked out successfully', () => {
        // Another device may have checked the child out a moment ago.
        if (!checkOut(weeks, clock, { customerId })) {
          throw new Error('This customer is not checked in today.');
        }
      }),
    [weeks, clock],
  );

  return {
    date: today,
    loaded,
    visits,
    openByCustomer,
    totalHours,
    checkInCustomer,
    checkOutCustomer,
  };
}

function runDeskAction(successText: string, write: () => void): void {
  try {
    write();
    toast({ title: 'Success', description: successText });
  } catch (error) {
    toastError(error);
  }
}
