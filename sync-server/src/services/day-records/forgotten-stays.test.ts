import { clockStoppedAt, instantAt } from '@cubby/shared/facility-clock';
import { describe, expect, it } from 'vitest';
import { delayToNextPass, FORGOTTEN_STAYS_POLL_MS } from './forgotten-stays.ts';

const ZONE = 'America/Los_Angeles';
const at = (date: string, time: string) => clockStoppedAt(ZONE, instantAt(date, time, ZONE));

describe('the forgotten-stays pass', () => {
  it('runs every few minutes during the day', () => {
    expect(delayToNextPass(at('2026-11-16', '10:00'), FORGOTTEN_STAYS_POLL_MS)).toBe(
      FORGOTTEN_STAYS_POLL_MS,
    );
  });

  it("runs a second after the facility's midnight (7:58 AM on a UTC server's clock) when that comes first", () => {
    expect(delayToNextPass(at('2026-11-16', '23:58'), FORGOTTEN_STAYS_POLL_MS)).toBe(121_000);
  });
});
