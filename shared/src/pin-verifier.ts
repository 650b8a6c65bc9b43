/**
 * @module
 * What an offline kiosk keeps of a PIN (decision 065): a short tag, the first `PIN_TAG_BITS` bits
 * of Argon2id(PIN, a random salt of that PIN), never a full verifier. A copied roster then gives
 * about a thousand candidates per person rather than the PIN, and each candidate must be tried at
 * an online kiosk, within the facility's budget of wrong PINs. Only 6-digit PINs get a tag (4 and
 * 5 digits stay valid PINs, checked online only). The server derives it with @node-rs/argon2 and
 * the tablet with hash-wasm; the parameters and the known answer below keep the two the same.
 */

/** Argon2id's parameters for a PIN's tag: OWASP's 19 MiB and 2 passes, one lane. */
export const PIN_TAG_HASH = {
  memoryKiB: 19_456,
  passes: 2,
  parallelism: 1,
  /** Bytes Argon2id puts out; the tag is their first bits. */
  hashBytes: 32,
} as const;

/** Bits of the hash a roster keeps: a random wrong PIN matches one person 1 time in 1,024. */
export const PIN_TAG_BITS = 10;

/** Bytes of the random salt each PIN's tag is derived under. */
export const PIN_SALT_BYTES = 16;

/** Digits of a PIN that an offline kiosk can check; shorter PINs work online only. */
export const OFFLINE_PIN_DIGITS = 6;

/** How long a tablet keeps a roster after it was made: an outage overnight, and no longer. */
export const KIOSK_ROSTER_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Whether a PIN can be checked by an offline kiosk (it has a tag on the roster). */
export function isOfflinePin(pin: string): boolean {
  return pin.length === OFFLINE_PIN_DIGITS;
}

/** The tag of an Argon2id output: its first `tagBits` bits, read big-endian, as a number. */
export function pinTagOf(hash: Uint8Array, tagBits: number = PIN_TAG_BITS): number {
  let bits = 0;
  for (let i = 0; i < Math.ceil(tagBits / 8); i += 1) bits = bits * 256 + (hash[i] ?? 0);
  return Math.floor(bits / 2 ** (Math.ceil(tagBits / 8) * 8 - tagBits));
}

/** One PIN, salt (base64url) and tag both derivations must agree on, and the hash's first bytes. */
export const PIN_TAG_KNOWN_ANSWER = {
  pin: '258014',
  salt: 'Y3ViYnkga2lvc2sgdGFnIQ',
  hashStart: 'ef75b3',
  tag: 957,
} as const;
