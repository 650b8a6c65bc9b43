import { describe, expect, it } from 'vitest';
import { isPinComplete, pinKeyOf, pressPinKey } from './pin-entry.ts';

describe('the PIN pad', () => {
  it('adds digits up to six and ignores the seventh', () => {
    let pin = '';
    for (const key of ['1', '3', '5', '7', '9', '2', '4'] as const) pin = pressPinKey(pin, key);
    expect(pin).toBe('135792');
  });

  it('takes the last digit away with backspace, and nothing from an empty PIN', () => {
    expect(pressPinKey('135', 'backspace')).toBe('13');
    expect(pressPinKey('', 'backspace')).toBe('');
  });

  it('lets OK send 4 to 6 digits only', () => {
    expect(isPinComplete('135')).toBe(false);
    expect(isPinComplete('1357')).toBe(true);
    expect(isPinComplete('135792')).toBe(true);
  });

  it('reads the keyboard’s digits and backspace, and nothing else', () => {
    expect(pinKeyOf('7')).toBe('7');
    expect(pinKeyOf('Backspace')).toBe('backspace');
    expect(pinKeyOf('a')).toBeNull();
    expect(pinKeyOf('Enter')).toBeNull();
  });
});
