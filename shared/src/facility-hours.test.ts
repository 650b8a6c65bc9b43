import { describe, expect, it } from 'vitest';
import {
  dayOfWeekOf,
  hoursOn,
  isEarlyDeparture,
  isLateDeparture,
  openOn,
  SPEC_DAY_HOURS,
} from './facility-hours.ts';
import { openingHoursSchema, standardDaySchema } from './schemas/facility-hours.ts';

const seven: Parameters<typeof hoursOn>[0][number] = {
  from: '2026-12-14',
  openingHours: { mon: { open: '07:00', close: '18:00' } },
  standardDay: { start: '07:30', end: '17:30' },
};

describe('the centre’s hours', () => {
  it('are the spec’s until the owner sets others, and judge a day by those in force on it', () => {
    expect(hoursOn([], '2026-12-07')).toEqual(SPEC_DAY_HOURS);
    expect(hoursOn([seven], '2026-12-11')).toEqual(SPEC_DAY_HOURS);
    expect(hoursOn([seven], '2026-12-14').standardDay).toEqual({ start: '07:30', end: '17:30' });
    const later = { ...seven, from: '2027-01-04', standardDay: { start: '08:00', end: '17:00' } };
    expect(hoursOn([later, seven], '2026-12-31').standardDay.end).toBe('17:30');
    expect(hoursOn([later, seven], '2027-01-04').standardDay.end).toBe('17:00');
  });

  it('open Monday to Friday by the spec, and not on a closure', () => {
    expect(dayOfWeekOf('2026-12-07')).toBe('mon');
    expect(dayOfWeekOf('2026-12-13')).toBe('sun');
    expect(openOn(SPEC_DAY_HOURS, [], '2026-12-11')).toEqual({ open: '10:00', close: '16:00' });
    expect(openOn(SPEC_DAY_HOURS, [], '2026-12-12')).toBeNull();
    expect(openOn(SPEC_DAY_HOURS, ['2026-12-25'], '2026-12-25')).toBeNull();
    expect(openOn(SPEC_DAY_HOURS, new Set(['2026-12-24']), '2026-12-24')).toBeNull();
  });

  it('call a departure before the standard day’s end early, after it late, at it neither', () => {
    const day = { start: '07:30', end: '17:30' };
    expect([isEarlyDeparture('17:29', day), isLateDeparture('17:29', day)]).toEqual([true, false]);
    expect([isEarlyDeparture('17:30', day), isLateDeparture('17:30', day)]).toEqual([false, false]);
    expect([isEarlyDeparture('17:31', day), isLateDeparture('17:31', day)]).toEqual([false, true]);
  });

  it('refuse hours that close before they open, and unknown days', () => {
    expect(openingHoursSchema.safeParse({ mon: { open: '18:00', close: '07:00' } }).success).toBe(
      false,
    );
    expect(
      openingHoursSchema.safeParse({ funday: { open: '07:00', close: '18:00' } }).success,
    ).toBe(false);
    expect(openingHoursSchema.parse({ sat: { open: '08:00', close: '12:00' } })).toEqual({
      sat: { open: '08:00', close: '12:00' },
    });
    expect(standardDaySchema.safeParse({ start: '16:00', end: '10:00' }).success).toBe(false);
  });
});
