/**
 * @module
 * Attendance changes from this screen go to the week document, not to REST, so they work offline
 * and reach other devices through sync. Each reports back with the spec's toasts (section 8).
 */
import { ATTENDANCE_TOGGLE_DAILY_COST } from '@cubby/shared/constants';
import { setAttendance } from '@cubby/shared/docs';
import type * as Y from 'yjs';
import { toast, toastError } from '../../lib/toast-store.ts';
import { type AttendanceDetails, detailsPatch } from './attendance-details.ts';

/** Marks a day present or absent; the toggle always sends the fixed 150.00 daily cost. */
export function togglePresence(
  doc: Y.Doc,
  customerId: string,
  date: string,
  isPresent: boolean,
): void {
  try {
    setAttendance(doc, customerId, date, {
      isPresent,
      dailyCost: ATTENDANCE_TOGGLE_DAILY_COST,
    });
    toast({ title: 'Attendance updated successfully' });
  } catch (error) {
    toastError(error, 'Error', 'Failed to update attendance');
  }
}

/** Saves a day's times, reason, cost and early/late flags; false when the write failed. */
export function saveAttendanceDetails(
  doc: Y.Doc,
  customerId: string,
  date: string,
  details: AttendanceDetails,
): boolean {
  try {
    setAttendance(doc, customerId, date, detailsPatch(details));
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
