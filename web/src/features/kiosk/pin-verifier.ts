/**
 * @module
 * A PIN's offline verifier on the tablet (decision 029): PBKDF2-HMAC-SHA256 through WebCrypto,
 * the same derivation the server makes with node's crypto (`@cubby/shared/pin-verifier`).
 * WebCrypto runs it off the page's thread; one PIN costs one derivation, whoever it belongs to.
 */
import { PIN_VERIFIER_BYTES } from '@cubby/shared/pin-verifier';

/** The verifier of `pin` under the roster's salt (both salt and verifier in base64url). */
export async function derivePinVerifier(
  pin: string,
  salt: string,
  iterations: number,
): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64url(salt), iterations },
    key,
    PIN_VERIFIER_BYTES * 8,
  );
  return toBase64url(new Uint8Array(bits));
}

// Buffer's 'base64url' is node's; the browser has only atob and btoa.
function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBase64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
