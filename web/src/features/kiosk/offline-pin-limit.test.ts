import { describe, expect, it } from 'vitest';
import {
  afterWrongPin,
  OFFLINE_PAUSE_MS,
  type OfflinePins,
  pauseLeftMs,
} from './offline-pin-limit.ts';

describe('wrong PINs typed offline', () => {
  it('pause offline checks for five minutes at the fifth in a row', () => {
    let pins: OfflinePins = { wrong: 0, pausedUntil: 0 };
    for (let i = 0; i < 4; i += 1) pins = afterWrongPin(pins, 1_000);
    expect(pauseLeftMs(pins, 1_000)).toBe(0);
    pins = afterWrongPin(pins, 1_000);
    expect(pauseLeftMs(pins, 1_000)).toBe(OFFLINE_PAUSE_MS);
    expect(pauseLeftMs(pins, 1_000 + OFFLINE_PAUSE_MS)).toBe(0);
    // Counting starts again once the pause is over.
    expect(
      pauseLeftMs(afterWrongPin(pins, 1_000 + OFFLINE_PAUSE_MS), 1_000 + OFFLINE_PAUSE_MS),
    ).toBe(0);
  });
});
