import { describe, expect, it } from 'vitest';
import { mergeVisits, type Visit } from './visit-merge.ts';

const at = (time: string) => `2026-11-17T${time}:00.000Z`;
const visit = (id: string, checkIn: string, checkOut: string | null = null): Visit => ({
  id,
  customerId: 'ada',
  date: '2026-11-17',
  checkInTime: at(checkIn),
  checkOutTime: checkOut ? at(checkOut) : null,
});

describe('mergeVisits', () => {
  it('shows two open check-ins of one child as one stay from the earlier one', () => {
    const stays = mergeVisits([visit('b', '09:02'), visit('a', '09:00')]);
    expect(stays).toEqual([{ ...visit('a', '09:00'), sourceIds: ['a', 'b'] }]);
  });

  it('ends a merged stay at the first check-out, whichever device made it', () => {
    const stays = mergeVisits([visit('a', '09:00'), visit('b', '09:05', '12:00')]);
    expect(stays).toEqual([{ ...visit('a', '09:00', '12:00'), sourceIds: ['a', 'b'] }]);
  });

  it('keeps a visit that began after the child left as a new stay', () => {
    const stays = mergeVisits([visit('a', '09:00', '11:00'), visit('b', '13:00')]);
    expect(stays.map((stay) => stay.id)).toEqual(['a', 'b']);
  });

  it('never merges different children or different days', () => {
    const other = { ...visit('b', '09:00'), customerId: 'grace' };
    const nextDay = {
      ...visit('c', '09:00'),
      date: '2026-11-18',
      checkInTime: '2026-11-18T09:00:00.000Z',
    };
    expect(mergeVisits([visit('a', '09:00'), other, nextDay])).toHaveLength(3);
  });

  it('gives the same result in any order (every device agrees)', () => {
    const visits = [visit('c', '09:00'), visit('a', '09:00'), visit('b', '09:01', '10:00')];
    const expected = mergeVisits(visits);
    expect(mergeVisits([...visits].reverse())).toEqual(expected);
    expect(expected[0]?.id).toBe('a');
  });
});
