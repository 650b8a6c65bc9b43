import { attendanceDayKey, listAttendance, setAttendance } from '@cubby/shared/docs';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { reuseUnchangedDays } from './reuse-unchanged-days.ts';

const monday = '2026-11-16';
const tuesday = '2026-11-17';

function weekWithTwoDays(): Y.Doc {
  const doc = new Y.Doc();
  setAttendance(doc, 'ada', monday, { isPresent: true });
  setAttendance(doc, 'bo', tuesday, { isPresent: true, arrivalTime: '08:00' });
  return doc;
}

describe('reuseUnchangedDays', () => {
  it('hands back the earlier object of every day a change left alone, and a new one for the changed day', () => {
    const doc = weekWithTwoDays();
    const first = listAttendance(doc);
    setAttendance(doc, 'bo', tuesday, { departureTime: '17:00' });
    const second = reuseUnchangedDays(first, listAttendance(doc));
    expect(second.get(attendanceDayKey('ada', monday))).toBe(
      first.get(attendanceDayKey('ada', monday)),
    );
    expect(second.get(attendanceDayKey('bo', tuesday))).not.toBe(
      first.get(attendanceDayKey('bo', tuesday)),
    );
    expect(second.get(attendanceDayKey('bo', tuesday))?.departureTime).toBe('17:00');
  });

  it('keeps a new day and drops a day the document no longer holds', () => {
    const doc = weekWithTwoDays();
    const first = listAttendance(doc);
    setAttendance(doc, 'cy', monday, { isPresent: true });
    const second = reuseUnchangedDays(first, listAttendance(doc));
    expect(second.get(attendanceDayKey('cy', monday))?.isPresent).toBe(true);
    expect(reuseUnchangedDays(second, new Map()).size).toBe(0);
  });

  it('reads the first time as it is', () => {
    const days = listAttendance(weekWithTwoDays());
    expect(reuseUnchangedDays(undefined, days)).toBe(days);
  });
});
