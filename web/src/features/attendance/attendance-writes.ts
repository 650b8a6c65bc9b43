/**
 * @module
 * Attendance changes from this screen go to the week document through the attendance commands,
 * not to REST, so they work offline and reach other devices through sync. Each reports back
 * with the spec's toasts (section 8). They record what happened, times in visits (decision 069);
 * the server prices the day at the child's rate (decision 067).
 */
import {
  editDayTimes,
  oneWeekDoc,
  togglePresence as togglePresenceCommand,
} from '@cubby/shared/attendance-commands';
import type { FacilityClock } from '@cubby/shared/facility-clock';
import type { HoursFrom } from '@cubby/shared/facility-hours';
import type * as Y from 'yjs';
import { toast, toastError } from '../../lib/toast-store.ts';
import type { AttendanceDetails } from './attendance-details.ts';

/** What the grid writes with: the week shown, the centre's hours and the facility's clock. */
export interface GridWriter {
  doc: Y.Doc;
  hours: readonly HoursFrom[];
  clock: FacilityClock;
}

/**
 * Ticks or unticks a day in the week document the grid shows. Any day but today ticked is present
 * without times (a standard day at the child's rate); today needs `arrivalTime` and makes a
 * visit, so the child is in on the dashboard and in the room's ratio. Unticked, the day's visits
 * and mark go. False when the write failed.
 */
export function togglePresence(
  grid: GridWriter,
  customerId: string,
  date: string,
  isPresent: boolean,
  arrivalTime?: string,
): boolean {
  try {
    togglePresenceCommand(oneWeekDoc(grid.doc, grid.hours), grid.clock, {
      customerId,
      date,
      isPresent,
      arrivalTime,
      newVisitId: crypto.randomUUID(),
      source: 'grid',
    });
    toast({ title: 'Attendance updated successfully' });
    return true;
  } catch (error) {
    toastError(error, 'Error', 'Failed to update attendance');
    return false;
  }
}

/**
 * Saves a day's times into its visits (the one named by `visitId`, or the day's first arrival and
 * last departure, or a new visit for a day without any) and the reason; the server prices the
 * times at the child's hourly rate. An empty departure keeps today's last visit open. False when
 * the write failed.
 */
export function saveAttendanceDetails(
  grid: GridWriter,
  customerId: string,
  date: string,
  details: AttendanceDetails,
  visitId?: string,
): boolean {
  try {
    editDayTimes(oneWeekDoc(grid.doc, grid.hours), grid.clock, {
      customerId,
      date,
      arrivalTime: details.arrivalTime,
      departureTime: details.departureTime === '' ? null : details.departureTime,
      pickupReason: details.pickupReason,
      visitId,
      newVisitId: crypto.randomUUID(),
      source: 'grid',
    });
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
