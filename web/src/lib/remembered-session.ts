/**
 * @module
 * Whether this device remembers someone whose screen opens at once, without a sign-in: staff (the
 * staff token), a parent (the last signed-in answer) or the kiosk (its token).
 */
import {
  AUTH_TOKEN_STORAGE_KEY,
  CUSTOMER_PROFILE_STORAGE_KEY,
  KIOSK_TOKEN_STORAGE_KEY,
} from '@cubby/shared/constants';

const SESSION_KEYS = [
  AUTH_TOKEN_STORAGE_KEY,
  CUSTOMER_PROFILE_STORAGE_KEY,
  KIOSK_TOKEN_STORAGE_KEY,
];

/** True when a start opens a signed-in screen rather than a sign-in page. */
export function remembersASession(): boolean {
  return SESSION_KEYS.some((key) => localStorage.getItem(key) !== null);
}
