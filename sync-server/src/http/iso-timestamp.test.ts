import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './iso-timestamp.ts';

const edges = [
  0,
  -1,
  951_782_400_000, // 2000-02-29
  4_107_542_399_999, // 2100-02-28T23:59:59.999
  1_798_761_599_999, // 2026-12-31T23:59:59.999
  253_402_300_799_999, // 9999-12-31T23:59:59.999
  253_402_300_800_000, // +010000-01-01: toISOString's six-digit form
  -62_167_219_200_000, // 0000-01-01
  -62_167_219_200_001, // -000001-12-31
];

describe('isoTimestamp', () => {
  it('writes exactly what toISOString writes, at the edges of the calendar', () => {
    for (const ms of edges) expect(isoTimestamp(new Date(ms))).toBe(new Date(ms).toISOString());
  });

  it('writes exactly what toISOString writes, for 200,000 times across the years 0000-9999', () => {
    let seed = 12_345;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const span = 253_402_300_799_999 + 62_167_219_200_000;
    for (let i = 0; i < 200_000; i++) {
      const date = new Date(Math.floor(random() * span) - 62_167_219_200_000);
      if (isoTimestamp(date) !== date.toISOString()) {
        expect(isoTimestamp(date)).toBe(date.toISOString());
      }
    }
  });

  it('defers to toISOString for an invalid date', () => {
    expect(() => isoTimestamp(new Date(Number.NaN))).toThrow(RangeError);
  });
});
