/**
 * @module
 * Whether this device remembers a parent (their last signed-in answer) or is the kiosk (its
 * token): the app then opens on a screen with dates rather than a sign-in page (decision 058).
 * A staff start is known by its token and its route (`preloadStaffScreenAt`).
 */
import { CUSTOMER_PROFILE_STORAGE_KEY, KIOSK_TOKEN_STORAGE_KEY } from '@cubby/shared/constants';

/** True when the device remembers a signed-in parent or holds the kiosk token. */
export function remembersAParentOrKiosk(): boolean {
  return [CUSTOMER_PROFILE_STORAGE_KEY, KIOSK_TOKEN_STORAGE_KEY].some(
    (key) => localStorage.getItem(key) !== null,
  );
}
