import { describe, expect, it } from 'vitest';
import { formatElapsed } from './visit-format.ts';

describe('formatElapsed', () => {
  it('writes minutes as whole hours and minutes', () => {
    expect(formatElapsed(0)).toBe('0h 0m');
    expect(formatElapsed(65)).toBe('1h 5m');
    expect(formatElapsed(600)).toBe('10h 0m');
  });

  it('never shows a negative duration', () => {
    expect(formatElapsed(-3)).toBe('0h 0m');
  });
});
