import { describe, expect, it } from 'vitest';
import { stayMinutes, totalHoursOfStays } from './stay-time.ts';

const NOON = new Date('2026-11-23T12:00:00Z');

describe('stayMinutes', () => {
  it('counts a closed stay to its check-out and an open one to now', () => {
    const closed = { checkInTime: '2026-11-23T08:00:00Z', checkOutTime: '2026-11-23T11:20:00Z' };
    expect(stayMinutes(closed, NOON)).toBe(200);
    expect(stayMinutes({ checkInTime: '2026-11-23T11:15:00Z', checkOutTime: null }, NOON)).toBe(45);
  });

  it('never counts below 0 when the check-in is ahead of this clock', () => {
    expect(stayMinutes({ checkInTime: '2026-11-23T12:01:00Z', checkOutTime: null }, NOON)).toBe(0);
  });
});

describe('totalHoursOfStays', () => {
  it('adds the minutes of every stay and shows hours to one decimal', () => {
    const stays = [
      { checkInTime: '2026-11-23T08:00:00Z', checkOutTime: '2026-11-23T11:20:00Z' },
      { checkInTime: new Date('2026-11-23T11:15:00Z'), checkOutTime: null },
    ];
    // 200 + 45 minutes is 4.083 hours.
    expect(totalHoursOfStays(stays, NOON)).toBe(4.1);
    expect(totalHoursOfStays([], NOON)).toBe(0);
  });
});
