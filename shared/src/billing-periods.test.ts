import { describe, expect, it } from 'vitest';
import {
  dueDate,
  isClosed,
  nextPeriod,
  periodContaining,
  periodKeySchema,
  periodOfKey,
  periodsBetween,
  previousPeriod,
  statementDate,
  yearRange,
} from './billing-periods.ts';

describe('a weekly period', () => {
  it('runs Monday to Sunday, and a Sunday belongs to the week before', () => {
    expect(periodContaining('2026-11-29', 'weekly')).toEqual({
      key: '2026-11-23',
      cycle: 'weekly',
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(periodContaining('2026-11-30', 'weekly').key).toBe('2026-11-30');
  });

  it('crosses a year end in one piece', () => {
    const period = periodContaining('2027-01-01', 'weekly');
    expect([period.from, period.to]).toEqual(['2026-12-28', '2027-01-03']);
  });
});

describe('a monthly period', () => {
  it('is the calendar month, leap days included', () => {
    expect(periodContaining('2028-02-14', 'monthly')).toEqual({
      key: '2028-02',
      cycle: 'monthly',
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(periodContaining('2026-12-31', 'monthly').to).toBe('2026-12-31');
  });

  it('moves on to January after December', () => {
    expect(nextPeriod(periodContaining('2026-12-05', 'monthly')).key).toBe('2027-01');
    expect(previousPeriod(periodContaining('2027-01-05', 'monthly')).key).toBe('2026-12');
  });
});

describe('a period key', () => {
  it('names a week by its Monday and a month by YYYY-MM', () => {
    expect(periodOfKey('2026-11-23')?.to).toBe('2026-11-29');
    expect(periodOfKey('2026-11')?.to).toBe('2026-11-30');
  });

  it('names nothing for a Tuesday, a 13th month or text', () => {
    for (const key of ['2026-11-24', '2026-13', '2026-00', 'november', '', '2026-02-30']) {
      expect(periodOfKey(key), key).toBeNull();
      expect(periodKeySchema.safeParse(key).success, key).toBe(false);
    }
  });
});

describe('what a period sets', () => {
  const november = periodContaining('2026-11-10', 'monthly');

  it('makes its statement the day after it ends and falls due dueDays after', () => {
    expect(statementDate(november)).toBe('2026-12-01');
    expect(dueDate(november, 7)).toBe('2026-12-07');
    expect(dueDate(november, 0)).toBe('2026-11-30');
  });

  it('is closed only once its last day is over', () => {
    expect(isClosed(november, '2026-11-30')).toBe(false);
    expect(isClosed(november, '2026-12-01')).toBe(true);
  });

  it('lists the periods from one date to another, oldest first', () => {
    expect(periodsBetween('2026-11-29', '2026-12-07', 'weekly').map((p) => p.key)).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(periodsBetween('2026-11-15', '2027-01-02', 'monthly').map((p) => p.key)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });

  it('gives a calendar year its first and last day', () => {
    expect(yearRange(2026)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});
