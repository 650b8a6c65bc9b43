import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockValue } from './wall-clock-input.ts';

const LA = 'America/Los_Angeles';

describe('the wall-clock field of a correction', () => {
  it('reads and writes the facility’s wall clock, whatever zone the browser is in', () => {
    expect(wallClockValue('2026-11-18T15:30:00.000Z', LA)).toBe('2026-11-18T07:30');
    expect(instantOfWallClock('2026-11-18T07:30', LA)).toBe('2026-11-18T15:30:00.000Z');
    expect(instantOfWallClock('', LA)).toBeNull();
    expect(instantOfWallClock('07:30', LA)).toBeNull();
  });
});
