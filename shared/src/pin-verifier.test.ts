import { describe, expect, it } from 'vitest';
import { isOfflinePin, PIN_TAG_KNOWN_ANSWER, pinTagOf } from './pin-verifier.ts';

describe('a PIN’s offline tag', () => {
  it('is the first bits of the hash, read big-endian', () => {
    const hash = Uint8Array.from([0xef, 0x75, 0xb3, 0x00]);
    expect(pinTagOf(hash)).toBe(PIN_TAG_KNOWN_ANSWER.tag);
    expect(pinTagOf(hash, 8)).toBe(0xef);
    expect(pinTagOf(hash, 16)).toBe(0xef75);
    expect(pinTagOf(Uint8Array.from([0xff, 0xff]), 10)).toBe(1023);
  });

  it('is kept only for a PIN of 6 digits', () => {
    expect(isOfflinePin('258014')).toBe(true);
    expect(isOfflinePin('2580')).toBe(false);
    expect(isOfflinePin('25801')).toBe(false);
  });
});
