/**
 * @module
 * What needs the server (signing in, adding or deleting a customer, reports, payments) checks
 * the connection first and says so plainly when there is none.
 */
import { useSyncExternalStore } from 'react';

/** The message shown when an action needs the server and the device is offline. */
export const NEEDS_CONNECTION =
  'This needs a connection to the server. Check the Wi-Fi and try again.';

function subscribe(notify: () => void) {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/** Whether the browser has a network. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}
