import { readDayRecord } from '@cubby/shared/day-record';
import { getAttendanceDay, listClientDayCosts } from '@cubby/shared/docs';
import { facilityClock, instantAt } from '@cubby/shared/facility-clock';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { currentToasts, removeToast } from '../../lib/toast-store.ts';
import { saveAttendanceDetails, togglePresence } from './attendance-writes.ts';

const ZONE = 'America/Los_Angeles';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const ADA = 'ada';

afterEach(() => {
  for (const shown of currentToasts()) removeToast(shown.id);
});

/** The grid of a tablet whose clock shows `time` on Tuesday. */
function gridAt(time: string) {
  return {
    doc: new Y.Doc(),
    hours: [],
    clock: facilityClock(ZONE, () => instantAt(TUESDAY, time, ZONE)),
  };
}

const recordOf = (doc: Y.Doc, date: string) =>
  readDayRecord(doc, ADA, date, {
    today: TUESDAY,
    timeZone: ZONE,
    hours: [],
    hourlyRateCents: 1250,
  });

describe('the attendance grid’s writes', () => {
  it('marks an earlier day present without times, prices nothing (the server does), and says so', () => {
    const grid = gridAt('09:00');
    expect(togglePresence(grid, ADA, MONDAY, true)).toBe(true);
    expect(getAttendanceDay(grid.doc, ADA, MONDAY)).toMatchObject({ isPresent: true });
    expect(listClientDayCosts(grid.doc)).toEqual([]);
    expect(currentToasts()[0]?.title).toBe('Attendance updated successfully');
  });

  it('marks today present from the arrival time given, as a visit', () => {
    const grid = gridAt('09:00');
    expect(togglePresence(grid, ADA, TUESDAY, true, '08:15')).toBe(true);
    expect(recordOf(grid.doc, TUESDAY)).toMatchObject({
      inProgress: true,
      visits: [{ arrival: '08:15', source: 'grid' }],
    });
  });

  it('saves times into a visit with no cost, and says so', () => {
    const grid = gridAt('09:00');
    const saved = saveAttendanceDetails(grid, ADA, MONDAY, {
      arrivalTime: '09:00',
      departureTime: '15:00',
      pickupReason: 'Dentist',
    });
    expect(saved).toBe(true);
    expect(listClientDayCosts(grid.doc)).toEqual([]);
    expect(recordOf(grid.doc, MONDAY)).toMatchObject({
      departure: '15:00',
      early: true,
      late: false,
      pickupReason: 'Dentist',
    });
    expect(currentToasts()[0]?.title).toBe('Attendance details updated successfully');
  });

  it('reports a write that fails instead of saving part of it', () => {
    const grid = gridAt('09:00');
    const saved = saveAttendanceDetails(grid, ADA, MONDAY, {
      arrivalTime: '9am',
      departureTime: '15:00',
      pickupReason: '',
    });
    expect(saved).toBe(false);
    expect(getAttendanceDay(grid.doc, ADA, MONDAY)).toBeNull();
    expect(currentToasts()[0]).toMatchObject({
      title: 'Failed to update attendance details',
      variant: 'destructive',
    });
  });
});
