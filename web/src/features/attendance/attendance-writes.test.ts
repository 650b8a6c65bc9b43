import { getAttendanceDay, listClientDayCosts } from '@cubby/shared/docs';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { currentToasts, removeToast } from '../../lib/toast-store.ts';
import { saveAttendanceDetails, togglePresence } from './attendance-writes.ts';

const MONDAY = '2026-11-23';
const ADA = 'ada';

afterEach(() => {
  for (const shown of currentToasts()) removeToast(shown.id);
});

describe('the attendance grid’s writes', () => {
  it('marks a day present, prices nothing (the server does), and says so', () => {
    const doc = new Y.Doc();
    togglePresence(doc, ADA, MONDAY, true);
    expect(getAttendanceDay(doc, 'ada', MONDAY)).toMatchObject({ isPresent: true });
    expect(listClientDayCosts(doc)).toEqual([]);
    expect(currentToasts()[0]?.title).toBe('Attendance updated successfully');
  });

  it('saves times with their pick-up flags and no cost, and says so', () => {
    const doc = new Y.Doc();
    const saved = saveAttendanceDetails(doc, ADA, MONDAY, {
      arrivalTime: '09:00',
      departureTime: '15:00',
      pickupReason: 'Dentist',
    });
    expect(saved).toBe(true);
    expect(listClientDayCosts(doc)).toEqual([]);
    expect(getAttendanceDay(doc, 'ada', MONDAY)).toMatchObject({
      departureTime: '15:00',
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
