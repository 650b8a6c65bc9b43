import { describe, expect, it } from 'vitest';
import { KIOSK_PIN_LIMIT, kioskPauseMs } from './kiosk-pin-throttle.ts';

describe('a kiosk pause', () => {
  it('lasts 5 minutes, then twice as long each time the same day, up to an hour', () => {
    const minutes = [0, 1, 2, 3, 4, 5, 12].map((earlier) => kioskPauseMs(earlier) / 60_000);
    expect(minutes).toEqual([5, 10, 20, 40, 60, 60, 60]);
    expect(kioskPauseMs(1000)).toBe(KIOSK_PIN_LIMIT.maxPauseMs);
  });
});
