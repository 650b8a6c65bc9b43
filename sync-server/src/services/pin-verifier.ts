/**
 * @module
 * A PIN's offline tag (decision 065): the first bits of Argon2id(PIN, a salt of that PIN's own),
 * as `@cubby/shared/pin-verifier` defines them, derived with @node-rs/argon2 off the event loop.
 * Only a 6-digit PIN gets one; the roster carries the salt and the tag, and an offline kiosk
 * derives the same from a PIN typed there.
 */
import { randomBytes } from 'node:crypto';
import { isOfflinePin, PIN_SALT_BYTES, PIN_TAG_HASH, pinTagOf } from '@cubby/shared/pin-verifier';
import { hashRaw } from '@node-rs/argon2';

// @node-rs/argon2's `Algorithm.Argon2id`, a const enum its types declare and no module exports.
const ARGON2ID = 2;

/** A PIN's tag and the salt (base64url) it was derived under. */
export interface PinTag {
  salt: string;
  tag: number;
}

/** The Argon2id output of `pin` under `salt` (base64url), with the tag's parameters. */
export function pinTagHash(salt: string, pin: string): Promise<Buffer> {
  return hashRaw(pin, {
    algorithm: ARGON2ID,
    salt: Buffer.from(salt, 'base64url'),
    memoryCost: PIN_TAG_HASH.memoryKiB,
    timeCost: PIN_TAG_HASH.passes,
    parallelism: PIN_TAG_HASH.parallelism,
    outputLen: PIN_TAG_HASH.hashBytes,
  });
}

/** The tag of `pin` under `salt` (base64url). */
export async function pinTagUnder(salt: string, pin: string): Promise<number> {
  return pinTagOf(await pinTagHash(salt, pin));
}

/**
 * A new tag for `pin` under a fresh random salt; null for a PIN shorter than 6 digits, which
 * never goes on a roster.
 */
export async function newPinTag(pin: string): Promise<PinTag | null> {
  if (!isOfflinePin(pin)) return null;
  const salt = randomBytes(PIN_SALT_BYTES).toString('base64url');
  return { salt, tag: await pinTagUnder(salt, pin) };
}
