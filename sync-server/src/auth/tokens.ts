/**
 * @module
 * Session tokens: random, shown to the client once, stored only as a SHA-256 hash.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

// 25 bytes is 200 bits of entropy, above the 20 bytes the issue asks for, and encodes to a
// whole number of base32 characters.
const TOKEN_BYTES = 25;

/** A new random session token. */
export function generateToken(): string {
  const bytes = new Uint8Array(TOKEN_BYTES);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The stored form of a token. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}
