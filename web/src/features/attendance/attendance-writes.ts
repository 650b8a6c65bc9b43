/**
 * @module
 * Attendance changes from this screen go to the week document, not to REST, so they work offline
 * and reach other devices through sync. Each reports back with the spec's toasts (section 8).
 */
import {
  editDayTimes,
  oneWeekDoc,
  togglePresence as togglePresenceCommand,
} from '@cubby/shared/attendance-commands';
import type * as Y from 'yjs';
import { toast, toastError } from '../../lib/toast-store.ts';
import type { AttendanceDetails } from './attendance-details.ts';

/** A child and the hourly rate every charge of theirs uses (decision 024). */
export interface ChildRate {
  customerId: string;
  hourlyRateCents: number;
}

/**
 * Marks a day present or absent, in the week document the grid shows; it costs a default day at
 * the child's hourly rate.
 */
export function togglePresence(
  doc: Y.Doc,
  child: ChildRate,
  date: string,
  isPresent: boolean,
): void {
  try {
    const { customerId, hourlyRateCents } = child;
    togglePresenceCommand(oneWeekDoc(doc), { customerId, date, isPresent, hourlyRateCents });
    toast({ title: 'Attendance updated successfully' });
  } catch (error) {
    toastError(error, 'Error', 'Failed to update attendance');
  }
}

/**
 * Saves a day's times, reason, cost (at the child's hourly rate) and early/late flags; false when
 * the write failed.
 */
export function saveAttendanceDetails(
  doc: Y.Doc,
  child: ChildRate,
  date: string,
  details: AttendanceDetails,
): boolean {
  try {
    const { customerId, hourlyRateCents } = child;
    editDayTimes(oneWeekDoc(doc), { customerId, date, hourlyRateCents, ...details });
    toast({ title: 'Attendance details updated successfully' });
    return true;
  } catch (error) {
    toast({
      title: 'Failed to update attendance details',
      description: error instanceof Error ? error.message : undefined,
      variant: 'destructive',
    });
    return false;
  }
}
