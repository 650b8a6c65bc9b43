import { PIN_VERIFIER_KNOWN_ANSWER } from '@cubby/shared/pin-verifier';
import { describe, expect, it } from 'vitest';
import { pinVerifierOf, rosterSaltOf } from './pin-verifier.ts';

describe('a PIN’s offline verifier', () => {
  it('is the known answer the kiosk’s WebCrypto derivation gives too', async () => {
    const { pin, salt, verifier } = PIN_VERIFIER_KNOWN_ANSWER;
    expect(await pinVerifierOf(Buffer.from(salt, 'base64url'), pin)).toBe(verifier);
  });

  it('differs by PIN and by salt, and the salt follows the PIN key', async () => {
    const salt = rosterSaltOf(new Uint8Array(32).fill(7));
    expect(rosterSaltOf(new Uint8Array(32).fill(7))).toEqual(salt);
    expect(rosterSaltOf(new Uint8Array(32).fill(8))).not.toEqual(salt);
    const verifier = await pinVerifierOf(salt, '2580');
    expect(verifier).toMatch(/^[\w-]{43}$/);
    expect(await pinVerifierOf(salt, '2581')).not.toBe(verifier);
    expect(await pinVerifierOf(rosterSaltOf(new Uint8Array(32)), '2580')).not.toBe(verifier);
  });
});
