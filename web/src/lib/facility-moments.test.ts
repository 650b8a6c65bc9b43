import { describe, expect, it } from 'vitest';
import { formatMomentAt, formatTimeAt } from './facility-moments.ts';

describe('facility moments', () => {
  it("write an instant on the facility's clock, not the device's", () => {
    // 16:30 in Los Angeles on 11-23 is 09:30 on 11-24 in Tokyo.
    expect(formatTimeAt('2026-11-24T00:30:00Z', 'America/Los_Angeles')).toBe('4:30 PM');
    expect(formatMomentAt('2026-11-24T00:30:00Z', 'America/Los_Angeles')).toBe(
      '11-23-2026 4:30 PM',
    );
    expect(formatMomentAt('2026-11-22T20:30:00Z', 'Australia/Sydney')).toBe('11-23-2026 7:30 AM');
  });

  it('answer null for a moment that does not parse', () => {
    expect(formatMomentAt('yesterday', 'UTC')).toBeNull();
  });
});
