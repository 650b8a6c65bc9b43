import { PIN_TAG_BITS, PIN_TAG_KNOWN_ANSWER } from '@cubby/shared/pin-verifier';
import { describe, expect, it } from 'vitest';
import { newPinTag, pinTagHash, pinTagUnder } from './pin-verifier.ts';

describe('a PIN’s offline tag', () => {
  it('is the known answer the tablet’s hash-wasm derivation gives too', async () => {
    const { pin, salt, hashStart, tag } = PIN_TAG_KNOWN_ANSWER;
    expect((await pinTagHash(salt, pin)).subarray(0, 3).toString('hex')).toBe(hashStart);
    expect(await pinTagUnder(salt, pin)).toBe(tag);
  });

  it('is a few bits under a salt of each PIN’s own, and only for a 6-digit PIN', async () => {
    const first = await newPinTag('258014');
    const second = await newPinTag('258014');
    expect(first?.salt).toMatch(/^[\w-]{22}$/);
    expect(second?.salt).not.toBe(first?.salt);
    for (const made of [first, second]) {
      expect(made?.tag).toBeGreaterThanOrEqual(0);
      expect(made?.tag).toBeLessThan(2 ** PIN_TAG_BITS);
    }
    expect(await newPinTag('2580')).toBeNull();
    expect(await newPinTag('25801')).toBeNull();
  });
});
