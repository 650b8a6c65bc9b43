import { PIN_VERIFIER_ITERATIONS, PIN_VERIFIER_KNOWN_ANSWER } from '@cubby/shared/pin-verifier';
import { describe, expect, it } from 'vitest';
import { derivePinVerifier } from './pin-verifier.ts';

describe('the tablet’s PIN verifier', () => {
  it('is the known answer the server’s node derivation gives too', async () => {
    const { pin, salt, verifier } = PIN_VERIFIER_KNOWN_ANSWER;
    expect(await derivePinVerifier(pin, salt, PIN_VERIFIER_ITERATIONS)).toBe(verifier);
  });
});
