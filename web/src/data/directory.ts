/**
 * @module
 * The customer list every staff screen shows, from the `directory` document: available offline,
 * updated live when anyone adds, deletes or reschedules a customer.
 */
import { type DirectoryEntry, listDirectory } from '@cubby/shared/docs';
import { useDocLoaded, useDocValue, useSyncedDoc } from '../lib/sync/sync-context.tsx';

/** The customers sorted by name, and whether the list has loaded. */
export function useDirectory(): { customers: DirectoryEntry[]; loaded: boolean } {
  const synced = useSyncedDoc({ kind: 'directory' });
  const customers = useDocValue(synced, listDirectory, []);
  return { customers, loaded: useDocLoaded(synced) };
}

/** Customers whose name contains the search, ignoring case (spec section 2). */
export function filterByName<T extends { name: string }>(customers: T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  return needle
    ? customers.filter((customer) => customer.name.toLowerCase().includes(needle))
    : customers;
}
