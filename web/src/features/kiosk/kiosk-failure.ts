/**
 * @module
 * A failed kiosk call as the person at the door reads it. The server answers 401 both for a wrong
 * PIN and for a kiosk token that no longer works (decision 027); only its sentence tells them
 * apart, so the sentences of a missing or revoked token are named here.
 */
import { KioskCallError } from './kiosk-api.ts';

// What `authorize` answers when the bearer finds no kiosk (revoked or unknown token).
const TOKEN_REFUSALS = new Set(['Not signed in', 'This login is no longer active']);

/** What went wrong, in the kiosk's terms. */
export type KioskFailure =
  | { kind: 'wrong-pin' }
  | { kind: 'paused'; minutes: number }
  | { kind: 'refused'; message: string }
  | { kind: 'revoked' }
  | { kind: 'offline' }
  | { kind: 'other'; message: string };

/** Reads a failed identify, check-in or check-out. */
export function kioskFailureOf(error: unknown): KioskFailure {
  if (error instanceof TypeError) return { kind: 'offline' };
  if (!(error instanceof KioskCallError)) {
    return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
  }
  if (error.status === 401) {
    return TOKEN_REFUSALS.has(error.body) ? { kind: 'revoked' } : { kind: 'wrong-pin' };
  }
  if (error.status === 429) {
    return {
      kind: 'paused',
      minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 300) / 60)),
    };
  }
  if (error.status === 403) return { kind: 'refused', message: error.body };
  return { kind: 'other', message: error.body || `The server answered ${error.status}` };
}

/** The sentence the kiosk shows for a failure. */
export function failureText(failure: KioskFailure): string {
  switch (failure.kind) {
    case 'wrong-pin':
      return 'That PIN did not match. Try again.';
    case 'paused':
      return `This kiosk is paused for ${failure.minutes} ${failure.minutes === 1 ? 'minute' : 'minutes'} after too many wrong PINs. Please see the front desk.`;
    case 'refused':
      return failure.message;
    case 'revoked':
      return 'This kiosk was switched off by staff. Ask staff to set it up again.';
    case 'offline':
      return 'This tablet has no connection. Please see the front desk.';
    case 'other':
      return `Something went wrong: ${failure.message}. Please see the front desk.`;
  }
}
