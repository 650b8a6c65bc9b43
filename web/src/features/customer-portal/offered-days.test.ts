import { describe, expect, it } from 'vitest';
import {
  isWeekOver,
  offerDays,
  offeredDays,
  SCHEDULED_DAYS_PASSED,
  WEEK_OVER,
} from './offered-days.ts';

// The week of Monday 11-23-2026; the family is scheduled Monday, Wednesday and Friday.
const MONDAY = '2026-11-23';
const SCHEDULED = ['2026-11-23', '2026-11-25', '2026-11-27'];
const NONE = 'No scheduled days this week';
const weekOn = (today: string) => ({ monday: MONDAY, today });

describe('the days an answer dialog offers', () => {
  it('offers every day of the week on its Monday', () => {
    expect(offerDays(weekOn(MONDAY), SCHEDULED, NONE)).toEqual({ days: SCHEDULED, none: null });
  });

  it('offers today and the days after it, never a day already past', () => {
    expect(offerDays(weekOn('2026-11-25'), SCHEDULED, NONE)).toEqual({
      days: ['2026-11-25', '2026-11-27'],
      none: null,
    });
    expect(offerDays(weekOn('2026-11-26'), SCHEDULED, NONE).days).toEqual(['2026-11-27']);
  });

  it('offers the whole of a week still to come', () => {
    expect(offerDays(weekOn('2026-11-20'), SCHEDULED, NONE).days).toEqual(SCHEDULED);
  });

  it('says the scheduled days have passed when only other weekdays are left', () => {
    expect(offerDays(weekOn('2026-11-26'), ['2026-11-23', '2026-11-25'], NONE)).toEqual({
      days: [],
      none: SCHEDULED_DAYS_PASSED,
    });
  });

  it('keeps the spec’s empty state for a family with no days that week', () => {
    expect(offerDays(weekOn('2026-11-24'), [], NONE)).toEqual({ days: [], none: NONE });
  });

  it('says the week is over once its Friday has passed, also on the weekend', () => {
    for (const today of ['2026-11-28', '2026-11-29', '2026-12-02']) {
      expect(offerDays(weekOn(today), SCHEDULED, NONE)).toEqual({ days: [], none: WEEK_OVER });
      expect(offerDays(weekOn(today), [], NONE).none).toBe(WEEK_OVER);
    }
  });
});

describe('a week that is over', () => {
  it('is over from the Saturday after its Friday, not on the Friday', () => {
    expect(isWeekOver(MONDAY, '2026-11-27')).toBe(false);
    expect(isWeekOver(MONDAY, '2026-11-28')).toBe(true);
    expect(isWeekOver(MONDAY, '2026-11-16')).toBe(false);
  });
});

describe('the extra days on offer', () => {
  it('are the family’s other weekdays from today on', () => {
    const open = ['2026-11-24', '2026-11-26'];
    expect(offeredDays(weekOn('2026-11-24'), open)).toEqual(open);
    expect(offeredDays(weekOn('2026-11-25'), open)).toEqual(['2026-11-26']);
    expect(offeredDays(weekOn('2026-11-27'), open)).toEqual([]);
  });
});
