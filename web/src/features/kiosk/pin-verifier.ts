/**
 * @module
 * A PIN's offline tag on the tablet (decision 065): the first bits of Argon2id(PIN, that
 * person's salt), through hash-wasm, the same derivation the server makes with @node-rs/argon2
 * (`@cubby/shared/pin-verifier`, its known answer checked on both sides). hash-wasm downloads
 * when the kiosk's PIN pad is up (`preloadPinTags`), so an offline kiosk has it; each derivation
 * is about a fifth of a second of the page's thread on this machine (scripts/bench/kiosk-pin-tag.ts).
 */
import { pinTagOf } from '@cubby/shared/pin-verifier';
import type { KioskPinTagParams } from '@cubby/shared/schemas';

const argon2 = () => import('hash-wasm');

/** Fetches the hash's code now, so that a kiosk that goes offline later can check PINs. */
export function preloadPinTags(): void {
  void argon2();
}

/** The Argon2id output of `pin` under `salt` (base64url), with the roster's parameters. */
export async function derivePinHash(
  pin: string,
  salt: string,
  params: KioskPinTagParams,
): Promise<Uint8Array> {
  const { argon2id } = await argon2();
  return argon2id({
    password: pin,
    salt: fromBase64url(salt),
    iterations: params.passes,
    parallelism: params.parallelism,
    memorySize: params.memoryKiB,
    hashLength: params.hashBytes,
    outputType: 'binary',
  });
}

/** The tag of `pin` under `salt`, as the roster keeps it. */
export async function derivePinTag(
  pin: string,
  salt: string,
  params: KioskPinTagParams,
): Promise<number> {
  return pinTagOf(await derivePinHash(pin, salt, params), params.tagBits);
}

// Buffer's 'base64url' is node's; the browser has only atob.
function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
