/**
 * @module
 * The offline verifier of a kiosk PIN (decision 029): PBKDF2-HMAC-SHA256 of the PIN under the
 * roster salt, in base64url, as `@cubby/shared/pin-verifier` defines it. The roster salt is not
 * stored: it is an HMAC of a fixed label under the PIN key, so it stays the same across restarts
 * and changes only with the key. Kiosks get it with the roster; it is no secret of the server's.
 */
import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import {
  PIN_VERIFIER_BYTES,
  PIN_VERIFIER_ITERATIONS,
  ROSTER_SALT_LABEL,
} from '@cubby/shared/pin-verifier';
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';

const derive = promisify(pbkdf2);

/** The salt every kiosk derives verifiers with. */
export function rosterSaltOf(pinKey: Uint8Array): Uint8Array {
  return hmac(SHA256, pinKey, new TextEncoder().encode(ROSTER_SALT_LABEL));
}

/** A PIN's verifier under `salt`; off the event loop (node's thread pool), about 70 ms. */
export async function pinVerifierOf(salt: Uint8Array, pin: string): Promise<string> {
  const bytes = await derive(pin, salt, PIN_VERIFIER_ITERATIONS, PIN_VERIFIER_BYTES, 'sha256');
  return bytes.toString('base64url');
}
