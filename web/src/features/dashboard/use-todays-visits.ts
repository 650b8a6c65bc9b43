/**
 * @module
 * Today's check-ins, read from and written to this week's document (so they work offline and
 * show on every staff device without a reload): who is checked in, the hours so far, and the
 * Check In / Check Out actions with the spec's toasts (section 8).
 */

import { mondayOf, todayIso, toIsoDate } from '@cubby/shared/dates';
import { checkIn, checkOut, type MergedVisit } from '@cubby/shared/docs';
import { useCallback, useMemo } from 'react';
import type * as Y from 'yjs';
import { useWeekDoc, useWeekVisits } from '../../data/week.ts';
import { useDocLoaded, useDocManager } from '../../lib/sync/sync-context.tsx';
import { toast, toastError } from '../../lib/toast-store.ts';
import { visitMilliseconds } from './visit-format.ts';

/** Today's visits and what the desk can do with them. */
export interface TodaysVisits {
  /** Whether the week document has loaded (from this device or the server). */
  loaded: boolean;
  /** Today's visits; a new array whenever they change (not when the clock moves). */
  visits: MergedVisit[];
  /** Open visits of today, earliest check-in first, keyed by customer id. */
  openByCustomer: Map<string, MergedVisit>;
  /** Completed visits' durations plus open ones up to `now`, in milliseconds. */
  totalMilliseconds: number;
  checkInCustomer(customerId: string): void;
  checkOutCustomer(customerId: string): void;
}

/** Today's visits as of `now` (the minute clock), from this week's document. */
export function useTodaysVisits(now: Date): TodaysVisits {
  const today = todayIso(now);
  const week = useWeekDoc(mondayOf(today));
  const weekVisits = useWeekVisits(week);
  const loaded = useDocLoaded(week);
  const manager = useDocManager();

  const visits = useMemo(
    () => weekVisits.filter((visit) => visit.date === today),
    [weekVisits, today],
  );
  const openByCustomer = useMemo(() => {
    const open = new Map<string, MergedVisit>();
    for (const visit of visits) {
      if (!visit.checkOutTime && !open.has(visit.customerId)) open.set(visit.customerId, visit);
    }
    return open;
  }, [visits]);
  const totalMilliseconds = useMemo(
    () => visits.reduce((sum, visit) => sum + visitMilliseconds(visit, now), 0),
    [visits, now],
  );

  // The minute clock may still show yesterday for a few seconds after midnight, so each action
  // writes to the document of the week its own moment falls in.
  const docAt = useCallback(
    (at: Date): Y.Doc => manager.open({ kind: 'week', monday: mondayOf(toIsoDate(at)) }).doc,
    [manager],
  );

  const checkInCustomer = useCallback(
    (customerId: string) =>
      runDeskAction('Customer checked in successfully', () => {
        const at = new Date();
        checkIn(docAt(at), { visitId: crypto.randomUUID(), customerId, at });
      }),
    [docAt],
  );

  const checkOutCustomer = useCallback(
    (customerId: string) =>
      runDeskAction('Customer checked out successfully', () => {
        const at = new Date();
        // Another device may have checked the child out a moment ago.
        if (!checkOut(docAt(at), { customerId, at })) {
          throw new Error('This customer is not checked in today.');
        }
      }),
    [docAt],
  );

  return { loaded, visits, openByCustomer, totalMilliseconds, checkInCustomer, checkOutCustomer };
}

function runDeskAction(successText: string, write: () => void): void {
  try {
    write();
    toast({ title: 'Success', description: successText });
  } catch (error) {
    toastError(error);
  }
}
