/**
 * @module
 * The customer list every staff screen shows, from the `directory` document: available offline,
 * updated live when anyone adds, deletes or reschedules a customer, and one rule for when it has
 * loaded, so no screen flashes 'No customers' on a device that has not synced yet.
 */
import { type DirectoryEntry, listDirectory } from '@cubby/shared/docs';
import { useBrowserOnline } from '../lib/connection.ts';
import {
  useDocLoaded,
  useDocOnline,
  useDocValue,
  useSyncedDoc,
} from '../lib/sync/sync-context.tsx';
import { useHeldFor } from '../lib/use-held-for.ts';

/** How long an empty local copy waits for the server before it counts as empty. */
export const EMPTY_DIRECTORY_GRACE_MS = 4000;

/** What decides whether the directory has loaded. */
export interface DirectoryState {
  /** The device's own copy has been read (IndexedDB). */
  localCopyLoaded: boolean;
  customers: number;
  /** The server has synced the document with this device. */
  serverAnswered: boolean;
  online: boolean;
  /** The grace time has passed without an answer. */
  waitedLong: boolean;
}

/**
 * Whether the list can be shown. A device that has never synced has an empty local copy at
 * first: it counts as loading until the server answers, the device is offline, or the server
 * has been slow for the grace time. A copy with customers shows at once.
 */
export function isDirectoryLoaded(state: DirectoryState): boolean {
  if (!state.localCopyLoaded) return false;
  return state.customers > 0 || state.serverAnswered || !state.online || state.waitedLong;
}

/** The customers sorted by name, and whether the list has loaded (`isDirectoryLoaded`). */
export function useDirectory(): { customers: DirectoryEntry[]; loaded: boolean } {
  const synced = useSyncedDoc({ kind: 'directory' });
  const customers = useDocValue(synced, listDirectory, []);
  const localCopyLoaded = useDocLoaded(synced);
  const serverAnswered = useDocOnline(synced);
  const online = useBrowserOnline();
  // Since the screen mounted: the directory's document stays the same one.
  const waitedLong = useHeldFor(synced, EMPTY_DIRECTORY_GRACE_MS);
  const loaded = isDirectoryLoaded({
    localCopyLoaded,
    customers: customers.length,
    serverAnswered,
    online,
    waitedLong,
  });
  return { customers, loaded };
}

/** Customers whose name contains the search, ignoring case (spec section 2). */
export function filterByName<T extends { name: string }>(customers: T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  return needle
    ? customers.filter((customer) => customer.name.toLowerCase().includes(needle))
    : customers;
}
