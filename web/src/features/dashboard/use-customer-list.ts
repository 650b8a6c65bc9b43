/**
 * @module
 * The customers the quick check-in list chooses from: the `directory` document, and whether it
 * is still loading. A device that has never synced has an empty local copy at first; it counts
 * as loading (not as 'No customers available.') until the server has answered or the device is
 * offline.
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { useSyncExternalStore } from 'react';
import { useDirectory } from '../../data/directory.ts';
import { useDocManager, useSyncedDoc } from '../../lib/sync/sync-context.tsx';

/** Customers sorted by name, and whether the list is still loading. */
export function useCustomerList(): { customers: DirectoryEntry[]; loading: boolean } {
  const { customers, loaded } = useDirectory();
  const manager = useDocManager();
  // The same open document useDirectory reads; opening it again only shares it.
  const directory = useSyncedDoc({ kind: 'directory' });
  const serverAnswered = useSyncExternalStore(
    manager.subscribe,
    () => directory.provider.synced || !navigator.onLine,
  );
  return { customers, loading: !loaded || (customers.length === 0 && !serverAnswered) };
}
