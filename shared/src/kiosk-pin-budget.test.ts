import { describe, expect, it } from 'vitest';
import { KIOSK_PIN_BUDGET, pinPauseMs } from './kiosk-pin-budget.ts';

describe('a pause after too many wrong PINs', () => {
  it('lasts 5 minutes, then twice as long each time the same day, up to an hour', () => {
    const minutes = [0, 1, 2, 3, 4, 5, 12].map((earlier) => pinPauseMs(earlier) / 60_000);
    expect(minutes).toEqual([5, 10, 20, 40, 60, 60, 60]);
    expect(pinPauseMs(1000)).toBe(KIOSK_PIN_BUDGET.longestPauseMs);
  });
});
