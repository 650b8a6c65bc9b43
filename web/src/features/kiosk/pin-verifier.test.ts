import { PIN_TAG_BITS, PIN_TAG_HASH, PIN_TAG_KNOWN_ANSWER } from '@cubby/shared/pin-verifier';
import { describe, expect, it } from 'vitest';
import { derivePinHash, derivePinTag } from './pin-verifier.ts';

const PARAMS = { ...PIN_TAG_HASH, tagBits: PIN_TAG_BITS };

describe('the tablet’s PIN tag', () => {
  it('is the known answer the server’s @node-rs/argon2 derivation gives too', async () => {
    const { pin, salt, hashStart, tag } = PIN_TAG_KNOWN_ANSWER;
    const hash = await derivePinHash(pin, salt, PARAMS);
    expect(Buffer.from(hash.subarray(0, 3)).toString('hex')).toBe(hashStart);
    expect(await derivePinTag(pin, salt, PARAMS)).toBe(tag);
  });
});
