import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readSchemaVersion } from './doc-meta.ts';
import {
  attendanceMap,
  checkIn,
  checkOut,
  EMPTY_ATTENDANCE,
  getAttendanceDay,
  listAttendance,
  listVisits,
  setAttendance,
  WEEK_DOC_VERSION,
} from './week-doc.ts';

const WEDNESDAY = '2026-11-18';

function sync(a: Y.Doc, b: Y.Doc) {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
}

describe('attendance days', () => {
  it('keep both edits when two offline devices change different fields of one day', () => {
    const door = new Y.Doc();
    const office = new Y.Doc();
    setAttendance(door, 'ada', WEDNESDAY, { isPresent: true });
    setAttendance(office, 'ada', WEDNESDAY, { arrivalTime: '09:30', pickupReason: 'Nap ran long' });
    sync(door, office);
    for (const doc of [door, office]) {
      expect(getAttendanceDay(doc, 'ada', WEDNESDAY)).toMatchObject({
        isPresent: true,
        arrivalTime: '09:30',
        pickupReason: 'Nap ran long',
      });
      expect(listAttendance(doc).size).toBe(1);
    }
  });

  it('agree on one value when two devices change the same field', () => {
    const door = new Y.Doc();
    const office = new Y.Doc();
    setAttendance(door, 'ada', WEDNESDAY, { arrivalTime: '09:00' });
    setAttendance(office, 'ada', WEDNESDAY, { arrivalTime: '09:10' });
    sync(door, office);
    expect(getAttendanceDay(door, 'ada', WEDNESDAY)?.arrivalTime).toBe(
      getAttendanceDay(office, 'ada', WEDNESDAY)?.arrivalTime,
    );
  });

  it('read a value another device wrote badly as the default', () => {
    const doc = new Y.Doc();
    attendanceMap(doc).set(`ada|${WEDNESDAY}|isPresent`, 'yes');
    attendanceMap(doc).set(`ada|${WEDNESDAY}|arrivalTime`, '25:99');
    expect(getAttendanceDay(doc, 'ada', WEDNESDAY)).toEqual({
      ...EMPTY_ATTENDANCE,
      customerId: 'ada',
      date: WEDNESDAY,
    });
  });

  it('refuse to write a value that does not fit its field', () => {
    const doc = new Y.Doc();
    expect(() => setAttendance(doc, 'ada', WEDNESDAY, { arrivalTime: 'noon' })).toThrow();
    expect(() => setAttendance(doc, 'ada', WEDNESDAY, { dailyCost: '1.234' })).toThrow();
    expect(getAttendanceDay(doc, 'ada', WEDNESDAY)).toBeNull();
  });

  it('stamp the layout version', () => {
    const doc = new Y.Doc();
    setAttendance(doc, 'ada', WEDNESDAY, { isPresent: true });
    expect(readSchemaVersion(doc)).toBe(WEEK_DOC_VERSION);
  });
});

describe('check-in and check-out', () => {
  it('make no second visit on a double tap, and record arrival and departure', () => {
    const doc = new Y.Doc();
    const first = checkIn(doc, {
      visitId: 'v1',
      customerId: 'ada',
      at: new Date(2026, 10, 18, 9, 5),
    });
    const again = checkIn(doc, {
      visitId: 'v2',
      customerId: 'ada',
      at: new Date(2026, 10, 18, 9, 6),
    });
    expect(again.id).toBe(first.id);
    expect(listVisits(doc)).toHaveLength(1);
    expect(getAttendanceDay(doc, 'ada', WEDNESDAY)).toMatchObject({
      isPresent: true,
      arrivalTime: '09:05',
    });

    expect(checkOut(doc, { customerId: 'ada', at: new Date(2026, 10, 18, 15, 45) })).not.toBeNull();
    expect(getAttendanceDay(doc, 'ada', WEDNESDAY)?.departureTime).toBe('15:45');
    expect(checkOut(doc, { customerId: 'ada', at: new Date() })).toBeNull();
  });

  it('close the duplicate visit another device made offline', () => {
    const door = new Y.Doc();
    const office = new Y.Doc();
    checkIn(door, { visitId: 'door', customerId: 'ada', at: new Date(2026, 10, 18, 9, 0) });
    checkIn(office, { visitId: 'office', customerId: 'ada', at: new Date(2026, 10, 18, 9, 1) });
    sync(door, office);
    checkOut(door, { customerId: 'ada', at: new Date(2026, 10, 18, 11, 0) });
    sync(door, office);
    // A later check-in is a new stay, not the old duplicate coming back.
    checkIn(office, { visitId: 'later', customerId: 'ada', at: new Date(2026, 10, 18, 13, 0) });
    expect(listVisits(office).map((visit) => [visit.id, visit.checkOutTime === null])).toEqual([
      ['door', false],
      ['later', true],
    ]);
  });
});
