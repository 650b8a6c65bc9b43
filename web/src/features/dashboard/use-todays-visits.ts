/**
 * @module
 * Today's visits, read from today's day records (decision 069) and written through the
 * attendance commands to this week's document (so they work offline and show on every staff
 * device without a reload): who is in, the hours so far, and the Check In / Check Out actions
 * with the spec's toasts (section 8); a check-out names who collects and may be undone for 10
 * minutes (decision 073). A child ticked present on the grid today is in here too:
 * the tick made a visit.
 */

import {
  checkIn,
  checkOut,
  undoableStay,
  undoCheckOut,
  type WeekDocs,
} from '@cubby/shared/attendance-commands';
import { addWeeks, type IsoDate, mondayOf } from '@cubby/shared/dates';
import type { VisitContact } from '@cubby/shared/docs';
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
  /**
   * Each child checked out in the last 10 minutes and not back: the stay Undo would reopen
   * (decision 073), keyed by customer id.
   */
  undoableByCustomer: Map<string, ChildVisit>;
  /** Hours of today's stays, open ones up to `now` (the rule GET /api/dashboard-stats uses). */
  totalHours: number;
  checkInCustomer(customerId: string): void;
  /** Checks the child out, naming who collects (null: nobody named, where that is allowed). */
  checkOutCustomer(customerId: string, collectedBy: VisitContact | null): void;
  undoCheckOutCustomer(customerId: string): void;
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
  const undoableByCustomer = useMemo(() => {
    const byCustomer = new Map<string, ChildVisit[]>();
    for (const visit of visits) {
      byCustomer.set(visit.customerId, [...(byCustomer.get(visit.customerId) ?? []), visit]);
    }
    const undoable = new Map<string, ChildVisit>();
    for (const [customerId, stays] of byCustomer) {
      const stay = undoableStay(stays, now);
      if (stay) undoable.set(customerId, stay);
    }
    return undoable;
  }, [visits, now]);
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
    (customerId: string, collectedBy: VisitContact | null) =>
      runDeskAction('Customer checked out successfully', () => {
        const input = { customerId, ...(collectedBy ? { collectedBy } : {}) };
        // Another device may have checked the child out a moment ago.
        if (!checkOut(weeks, clock, input)) {
          throw new Error('This customer is not checked in today.');
        }
      }),
    [weeks, clock],
  );

  const undoCheckOutCustomer = useCallback(
    (customerId: string) =>
      runDeskAction('Check-out undone: the child is checked in again', () => {
        // The 10 minutes may have run out since the button was drawn (the clock moves by minutes).
        if (!undoCheckOut(weeks, clock, { customerId })) {
          throw new Error(
            'This check-out is more than 10 minutes old and can no longer be undone.',
          );
        }
      }),
    [weeks, clock],
  );

  return {
    date: today,
    loaded,
    visits,
    openByCustomer,
    undoableByCustomer,
    totalHours,
    checkInCustomer,
    checkOutCustomer,
    undoCheckOutCustomer,
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
