import { describe, expect, it } from 'vitest';
import { isIdleTooLong, KIOSK_IDLE_MS } from './idle-timer.ts';

describe('the kiosk’s idle timer', () => {
  it('keeps the step while someone touched it within the minute', () => {
    expect(isIdleTooLong(1_000, 1_000 + KIOSK_IDLE_MS - 1)).toBe(false);
  });

  it('returns to the PIN pad a minute after the last touch', () => {
    expect(isIdleTooLong(1_000, 1_000 + KIOSK_IDLE_MS)).toBe(true);
  });

  it('takes a shorter limit when given one (the done screen)', () => {
    expect(isIdleTooLong(0, 5_000, 5_000)).toBe(true);
    expect(isIdleTooLong(0, 4_999, 5_000)).toBe(false);
  });
});
