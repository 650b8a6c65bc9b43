import { getAttendanceDay } from '@cubby/shared/docs';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { currentToasts, removeToast } from '../../lib/toast-store.ts';
import { saveAttendanceDetails, togglePresence } from './attendance-writes.ts';

const MONDAY = '2026-11-23';
const ADA = { customerId: 'ada', hourlyRateCents: 1250 };

afterEach(() => {
  for (const shown of currentToasts()) removeToast(shown.id);
});

describe('the attendance grid’s writes', () => {
  it('marks a day present at a default day’s cost at the child’s rate, and says so', () => {
    const doc = new Y.Doc();
    togglePresence(doc, ADA, MONDAY, true);
    expect(getAttendanceDay(doc, 'ada', MONDAY)).toMatchObject({
      isPresent: true,
      dailyCost: '75.00',
    });
    expect(currentToasts()[0]?.title).toBe('Attendance updated successfully');
  });

  it('saves times with their cost and pick-up flags, and says so', () => {
    const doc = new Y.Doc();
    const saved = saveAttendanceDetails(doc, ADA, MONDAY, {
      arrivalTime: '09:00',
      departureTime: '15:00',
      pickupReason: 'Dentist',
    });
    expect(saved).toBe(true);
    expect(getAttendanceDay(doc, 'ada', MONDAY)).toMatchObject({
      dailyCost: '75.00',
      isEarlyPickup: true,
      isLatePickup: false,
      pickupReason: 'Dentist',
    });
    expect(currentToasts()[0]?.title).toBe('Attendance details updated successfully');
  });

  it('reports a write that fails instead of saving part of it', () => {
    const doc = new Y.Doc();
    const saved = saveAttendanceDetails(doc, ADA, MONDAY, {
      arrivalTime: '9am',
      departureTime: '15:00',
      pickupReason: '',
    });
    expect(saved).toBe(false);
    expect(getAttendanceDay(doc, 'ada', MONDAY)).toBeNull();
    expect(currentToasts()[0]).toMatchObject({
      title: 'Failed to update attendance details',
      variant: 'destructive',
    });
  });
});
