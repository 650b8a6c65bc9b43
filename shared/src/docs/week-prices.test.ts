import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  attendanceMap,
  getAttendanceDay,
  listAttendance,
  listClientDayCosts,
  removeClientDayCost,
  setAttendance,
} from './week-doc.ts';
import { readWeekKeyChange } from './week-key-change.ts';
import { getKeptPrice, KEPT_PRICES, keepDayPrice } from './week-prices.ts';

const WEDNESDAY = '2026-11-18';

describe('kept prices', () => {
  it("join the day they price, and null lets the child's rate price it again", () => {
    const doc = new Y.Doc();
    setAttendance(doc, 'ada', WEDNESDAY, { isPresent: true });
    keepDayPrice(doc, 'ada', WEDNESDAY, 7500);
    expect(getKeptPrice(doc, 'ada', WEDNESDAY)).toBe('75.00');
    expect(getAttendanceDay(doc, 'ada', WEDNESDAY)?.keptPrice).toBe('75.00');
    expect(listAttendance(doc).get(`ada|${WEDNESDAY}`)?.keptPrice).toBe('75.00');
    keepDayPrice(doc, 'ada', WEDNESDAY, null);
    expect(getAttendanceDay(doc, 'ada', WEDNESDAY)?.keptPrice).toBeNull();
  });

  it('are never negative: the server refuses to keep one, and a stored one reads as none', () => {
    const doc = new Y.Doc();
    setAttendance(doc, 'ada', WEDNESDAY, { isPresent: true });
    expect(() => keepDayPrice(doc, 'ada', WEDNESDAY, -500_000)).toThrow(RangeError);
    doc.getMap(KEPT_PRICES).set(`ada|${WEDNESDAY}`, '-5000.00');
    expect(getKeptPrice(doc, 'ada', WEDNESDAY)).toBeNull();
  });
});

describe('costs a device wrote into a day', () => {
  it('are no field of the day, are listed for the carry-over, and read as a cost sent', () => {
    const doc = new Y.Doc();
    setAttendance(doc, 'ada', WEDNESDAY, { isPresent: true });
    attendanceMap(doc).set(`ada|${WEDNESDAY}|dailyCost`, '-5000.00');
    expect(getAttendanceDay(doc, 'ada', WEDNESDAY)).not.toHaveProperty('dailyCost');
    expect(listClientDayCosts(doc)).toEqual([
      { customerId: 'ada', date: WEDNESDAY, cost: '-5000.00' },
    ]);
    expect(
      readWeekKeyChange('attendance', `ada|${WEDNESDAY}|dailyCost`, undefined, '-5000.00'),
    ).toEqual({ record: 'clientCost', customerId: 'ada', date: WEDNESDAY });
    removeClientDayCost(doc, 'ada', WEDNESDAY);
    expect(listClientDayCosts(doc)).toEqual([]);
  });
});
