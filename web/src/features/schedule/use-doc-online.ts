/**
 * @module
 * Whether one document's live connection is up, so the screen can fall back to polling for that
 * document only (another document still connecting is no reason to poll).
 */
import { useSyncExternalStore } from 'react';
import { useDocManager } from '../../lib/sync/sync-context.tsx';
import type { SyncedDoc } from '../../lib/sync/synced-doc.ts';

/** True while the document's socket is connected and synced with the server. */
export function useDocOnline(synced: SyncedDoc): boolean {
  const manager = useDocManager();
  return useSyncExternalStore(manager.subscribe, () => synced.online);
}
