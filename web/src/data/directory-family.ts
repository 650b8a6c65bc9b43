/**
 * @module
 * Families from the `directory` document: on every staff device, offline too, and refreshed by
 * the server on every change to a family, a contact or a child, so a family page or a badge
 * shows another device's change without a reload.
 */
import {
  type DirectoryFamily,
  getDirectoryFamily,
  listDirectoryFamilies,
} from '@cubby/shared/docs';
import { useDocValue, useSyncedDoc } from '../lib/sync/sync-context.tsx';

/**
 * The family `familyId` with its contacts, or null while the directory does not hold it (not
 * synced yet, or no such family). A new object only when the family's entry changed.
 */
export function useDirectoryFamily(familyId: string): DirectoryFamily | null {
  const synced = useSyncedDoc({ kind: 'directory' });
  return useDocValue(synced, (doc) => getDirectoryFamily(doc, familyId), [familyId]);
}

/** Every family the directory holds, with its contacts, in no particular order. */
export function useDirectoryFamilies(): DirectoryFamily[] {
  const synced = useSyncedDoc({ kind: 'directory' });
  return useDocValue(synced, listDirectoryFamilies, []);
}
