import { checkIn, checkOut, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { readWeekRecords } from '@cubby/shared/day-record';
import { attendanceDayKey, setAttendance } from '@cubby/shared/docs';
import { facilityClock, instantAt } from '@cubby/shared/facility-clock';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { reuseUnchangedDays } from './reuse-unchanged-days.ts';

const ZONE = 'America/Los_Angeles';
const monday = '2026-11-16';
const tuesday = '2026-11-17';
const at = (time: string) => facilityClock(ZONE, () => instantAt(tuesday, time, ZONE));
const read = (doc: Y.Doc) =>
  readWeekRecords(doc, { today: tuesday, timeZone: ZONE, hours: [], rateOf: () => 1250 });

function weekWithTwoDays(): Y.Doc {
  const doc = new Y.Doc();
  setAttendance(doc, 'ada', monday, { isPresent: true });
  checkIn(oneWeekDoc(doc), at('08:00'), { customerId: 'bo', visitId: 'v1', source: 'desk' });
  return doc;
}

describe('reuseUnchangedDays', () => {
  it('hands back the earlier object of every day a change left alone, and a new one for the changed day', () => {
    const doc = weekWithTwoDays();
    const first = read(doc);
    checkOut(oneWeekDoc(doc), at('17:00'), { customerId: 'bo' });
    const second = reuseUnchangedDays(first, read(doc));
    expect(second.get(attendanceDayKey('ada', monday))).toBe(
      first.get(attendanceDayKey('ada', monday)),
    );
    expect(second.get(attendanceDayKey('bo', tuesday))).not.toBe(
      first.get(attendanceDayKey('bo', tuesday)),
    );
    expect(second.get(attendanceDayKey('bo', tuesday))?.departure).toBe('17:00');
  });

  it('keeps a new day and drops a day the document no longer holds', () => {
    const doc = weekWithTwoDays();
    const first = read(doc);
    setAttendance(doc, 'cy', monday, { isPresent: true });
    const second = reuseUnchangedDays(first, read(doc));
    expect(second.get(attendanceDayKey('cy', monday))?.present).toBe(true);
    expect(reuseUnchangedDays(second, new Map()).size).toBe(0);
  });

  it('reads the first time as it is', () => {
    const days = read(weekWithTwoDays());
    expect(reuseUnchangedDays(undefined, days)).toBe(days);
  });
});
