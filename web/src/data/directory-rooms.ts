/**
 * @module
 * The rooms in use as the directory document carries them to every staff device (decision 039),
 * live and offline: what a screen names a child's room with.
 */
import { type DirectoryRoom, listDirectoryRooms } from '@cubby/shared/docs';
import { useDocValue, useSyncedDoc } from '../lib/sync/sync-context.tsx';

/** The rooms in use, in the owner's order. */
export function useDirectoryRooms(): DirectoryRoom[] {
  const synced = useSyncedDoc({ kind: 'directory' });
  return useDocValue(synced, listDirectoryRooms, []);
}
