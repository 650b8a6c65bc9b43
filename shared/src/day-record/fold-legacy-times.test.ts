import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { attendanceMap, getAttendanceDay, listStoredVisits, putVisit } from '../docs/week-doc.ts';
import { instantAt } from '../facility-clock.ts';
import { foldedVisitId, foldLegacyTimes } from './fold-legacy-times.ts';
import { readDayRecord } from './week-records.ts';

const ZONE = 'America/Los_Angeles';
const MONDAY = '2026-11-23';

/** A day as an app before decision 069 stored it, field by field. */
function oldDay(doc: Y.Doc, customerId: string, fields: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(fields)) {
    attendanceMap(doc).set(`${customerId}|${MONDAY}|${field}`, value);
  }
}

function visitAt(customerId: string, id: string, arrival: string, departure: string | null) {
  return {
    id,
    customerId,
    date: MONDAY,
    checkInTime: instantAt(MONDAY, arrival, ZONE).toISOString(),
    checkOutTime: departure ? instantAt(MONDAY, departure, ZONE).toISOString() : null,
  };
}

function record(doc: Y.Doc, customerId: string) {
  return readDayRecord(doc, customerId, MONDAY, {
    today: '2026-12-07',
    timeZone: ZONE,
    hours: [],
    hourlyRateCents: 1250,
  });
}

describe('folding what older apps stored into visits', () => {
  it('gives a ticked day with times and no visit a grid visit with them, and nothing else', () => {
    const doc = new Y.Doc();
    oldDay(doc, 'ada', {
      isPresent: true,
      arrivalTime: '09:30',
      departureTime: '17:00',
      isLatePickup: true,
      isEarlyPickup: false,
      pickupReason: 'Working late',
    });
    foldLegacyTimes(doc, ZONE);
    expect(record(doc, 'ada')).toMatchObject({
      withoutTimes: false,
      visits: [
        { id: foldedVisitId('ada', MONDAY), arrival: '09:30', departure: '17:00', source: 'grid' },
      ],
      late: true,
      chargeCents: 9375,
    });
    expect([...attendanceMap(doc).keys()]).toEqual([`ada|${MONDAY}|pickupReason`]);
    // Folding again finds nothing left to fold.
    expect(foldLegacyTimes(doc, ZONE)).toEqual([]);
  });

  it('corrects the first arrival and last departure of a day with both to the edited times', () => {
    const doc = new Y.Doc();
    putVisit(doc, visitAt('ada', 'first', '07:47', '07:51'));
    putVisit(doc, visitAt('ada', 'second', '08:05', '12:00'));
    // Edit Attendance Details corrected the departure to 17:30; the visits kept 12:00.
    oldDay(doc, 'ada', { isPresent: true, arrivalTime: '07:47', departureTime: '17:30' });
    foldLegacyTimes(doc, ZONE);
    expect(record(doc, 'ada').visits.map((each) => [each.arrival, each.departure])).toEqual([
      ['07:47', '07:51'],
      ['08:05', '17:30'],
    ]);
    expect(getAttendanceDay(doc, 'ada', MONDAY)).toBeNull();
  });

  it('leaves a check-in’s seconds alone: the same minute is no correction', () => {
    const doc = new Y.Doc();
    const visit = visitAt('ada', 'v', '08:00', null);
    putVisit(doc, { ...visit, checkInTime: visit.checkInTime.replace(':00.000Z', ':33.000Z') });
    oldDay(doc, 'ada', { isPresent: true, arrivalTime: '08:00' });
    foldLegacyTimes(doc, ZONE);
    expect(listStoredVisits(doc)[0]?.checkInTime).toMatch(/:33\.000Z$/);
  });

  it('makes a day an older grid unticked absent, as the grid’s untick does now', () => {
    const doc = new Y.Doc();
    putVisit(doc, visitAt('ben', 'v', '08:00', '12:00'));
    oldDay(doc, 'ben', { isPresent: false, arrivalTime: '08:00', departureTime: '12:00' });
    foldLegacyTimes(doc, ZONE);
    expect(record(doc, 'ben')).toMatchObject({ present: false, chargeCents: 0 });
    expect(attendanceMap(doc).size).toBe(0);
  });

  it('keeps a ticked day without an arrival present without times', () => {
    const doc = new Y.Doc();
    oldDay(doc, 'cleo', { isPresent: true, departureTime: '15:00', isEarlyPickup: true });
    foldLegacyTimes(doc, ZONE);
    expect(record(doc, 'cleo')).toMatchObject({ withoutTimes: true, chargeCents: 7500 });
  });

  it('folds only the days asked for', () => {
    const doc = new Y.Doc();
    oldDay(doc, 'ada', { isPresent: true, arrivalTime: '09:00' });
    oldDay(doc, 'ben', { isPresent: true, arrivalTime: '09:00' });
    foldLegacyTimes(doc, ZONE, undefined, (customerId) => customerId === 'ben');
    expect(listStoredVisits(doc).map((visit) => visit.customerId)).toEqual(['ben']);
  });
});
