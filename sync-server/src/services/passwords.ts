/**
 * @module
 * Password hashing with Argon2id (OWASP's recommended parameters, @node-rs/argon2's defaults),
 * and generation of strong passwords for first start.
 */
import { hash, verify } from '@node-rs/argon2';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** An Argon2id hash of a password, with its salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether a password matches a stored hash; a malformed hash never matches. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A random password of 20 base32 characters (100 bits), readable enough to type once. */
export function generatePassword(): string {
  const bytes = new Uint8Array(13);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes).slice(0, 20);
}
