/**
 * @module
 * The kiosk token this tablet holds (DESIGN section 7, "Kiosk"), in local storage. Staff hand it
 * over on /kiosks ("Use this tablet as the kiosk") and the kiosk page sends it as a bearer token;
 * it is never a cookie, so no other page of the app ever sends it by accident.
 */
import { KIOSK_TOKEN_STORAGE_KEY } from '@cubby/shared/constants';

/** The kiosk token of this tablet, or null when it is not a kiosk. */
export function readKioskToken(): string | null {
  return localStorage.getItem(KIOSK_TOKEN_STORAGE_KEY);
}

/** Makes this tablet the kiosk. */
export function saveKioskToken(token: string): void {
  localStorage.setItem(KIOSK_TOKEN_STORAGE_KEY, token);
}

/** Forgets the kiosk token: staff left kiosk mode, or revoked the kiosk. */
export function forgetKioskToken(): void {
  localStorage.removeItem(KIOSK_TOKEN_STORAGE_KEY);
}
