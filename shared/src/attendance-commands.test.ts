import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  ARRIVAL_TIME_REQUIRED,
  checkIn,
  checkOut,
  type DayTimesInput,
  DayTimesRefusal,
  editDayTimes,
  oneWeekDoc,
  togglePresence,
  UNDO_CHECK_OUT_MS,
  undoableStay,
  undoCheckOut,
  type WeekDocs,
} from './attendance-commands.ts';
import type { DayRecord } from './day-record/day-record.ts';
import { readDayRecord } from './day-record/week-records.ts';
import {
  getAttendanceDay,
  listClientDayCosts,
  listStoredVisits,
  listVisits,
} from './docs/week-doc.ts';
import { facilityClock, instantAt } from './facility-clock.ts';
import type { HoursFrom } from './facility-hours.ts';

const ZONE = 'America/Los_Angeles';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const CHILD = 'child-1';
const RATE = 1250;
const ana = { contactId: 'ana', name: 'Ana Lopez', relationship: 'mother' };
const rosa = { contactId: 'rosa', name: 'Rosa Diaz', relationship: 'aunt' };
const door = { deviceId: 'door', name: 'Front door' };

// Week documents as a tablet holds them: every week it has, any of which may hold an open stay.
function weeksInMemory(hours: HoursFrom[] = []): WeekDocs & { doc(monday: string): Y.Doc } {
  const docs = new Map<string, Y.Doc>();
  const doc = (monday: string) => {
    let found = docs.get(monday);
    if (!found) {
      found = new Y.Doc();
      docs.set(monday, found);
    }
    return found;
  };
  return {
    doc,
    write: (monday, change) => change(doc(monday)),
    weeksWithOpenStays: () => [...docs.keys()],
    hours: () => hours,
  };
}

function at(date: string, time: string) {
  return facilityClock(ZONE, () => instantAt(date, time, ZONE));
}

/** Ada's day as every view reads it, on `today`. */
function recordOf(
  weeks: ReturnType<typeof weeksInMemory>,
  date: string,
  today = date,
  hours: HoursFrom[] = [],
): DayRecord {
  return readDayRecord(weeks.doc(mondayOf(date)), CHILD, date, {
    today,
    timeZone: ZONE,
    hours,
    hourlyRateCents: RATE,
  });
}

function mondayOf(date: string): string {
  return date < '2026-11-23' ? '2026-11-16' : date < '2026-11-30' ? MONDAY : '2026-11-30';
}

const desk = (visitId: string) => ({ customerId: CHILD, visitId, source: 'desk' as const });

describe('checkIn', () => {
  it("puts a 16:30 check-in on the facility's date, however late it is in UTC", () => {
    const weeks = weeksInMemory();
    const visit = checkIn(weeks, at(MONDAY, '16:30'), desk('v1'));
    expect(visit).toMatchObject({ date: MONDAY, checkInTime: '2026-11-24T00:30:00.000Z' });
    expect(recordOf(weeks, MONDAY)).toMatchObject({ present: true, inProgress: true });
    // Times live in visits only: the day's attendance fields hold none.
    expect(getAttendanceDay(weeks.doc(MONDAY), CHILD, MONDAY)).toBeNull();
  });

  it('keeps the open stay on a second tap, and a second visit after a check-out', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '07:47'), desk('v1'));
    expect(checkIn(weeks, at(MONDAY, '07:48'), desk('v2')).id).toBe('v1');
    checkOut(weeks, at(MONDAY, '07:51'), { customerId: CHILD });
    checkIn(weeks, at(MONDAY, '08:05'), desk('v3'));
    expect(recordOf(weeks, MONDAY)).toMatchObject({
      visits: [
        { arrival: '07:47', departure: '07:51' },
        { arrival: '08:05', departure: null },
      ],
      inProgress: true,
      chargeCents: null,
    });
  });

  it('writes a Sunday-night check-in to the week before', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at('2026-11-29', '23:30'), desk('v1'));
    expect(listVisits(weeks.doc(MONDAY))[0]?.date).toBe('2026-11-29');
    expect(listVisits(weeks.doc('2026-11-30'))).toEqual([]);
  });

  it('closes a stay forgotten yesterday at the standard day’s end before checking in today', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '07:30'), desk('v1'));
    checkIn(weeks, at(TUESDAY, '07:45'), desk('v2'));
    const [monday, tuesday] = listVisits(weeks.doc(MONDAY));
    expect(monday?.checkOutTime).toBe(instantAt(MONDAY, '16:00', ZONE).toISOString());
    expect(tuesday).toMatchObject({ date: TUESDAY, checkOutTime: null });
  });

  it('closes a forgotten stay at the end of the standard day in force on its date', () => {
    const hours: HoursFrom[] = [
      { from: MONDAY, openingHours: {}, standardDay: { start: '07:30', end: '17:30' } },
    ];
    const weeks = weeksInMemory(hours);
    checkIn(weeks, at(MONDAY, '07:30'), desk('v1'));
    checkIn(weeks, at(TUESDAY, '07:45'), desk('v2'));
    expect(listVisits(weeks.doc(MONDAY))[0]?.checkOutTime).toBe(
      instantAt(MONDAY, '17:30', ZONE).toISOString(),
    );
  });

  it('closes a stay forgotten last Friday, in its own week, at its check-in when after 16:00', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at('2026-11-20', '17:10'), desk('v1'));
    checkIn(weeks, at(MONDAY, '07:30'), desk('v2'));
    const [friday] = listVisits(weeks.doc('2026-11-16'));
    expect(friday?.checkOutTime).toBe(friday?.checkInTime);
  });
});

describe('checkOut', () => {
  it('closes every stored visit of the stay, with who collected', () => {
    const weeks = weeksInMemory();
    const doc = weeks.doc(MONDAY);
    checkIn(weeks, at(MONDAY, '07:30'), desk('v1'));
    // A second tablet's offline check-in of the same child, merged into the same stay.
    const other = new Y.Doc();
    checkIn(oneWeekDoc(other), at(MONDAY, '07:32'), desk('v2'));
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other));
    const left = checkOut(weeks, at(MONDAY, '16:30'), { customerId: CHILD, collectedBy: ana });
    expect(left?.sourceIds).toEqual(['v1', 'v2']);
    expect(listStoredVisits(doc).every((visit) => visit.checkOutTime === left?.checkOutTime)).toBe(
      true,
    );
    expect(recordOf(weeks, MONDAY)).toMatchObject({
      visits: [{ departure: '16:30', collectedBy: ana, source: 'desk' }],
      late: true,
    });
  });

  it('answers null for a child not checked in today, after closing a forgotten stay', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '08:00'), desk('v1'));
    expect(checkOut(weeks, at(TUESDAY, '09:00'), { customerId: CHILD })).toBeNull();
    expect(listVisits(weeks.doc(MONDAY))[0]?.checkOutTime).not.toBeNull();
  });

  it("closes a stay at its check-in when the check-out's moment is earlier", () => {
    // A kiosk's check-out queued offline at 09:50, sent after a tablet checked the child in at 10:00.
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '10:00'), desk('v1'));
    const left = checkOut(weeks, at(MONDAY, '09:50'), { customerId: CHILD, collectedBy: ana });
    const checkedIn = instantAt(MONDAY, '10:00', ZONE).toISOString();
    expect(left).toMatchObject({ checkInTime: checkedIn, checkOutTime: checkedIn });
    expect(listStoredVisits(weeks.doc(MONDAY))[0]).toMatchObject({
      checkOutTime: checkedIn,
      pickedUpBy: { name: 'Ana Lopez' },
    });
  });

  it('is early or late on every path, by the one rule of the record', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '07:50'), desk('v1'));
    checkOut(weeks, at(MONDAY, '17:30'), { customerId: CHILD });
    expect(recordOf(weeks, MONDAY)).toMatchObject({ early: false, late: true });
    checkIn(weeks, at(TUESDAY, '07:50'), desk('v2'));
    checkOut(weeks, at(TUESDAY, '15:00'), { customerId: CHILD });
    expect(recordOf(weeks, TUESDAY)).toMatchObject({ early: true, late: false });
  });
});

describe('undoCheckOut', () => {
  it('reopens a stay closed in the last 10 minutes, without who collected', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '08:00'), desk('v1'));
    checkOut(weeks, at(MONDAY, '15:00'), { customerId: CHILD, collectedBy: ana });
    const undone = undoCheckOut(weeks, at(MONDAY, '15:10'), { customerId: CHILD });
    expect(undone).toMatchObject({ id: 'v1', checkOutTime: null });
    expect(undone?.pickedUpBy).toBeUndefined();
    expect(recordOf(weeks, MONDAY)).toMatchObject({
      inProgress: true,
      visits: [{ departure: null, collectedBy: null }],
    });
  });

  it('leaves a check-out older than 10 minutes, and a child who came back since', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '08:00'), desk('v1'));
    checkOut(weeks, at(MONDAY, '15:00'), { customerId: CHILD });
    const late = facilityClock(
      ZONE,
      () =>
        new Date(
          Date.parse(instantAt(MONDAY, '15:00', ZONE).toISOString()) + UNDO_CHECK_OUT_MS + 1000,
        ),
    );
    expect(undoCheckOut(weeks, late, { customerId: CHILD })).toBeNull();
    checkIn(weeks, at(TUESDAY, '08:00'), desk('v2'));
    checkOut(weeks, at(TUESDAY, '08:05'), { customerId: CHILD });
    checkIn(weeks, at(TUESDAY, '08:06'), desk('v3'));
    expect(undoCheckOut(weeks, at(TUESDAY, '08:07'), { customerId: CHILD })).toBeNull();
    expect(recordOf(weeks, TUESDAY).visits).toHaveLength(2);
  });
});

describe('togglePresence', () => {
  const tick = (date: string, extra: Partial<Parameters<typeof togglePresence>[2]> = {}) => ({
    customerId: CHILD,
    date,
    isPresent: true,
    newVisitId: 'grid-1',
    ...extra,
  });

  it('marks an earlier day present without times, and writes no price', () => {
    const weeks = weeksInMemory();
    togglePresence(weeks, at(TUESDAY, '09:00'), tick(MONDAY));
    expect(recordOf(weeks, MONDAY, TUESDAY)).toMatchObject({
      present: true,
      withoutTimes: true,
      chargeCents: 7500,
    });
    expect(listClientDayCosts(weeks.doc(MONDAY))).toEqual([]);
  });

  it('asks for the arrival time today, and then the child is in like a check-in', () => {
    const weeks = weeksInMemory();
    expect(() => togglePresence(weeks, at(MONDAY, '09:00'), tick(MONDAY))).toThrow(
      new DayTimesRefusal(ARRIVAL_TIME_REQUIRED),
    );
    expect(() =>
      togglePresence(weeks, at(MONDAY, '09:00'), tick(MONDAY, { arrivalTime: '09:30' })),
    ).toThrow(DayTimesRefusal);
    togglePresence(weeks, at(MONDAY, '09:00'), tick(MONDAY, { arrivalTime: '08:15' }));
    expect(recordOf(weeks, MONDAY)).toMatchObject({
      present: true,
      inProgress: true,
      withoutTimes: false,
      visits: [{ id: 'grid-1', arrival: '08:15', departure: null, source: 'grid' }],
    });
    // The desk finds the child in, and checks them out.
    expect(checkOut(weeks, at(MONDAY, '16:00'), { customerId: CHILD })?.id).toBe('grid-1');
  });

  it('unticked, removes the day’s visits and mark: the day is absent', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '07:47'), desk('v1'));
    checkOut(weeks, at(MONDAY, '07:51'), { customerId: CHILD });
    checkIn(weeks, at(MONDAY, '08:05'), desk('v2'));
    const wednesday = at('2026-11-25', '09:00');
    togglePresence(weeks, wednesday, tick(TUESDAY));
    togglePresence(weeks, wednesday, { ...tick(MONDAY), isPresent: false });
    togglePresence(weeks, wednesday, { ...tick(TUESDAY), isPresent: false });
    expect(listStoredVisits(weeks.doc(MONDAY))).toEqual([]);
    expect(recordOf(weeks, MONDAY, TUESDAY)).toMatchObject({ present: false, chargeCents: 0 });
    expect(recordOf(weeks, TUESDAY)).toMatchObject({ present: false });
  });
});

describe('editDayTimes', () => {
  const day = {
    customerId: CHILD,
    date: MONDAY,
    arrivalTime: '09:15',
    departureTime: '16:45',
    newVisitId: 'grid-1',
  };

  it('gives a day without visits one, with the reason; early and late follow the times', () => {
    const weeks = weeksInMemory();
    togglePresence(weeks, at(TUESDAY, '09:00'), { ...day, isPresent: true });
    editDayTimes(weeks, at(TUESDAY, '09:00'), { ...day, pickupReason: '  Dentist  ' });
    expect(recordOf(weeks, MONDAY, TUESDAY)).toMatchObject({
      withoutTimes: false,
      visits: [{ arrival: '09:15', departure: '16:45', source: 'grid' }],
      late: true,
      chargeCents: 9375,
    });
    expect(getAttendanceDay(weeks.doc(MONDAY), CHILD, MONDAY)).toMatchObject({
      isPresent: false,
      pickupReason: 'Dentist',
    });
    editDayTimes(weeks, at(TUESDAY, '09:00'), { ...day, departureTime: '15:00' });
    expect(recordOf(weeks, MONDAY, TUESDAY)).toMatchObject({ early: true, departure: '15:00' });
    expect(listStoredVisits(weeks.doc(MONDAY))).toHaveLength(1);
    editDayTimes(weeks, at(TUESDAY, '09:00'), { ...day, departureTime: '16:00', pickupReason: '' });
    expect(getAttendanceDay(weeks.doc(MONDAY), CHILD, MONDAY)?.pickupReason).toBeNull();
  });

  it('corrects a departure the desk recorded, which every view then shows', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '07:47'), { ...desk('v1'), droppedOffBy: ana });
    checkOut(weeks, at(MONDAY, '07:50'), { customerId: CHILD, collectedBy: ana });
    editDayTimes(weeks, at(MONDAY, '18:00'), {
      ...day,
      arrivalTime: '07:47',
      departureTime: '17:30',
      pickupReason: 'Stayed for the party',
    });
    expect(recordOf(weeks, MONDAY)).toMatchObject({
      visits: [{ arrival: '07:47', departure: '17:30', droppedOffBy: ana, collectedBy: ana }],
      late: true,
      chargeCents: 12146,
    });
  });

  it('corrects one visit of several by its id, and refuses one that would overlap another', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '07:47'), desk('v1'));
    checkOut(weeks, at(MONDAY, '07:51'), { customerId: CHILD });
    checkIn(weeks, at(MONDAY, '08:05'), desk('v2'));
    checkOut(weeks, at(MONDAY, '16:00'), { customerId: CHILD });
    const edit = (input: Partial<DayTimesInput>) =>
      editDayTimes(weeks, at(MONDAY, '18:00'), { ...day, ...input });
    edit({ visitId: 'v1', arrivalTime: '07:45', departureTime: '07:55' });
    expect(() => edit({ visitId: 'v1', arrivalTime: '07:45', departureTime: '08:10' })).toThrow(
      'These times overlap another visit of the day; correct that visit first',
    );
    expect(() => edit({ visitId: 'nope' })).toThrow(DayTimesRefusal);
    expect(recordOf(weeks, MONDAY).visits.map((each) => [each.arrival, each.departure])).toEqual([
      ['07:45', '07:55'],
      ['08:05', '16:00'],
    ]);
    // Without an id: the day's first arrival and last departure.
    edit({ arrivalTime: '07:40', departureTime: '16:10', pickupReason: 'Late bus' });
    expect(recordOf(weeks, MONDAY)).toMatchObject({ arrival: '07:40', departure: '16:10' });
  });

  it('keeps today’s last visit open when no departure is given, and no earlier one', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '08:05'), desk('v1'));
    editDayTimes(weeks, at(MONDAY, '09:00'), { ...day, arrivalTime: '08:00', departureTime: null });
    expect(recordOf(weeks, MONDAY)).toMatchObject({ inProgress: true, arrival: '08:00' });
    expect(() =>
      editDayTimes(weeks, at(TUESDAY, '09:00'), { ...day, departureTime: null }),
    ).toThrow('Give the departure time');
  });

  it('refuses a departure not after the arrival and an early or late pick-up without a reason', () => {
    const weeks = weeksInMemory();
    const refused = (times: Partial<DayTimesInput>) => () =>
      editDayTimes(weeks, at(TUESDAY, '09:00'), { ...day, departureTime: '16:00', ...times });
    expect(refused({ arrivalTime: '15:00', departureTime: '09:00' })).toThrow(
      new DayTimesRefusal('The departure must be after the arrival'),
    );
    expect(refused({ departureTime: '15:30', pickupReason: '  ' })).toThrow(
      'Give a reason for the early or late pick-up',
    );
    expect(refused({ departureTime: '16:30' })).toThrow(DayTimesRefusal);
    // Nothing of a refused edit is kept.
    expect(listStoredVisits(weeks.doc(MONDAY))).toEqual([]);
    editDayTimes(weeks, at(TUESDAY, '09:00'), { ...day, departureTime: '16:00' });
    expect(recordOf(weeks, MONDAY, TUESDAY).departure).toBe('16:00');
  });
});

describe('a kiosk and a staff tablet, offline, on one child', () => {
  const sync = (a: Y.Doc, b: Y.Doc) => {
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
  };

  it("make one stay with the kiosk's drop-off, closed by the kiosk's pick-up on both", () => {
    const kiosk = new Y.Doc();
    const tablet = new Y.Doc();
    checkIn(oneWeekDoc(tablet), at(MONDAY, '08:00'), desk('tablet'));
    checkIn(oneWeekDoc(kiosk), at(MONDAY, '08:02'), {
      customerId: CHILD,
      visitId: 'kiosk',
      source: 'kiosk',
      droppedOffBy: ana,
      atKiosk: { kiosk: door, signature: 'sig-in' },
    });
    sync(kiosk, tablet);
    const [stay] = listVisits(tablet);
    expect(stay).toMatchObject({ id: 'tablet', droppedOffBy: ana, checkInSignature: 'sig-in' });
    checkOut(oneWeekDoc(kiosk), at(MONDAY, '15:30'), {
      customerId: CHILD,
      collectedBy: rosa,
      atKiosk: { kiosk: door },
    });
    sync(kiosk, tablet);
    expect(listVisits(tablet)).toMatchObject([
      { droppedOffBy: ana, pickedUpBy: rosa, checkOutKiosk: door, sourceIds: ['tablet', 'kiosk'] },
    ]);
    // Every stored visit closed with the pick-up, and the kiosk's keeps its drop-off.
    const stored = listStoredVisits(tablet).sort((a, b) => a.id.localeCompare(b.id));
    expect(stored).toMatchObject([
      { id: 'kiosk', droppedOffBy: ana, pickedUpBy: rosa, source: 'kiosk' },
      { id: 'tablet', pickedUpBy: rosa, source: 'desk' },
    ]);
  });
});

describe('undoableStay', () => {
  const closedAt = (checkOutTime: string | null) => ({ checkOutTime });
  const now = new Date('2026-11-16T15:10:00.000Z');

  it('offers the last stay closed in the last 10 minutes, and nothing once the child is back', () => {
    const stay = closedAt('2026-11-16T15:00:00.000Z');
    expect(undoableStay([stay], now)).toBe(stay);
    expect(undoableStay([stay, closedAt(null)], now)).toBeNull();
    expect(undoableStay([closedAt('2026-11-16T14:59:59.000Z')], now)).toBeNull();
    expect(undoableStay([], now)).toBeNull();
  });

  it('offers a check-out stamped up to a minute after a screen’s minute clock, and no later', () => {
    const justNow = closedAt('2026-11-16T15:10:40.000Z');
    expect(undoableStay([justNow], now)).toBe(justNow);
    expect(undoableStay([closedAt('2026-11-16T15:11:01.000Z')], now)).toBeNull();
  });
});
