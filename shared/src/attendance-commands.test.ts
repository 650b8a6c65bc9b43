import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  checkIn,
  checkOut,
  type DayTimesInput,
  DayTimesRefusal,
  editDayTimes,
  oneWeekDoc,
  pickupFlags,
  togglePresence,
  type WeekDocs,
} from './attendance-commands.ts';
import {
  getAttendanceDay,
  listClientDayCosts,
  listStoredVisits,
  listVisits,
} from './docs/week-doc.ts';
import { facilityClock, instantAt } from './facility-clock.ts';

const ZONE = 'America/Los_Angeles';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const CHILD = 'child-1';

// Week documents as a tablet holds them: every week it has, any of which may hold an open stay.
function weeksInMemory(): WeekDocs & { doc(monday: string): Y.Doc } {
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
  };
}

function at(date: string, time: string) {
  return facilityClock(ZONE, () => instantAt(date, time, ZONE));
}

describe('checkIn', () => {
  it("puts a 16:30 check-in on the facility's date, however late it is in UTC", () => {
    const weeks = weeksInMemory();
    const visit = checkIn(weeks, at(MONDAY, '16:30'), { customerId: CHILD, visitId: 'v1' });
    expect(visit.date).toBe(MONDAY);
    expect(visit.checkInTime).toBe('2026-11-24T00:30:00.000Z');
    const day = getAttendanceDay(weeks.doc(MONDAY), CHILD, MONDAY);
    expect(day).toMatchObject({ isPresent: true, arrivalTime: '16:30', departureTime: null });
  });

  it('keeps the open stay on a second tap, and the first arrival on a second stay', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '07:30'), { customerId: CHILD, visitId: 'v1' });
    const again = checkIn(weeks, at(MONDAY, '07:31'), { customerId: CHILD, visitId: 'v2' });
    expect(again.id).toBe('v1');
    checkOut(weeks, at(MONDAY, '12:00'), { customerId: CHILD });
    checkIn(weeks, at(MONDAY, '13:00'), { customerId: CHILD, visitId: 'v3' });
    expect(listVisits(weeks.doc(MONDAY))).toHaveLength(2);
    expect(getAttendanceDay(weeks.doc(MONDAY), CHILD, MONDAY)?.arrivalTime).toBe('07:30');
  });

  it('writes a Sunday-night check-in to the week before', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at('2026-11-29', '23:30'), { customerId: CHILD, visitId: 'v1' });
    expect(listVisits(weeks.doc(MONDAY))[0]?.date).toBe('2026-11-29');
    expect(listVisits(weeks.doc('2026-11-30'))).toEqual([]);
  });

  it('closes a stay forgotten yesterday at closing time before checking in today', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '07:30'), { customerId: CHILD, visitId: 'v1' });
    checkIn(weeks, at(TUESDAY, '07:45'), { customerId: CHILD, visitId: 'v2' });
    const [monday, tuesday] = listVisits(weeks.doc(MONDAY));
    expect(monday?.checkOutTime).toBe(instantAt(MONDAY, '16:00', ZONE).toISOString());
    expect(getAttendanceDay(weeks.doc(MONDAY), CHILD, MONDAY)?.departureTime).toBe('16:00');
    expect(tuesday).toMatchObject({ date: TUESDAY, checkOutTime: null });
  });

  it('closes a stay forgotten last Friday, in its own week, at its check-in when after 16:00', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at('2026-11-20', '17:10'), { customerId: CHILD, visitId: 'v1' });
    checkIn(weeks, at(MONDAY, '07:30'), { customerId: CHILD, visitId: 'v2' });
    const [friday] = listVisits(weeks.doc('2026-11-16'));
    expect(friday?.checkOutTime).toBe(friday?.checkInTime);
  });
});

describe('checkOut', () => {
  it('closes every stored visit of the stay and records the departure on the wall clock', () => {
    const weeks = weeksInMemory();
    const doc = weeks.doc(MONDAY);
    checkIn(weeks, at(MONDAY, '07:30'), { customerId: CHILD, visitId: 'v1' });
    // A second tablet's offline check-in of the same child, merged into the same stay.
    const other = new Y.Doc();
    checkIn(
      { write: (_, change) => change(other), weeksWithOpenStays: () => [] },
      at(MONDAY, '07:32'),
      { customerId: CHILD, visitId: 'v2' },
    );
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other));
    const left = checkOut(weeks, at(MONDAY, '16:30'), { customerId: CHILD });
    expect(left?.sourceIds).toEqual(['v1', 'v2']);
    expect(listStoredVisits(doc).every((visit) => visit.checkOutTime === left?.checkOutTime)).toBe(
      true,
    );
    expect(getAttendanceDay(doc, CHILD, MONDAY)?.departureTime).toBe('16:30');
  });

  it('answers null for a child not checked in today, after closing a forgotten stay', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '08:00'), { customerId: CHILD, visitId: 'v1' });
    expect(checkOut(weeks, at(TUESDAY, '09:00'), { customerId: CHILD })).toBeNull();
    expect(listVisits(weeks.doc(MONDAY))[0]?.checkOutTime).not.toBeNull();
  });

  it("closes a stay at its check-in when the check-out's moment is earlier", () => {
    // A kiosk's check-out queued offline at 09:50, sent after a tablet checked the child in at 10:00.
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '10:00'), { customerId: CHILD, visitId: 'v1' });
    const left = checkOut(weeks, at(MONDAY, '09:50'), {
      customerId: CHILD,
      attribution: { pickedUpBy: { contactId: 'c1', name: 'Ana Lopez', relationship: 'mother' } },
    });
    const checkedIn = instantAt(MONDAY, '10:00', ZONE).toISOString();
    expect(left).toMatchObject({ checkInTime: checkedIn, checkOutTime: checkedIn });
    expect(listStoredVisits(weeks.doc(MONDAY))[0]).toMatchObject({
      checkOutTime: checkedIn,
      pickedUpBy: { name: 'Ana Lopez' },
    });
    expect(getAttendanceDay(weeks.doc(MONDAY), CHILD, MONDAY)?.departureTime).toBe('10:00');
  });

  it('keeps a check-out at or after the check-in as it was sent', () => {
    const weeks = weeksInMemory();
    checkIn(weeks, at(MONDAY, '10:00'), { customerId: CHILD, visitId: 'v1' });
    const left = checkOut(weeks, at(MONDAY, '10:00'), { customerId: CHILD });
    expect(left?.checkOutTime).toBe(instantAt(MONDAY, '10:00', ZONE).toISOString());
  });
});

describe('togglePresence', () => {
  it('marks the day and writes no price: the server prices a day, never a device', () => {
    const weeks = weeksInMemory();
    togglePresence(weeks, { customerId: CHILD, date: TUESDAY, isPresent: true });
    expect(getAttendanceDay(weeks.doc(MONDAY), CHILD, TUESDAY)).toMatchObject({
      isPresent: true,
      keptPrice: null,
    });
    expect(listClientDayCosts(weeks.doc(MONDAY))).toEqual([]);
  });
});

describe('editDayTimes', () => {
  it("prices the times at the child's rate and sets the pick-up flags and reason", () => {
    const weeks = weeksInMemory();
    const day = {
      customerId: CHILD,
      date: MONDAY,
      arrivalTime: '09:15',
      departureTime: '16:45',
    };
    editDayTimes(weeks, { ...day, pickupReason: '  Dentist  ' });
    expect(getAttendanceDay(weeks.doc(MONDAY), CHILD, MONDAY)).toMatchObject({
      keptPrice: null,
      isEarlyPickup: false,
      isLatePickup: true,
      pickupReason: 'Dentist',
    });
    editDayTimes(weeks, { ...day, departureTime: '15:00' });
    expect(listClientDayCosts(weeks.doc(MONDAY))).toEqual([]);
    expect(getAttendanceDay(weeks.doc(MONDAY), CHILD, MONDAY)).toMatchObject({
      departureTime: '15:00',
      isEarlyPickup: true,
      pickupReason: 'Dentist',
    });
    editDayTimes(weeks, { ...day, departureTime: '16:00', pickupReason: '' });
    expect(getAttendanceDay(weeks.doc(MONDAY), CHILD, MONDAY)?.pickupReason).toBeNull();
  });

  it('refuses a departure not after the arrival and an early or late pick-up without a reason', () => {
    const weeks = weeksInMemory();
    const day = { customerId: CHILD, date: MONDAY };
    const refused = (times: Partial<DayTimesInput>) => () =>
      editDayTimes(weeks, { ...day, arrivalTime: '09:00', departureTime: '16:00', ...times });
    expect(refused({ arrivalTime: '15:00', departureTime: '09:00' })).toThrow(
      new DayTimesRefusal('The departure must be after the arrival'),
    );
    expect(refused({ departureTime: '09:00' })).toThrow(DayTimesRefusal);
    expect(refused({ departureTime: '15:30', pickupReason: '  ' })).toThrow(
      'Give a reason for the early or late pick-up',
    );
    expect(refused({ departureTime: '16:30' })).toThrow(DayTimesRefusal);
    // Nothing of a refused edit is kept.
    expect(getAttendanceDay(weeks.doc(MONDAY), CHILD, MONDAY)).toBeNull();
    editDayTimes(weeks, { ...day, arrivalTime: '09:00', departureTime: '16:00' });
    expect(getAttendanceDay(weeks.doc(MONDAY), CHILD, MONDAY)?.departureTime).toBe('16:00');
  });
});

describe('pickupFlags', () => {
  it('calls 16:00 on time, a minute before early and a minute after late', () => {
    expect(pickupFlags('16:00')).toEqual({ isEarlyPickup: false, isLatePickup: false });
    expect(pickupFlags('15:59')).toEqual({ isEarlyPickup: true, isLatePickup: false });
    expect(pickupFlags('16:01')).toEqual({ isEarlyPickup: false, isLatePickup: true });
  });
});

describe('a kiosk and a staff tablet, offline, on one child', () => {
  const ana = { contactId: 'ana', name: 'Ana Lopez', relationship: 'mother' };
  const rosa = { contactId: 'rosa', name: 'Rosa Diaz', relationship: 'aunt' };
  const door = { deviceId: 'door', name: 'Front door' };
  const sync = (a: Y.Doc, b: Y.Doc) => {
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
  };

  it("make one stay with the kiosk's drop-off, closed by the kiosk's pick-up on both", () => {
    const kiosk = new Y.Doc();
    const tablet = new Y.Doc();
    checkIn(oneWeekDoc(tablet), at(MONDAY, '08:00'), { customerId: CHILD, visitId: 'tablet' });
    checkIn(oneWeekDoc(kiosk), at(MONDAY, '08:02'), {
      customerId: CHILD,
      visitId: 'kiosk',
      attribution: { droppedOffBy: ana, checkInKiosk: door, checkInSignature: 'sig-in' },
    });
    sync(kiosk, tablet);
    const [stay] = listVisits(tablet);
    expect(stay).toMatchObject({ id: 'tablet', droppedOffBy: ana, checkInSignature: 'sig-in' });
    checkOut(oneWeekDoc(kiosk), at(MONDAY, '15:30'), {
      customerId: CHILD,
      attribution: { pickedUpBy: rosa, checkOutKiosk: door },
    });
    sync(kiosk, tablet);
    expect(listVisits(tablet)).toMatchObject([
      { droppedOffBy: ana, pickedUpBy: rosa, checkOutKiosk: door, sourceIds: ['tablet', 'kiosk'] },
    ]);
    // Every stored visit closed with the pick-up, and the kiosk's keeps its drop-off.
    const stored = listStoredVisits(tablet).sort((a, b) => a.id.localeCompare(b.id));
    expect(stored).toMatchObject([
      { id: 'kiosk', droppedOffBy: ana, pickedUpBy: rosa },
      { id: 'tablet', pickedUpBy: rosa },
    ]);
  });
});
