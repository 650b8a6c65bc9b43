/**
 * @module
 * Attendance changes from this screen go to the week document, not to REST, so they work offline
 * and reach other devices through sync. Each reports back with the spec's toasts (section 8).
 * They record what happened; the server prices the day at the child's rate (decision 067).
 */
import {
  editDayTimes,
  oneWeekDoc,
  togglePresence as togglePresenceCommand,
} from '@cubby/shared/attendance-commands';
import type * as Y from 'yjs';
import { toast, toastError } from '../../lib/toast-store.ts';
import type { AttendanceDetails } from './attendance-details.ts';

/**
 * Marks a day present or absent, in the week document the grid shows; a present day without
 * times costs a default day at the child's hourly rate.
 */
export function togglePresence(
  doc: Y.Doc,
  customerId: string,
  date: string,
  isPresent: boolean,
): void {
  try {
    togglePresenceCommand(oneWeekDoc(doc), { customerId, date, isPresent });
    toast({ title: 'Attendance updated successfully' });
  } catch (error) {
    toastError(error, 'Error', 'Failed to update attendance');
  }
}

/**
 * Saves a day's times, reason and early/late flags (the server prices the times at the child's
 * hourly rate); false when the write failed.
 */
export function saveAttendanceDetails(
  doc: Y.Doc,
  customerId: string,
  date: string,
  details: AttendanceDetails,
): boolean {
  try {
    editDayTimes(oneWeekDoc(doc), { customerId, date, ...details });
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
