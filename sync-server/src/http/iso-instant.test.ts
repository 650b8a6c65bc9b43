import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant.ts';

const DAY_MS = 86_400_000;

describe('an instant as the API writes it', () => {
  it("is toISOString's text for instants across centuries, to the millisecond", () => {
    // A fixed sequence (no Math.random): a failure names the same instants on every run.
    let state = 20_261_201;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    for (let n = 0; n < 20_000; n++) {
      // 1800 to 2300, both sides of 1970.
      const ms = Math.round((next() - 0.35) * 10_500_000_000_000);
      const date = new Date(ms);
      expect(isoInstant(date)).toBe(date.toISOString());
    }
  });

  it('is the same on the edges of a day, before and after 1970, and in leap years', () => {
    const edges = [
      0,
      -1,
      1,
      DAY_MS - 1,
      DAY_MS,
      -DAY_MS,
      -DAY_MS - 1,
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(2024, 2, 1),
      Date.UTC(2000, 1, 29, 12),
      Date.UTC(1900, 1, 28, 23, 59, 59, 999),
      Date.UTC(2026, 11, 31, 23, 59, 59, 999),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(10_000, 0, 1),
      Date.UTC(-1, 0, 1, 0, 0, 0, 7),
      8.64e15,
      -8.64e15,
    ];
    for (const ms of edges) {
      const date = new Date(ms);
      expect(isoInstant(date)).toBe(date.toISOString());
    }
  });

  it('throws for an invalid date, as toISOString does', () => {
    expect(() => isoInstant(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('stays right past the days it keeps', () => {
    for (let day = 0; day < 5000; day++) {
      const date = new Date(day * DAY_MS * 3 + 45_296_789);
      expect(isoInstant(date)).toBe(date.toISOString());
    }
  });
});
