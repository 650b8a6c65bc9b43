import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readSchemaVersion } from './doc-meta.ts';
import {
  attendanceMap,
  closeStay,
  EMPTY_ATTENDANCE,
  getAttendanceDay,
  getStoredVisit,
  listAttendance,
  listLegacyDays,
  listStoredVisits,
  listStoredVisitsWhere,
  listVisits,
  putVisit,
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
    setAttendance(office, 'ada', WEDNESDAY, { pickupReason: 'Nap ran long' });
    sync(door, office);
    for (const doc of [door, office]) {
      expect(getAttendanceDay(doc, 'ada', WEDNESDAY)).toMatchObject({
        isPresent: true,
        pickupReason: 'Nap ran long',
      });
      expect(listAttendance(doc).size).toBe(1);
    }
  });

  it('agree on one value when two devices change the same field', () => {
    const door = new Y.Doc();
    const office = new Y.Doc();
    setAttendance(door, 'ada', WEDNESDAY, { pickupReason: 'Dentist' });
    setAttendance(office, 'ada', WEDNESDAY, { pickupReason: 'Bus' });
    sync(door, office);
    expect(getAttendanceDay(door, 'ada', WEDNESDAY)?.pickupReason).toBe(
      getAttendanceDay(office, 'ada', WEDNESDAY)?.pickupReason,
    );
  });

  it('read a value another device wrote badly as the default', () => {
    const doc = new Y.Doc();
    attendanceMap(doc).set(`ada|${WEDNESDAY}|isPresent`, 'yes');
    expect(getAttendanceDay(doc, 'ada', WEDNESDAY)).toEqual({
      ...EMPTY_ATTENDANCE,
      customerId: 'ada',
      date: WEDNESDAY,
      keptPrice: null,
    });
  });

  it('keep times out of a day: they live in visits, and older apps’ are read only to fold', () => {
    const doc = new Y.Doc();
    expect(() =>
      setAttendance(doc, 'ada', WEDNESDAY, { arrivalTime: '09:00' } as never),
    ).not.toThrow();
    expect(attendanceMap(doc).size).toBe(0);
    attendanceMap(doc).set(`ada|${WEDNESDAY}|arrivalTime`, '09:00');
    attendanceMap(doc).set(`ben|${WEDNESDAY}|isPresent`, false);
    expect(getAttendanceDay(doc, 'ada', WEDNESDAY)).toBeNull();
    expect([...listLegacyDays(doc).values()]).toEqual([
      {
        customerId: 'ada',
        date: WEDNESDAY,
        arrivalTime: '09:00',
        departureTime: null,
        isPresent: undefined,
      },
      {
        customerId: 'ben',
        date: WEDNESDAY,
        arrivalTime: null,
        departureTime: null,
        isPresent: false,
      },
    ]);
  });

  it('stamp the layout version', () => {
    const doc = new Y.Doc();
    setAttendance(doc, 'ada', WEDNESDAY, { isPresent: true });
    expect(readSchemaVersion(doc)).toBe(WEEK_DOC_VERSION);
  });
});

describe('visits', () => {
  const visit = (id: string, checkInTime: string) => ({
    id,
    customerId: 'ada',
    date: WEDNESDAY,
    checkInTime,
    checkOutTime: null,
  });

  it("close every device's visit behind a stay, and a later visit is a new stay", () => {
    const door = new Y.Doc();
    const office = new Y.Doc();
    putVisit(door, visit('door', '2026-11-18T09:00:00.000Z'));
    putVisit(office, visit('office', '2026-11-18T09:01:00.000Z'));
    sync(door, office);
    const [stay] = listVisits(door);
    expect(stay?.sourceIds).toEqual(['door', 'office']);
    if (stay) closeStay(door, stay, '2026-11-18T11:00:00.000Z');
    sync(door, office);
    putVisit(office, visit('later', '2026-11-18T13:00:00.000Z'));
    expect(listVisits(office).map((each) => [each.id, each.checkOutTime === null])).toEqual([
      ['door', false],
      ['later', true],
    ]);
  });

  it('close with who fetched the child, keeping every field the visits had', () => {
    const doc = new Y.Doc();
    const door = { deviceId: 'door', name: 'Front door' };
    const ana = { contactId: 'ana', name: 'Ana Lopez', relationship: 'mother' };
    putVisit(doc, { ...visit('kiosk', '2026-11-18T09:00:00.000Z'), droppedOffBy: ana });
    putVisit(doc, visit('tablet', '2026-11-18T09:01:00.000Z'));
    // A field this version does not know, as a newer device could write it.
    doc
      .getMap('visits')
      .set('tablet', { ...listStoredVisits(doc)[1], id: undefined, roomId: 'blue' });
    const [stay] = listVisits(doc);
    const pickedUpBy = { contactId: 'ben', name: 'Ben Lopez', relationship: 'uncle' };
    if (stay)
      closeStay(doc, stay, '2026-11-18T15:00:00.000Z', undefined, {
        pickedUpBy,
        checkOutKiosk: door,
      });
    expect(listVisits(doc)).toMatchObject([
      {
        droppedOffBy: ana,
        pickedUpBy,
        checkOutKiosk: door,
        checkOutTime: '2026-11-18T15:00:00.000Z',
      },
    ]);
    expect(doc.getMap('visits').get('tablet')).toMatchObject({ roomId: 'blue', pickedUpBy });
    expect(doc.getMap('visits').get('kiosk')).toMatchObject({ droppedOffBy: ana, pickedUpBy });
  });

  it("read only the wanted children's days, as the whole list filtered reads them", () => {
    const doc = new Y.Doc();
    putVisit(doc, visit('ada-wed', '2026-11-18T09:00:00.000Z'));
    putVisit(doc, { ...visit('ada-thu', '2026-11-19T09:00:00.000Z'), date: '2026-11-19' });
    putVisit(doc, { ...visit('ben-wed', '2026-11-18T09:05:00.000Z'), customerId: 'ben' });
    putVisit(doc, visit('ada-wed-2', '2026-11-18T13:00:00.000Z'));
    // Written badly by some device: neither list has it, and nothing throws.
    doc.getMap('visits').set('broken', { customerId: 'ada', date: WEDNESDAY, checkInTime: 'x' });
    doc.getMap('visits').set('number', 7);
    const wanted = (customerId: string, date: string) =>
      (customerId === 'ada' && date === WEDNESDAY) || customerId === 'ben';
    expect(listStoredVisitsWhere(doc, wanted)).toEqual(
      listStoredVisits(doc).filter((each) => wanted(each.customerId, each.date)),
    );
    expect(listStoredVisitsWhere(doc, wanted).map((each) => each.id)).toEqual([
      'ada-wed',
      'ben-wed',
      'ada-wed-2',
    ]);
    expect(getStoredVisit(doc, 'ada-thu')).toMatchObject({ id: 'ada-thu', date: '2026-11-19' });
    expect(getStoredVisit(doc, 'broken')).toBeNull();
    expect(getStoredVisit(doc, 'gone')).toBeNull();
  });

  it('refuse to store a visit that is not well formed', () => {
    const doc = new Y.Doc();
    expect(() => putVisit(doc, { ...visit('bad', 'yesterday') })).toThrow();
    expect(listStoredVisits(doc)).toEqual([]);
  });
});
