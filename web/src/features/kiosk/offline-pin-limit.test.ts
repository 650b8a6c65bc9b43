import { KIOSK_PIN_BUDGET } from '@cubby/shared/kiosk-pin-budget';
import { describe, expect, it } from 'vitest';
import {
  afterWrongPin,
  NO_WRONG_PINS,
  type OfflinePins,
  pauseLeftMs,
} from './offline-pin-limit.ts';

const MINUTE = 60_000;
const DAY = '2026-11-26';

function wrongPins(count: number, pins: OfflinePins, now: number, day = DAY): OfflinePins {
  let next = pins;
  for (let i = 0; i < count; i += 1) next = afterWrongPin(next, now, day);
  return next;
}

describe('wrong PINs typed offline', () => {
  it('pause offline checks for five minutes at the fifth within 15 minutes', () => {
    const four = wrongPins(4, NO_WRONG_PINS, 1_000);
    expect(pauseLeftMs(four, 1_000)).toBe(0);
    const five = afterWrongPin(four, 1_000 + 14 * MINUTE, DAY);
    expect(pauseLeftMs(five, 1_000 + 14 * MINUTE)).toBe(KIOSK_PIN_BUDGET.firstPauseMs);
  });

  it('open a new window once 15 minutes have passed since its first', () => {
    const four = wrongPins(4, NO_WRONG_PINS, 1_000);
    const later = afterWrongPin(four, 1_000 + 15 * MINUTE, DAY);
    expect(pauseLeftMs(later, 1_000 + 15 * MINUTE)).toBe(0);
    expect(later.wrong).toBe(1);
  });

  it('pause twice as long each time on the same facility day, and 5 minutes on the next', () => {
    let pins = NO_WRONG_PINS;
    const pauses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const now = round * 2 * 60 * MINUTE;
      pins = wrongPins(5, pins, now);
      pauses.push(pauseLeftMs(pins, now) / MINUTE);
    }
    expect(pauses).toEqual([5, 10, 20]);
    const tomorrow = wrongPins(5, pins, 24 * 60 * MINUTE, '2026-11-27');
    expect(pauseLeftMs(tomorrow, 24 * 60 * MINUTE)).toBe(5 * MINUTE);
  });
});
