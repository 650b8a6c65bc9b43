import { clockStoppedAt } from '@cubby/shared/facility-clock';
import { describe, expect, it } from 'vitest';
import { currentMonday } from './facility-clock.ts';

describe('currentMonday', () => {
  it('is the Monday of the week for every weekday', () => {
    expect(currentMonday(clockStoppedAt('UTC', new Date('2026-11-23T09:00:00Z')))).toBe(
      '2026-11-23',
    );
    expect(currentMonday(clockStoppedAt('UTC', new Date('2026-11-27T16:00:00Z')))).toBe(
      '2026-11-23',
    );
  });

  it('keeps Saturday and Sunday in the week before', () => {
    expect(currentMonday(clockStoppedAt('UTC', new Date('2026-11-28T12:00:00Z')))).toBe(
      '2026-11-23',
    );
    expect(currentMonday(clockStoppedAt('UTC', new Date('2026-11-29T23:59:00Z')))).toBe(
      '2026-11-23',
    );
  });

  it("reads the day on the facility's wall clock, not the device's", () => {
    // Monday 07:30 in UTC is still Sunday evening in Los Angeles.
    const mondayMorningUtc = new Date('2026-11-30T07:30:00Z');
    expect(currentMonday(clockStoppedAt('UTC', mondayMorningUtc))).toBe('2026-11-30');
    expect(currentMonday(clockStoppedAt('America/Los_Angeles', mondayMorningUtc))).toBe(
      '2026-11-23',
    );
  });
});
