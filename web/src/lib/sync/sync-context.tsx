/**
 * @module
 * React access to the device's documents: the manager, one document by reference, a value
 * derived from a document that re-renders only when the document changes, and the sync status.
 */
import type { DocRef } from '@cubby/shared/docs';
import { docName } from '@cubby/shared/docs';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type * as Y from 'yjs';
import type { DocManager, SyncStatus } from './doc-manager.ts';
import type { SyncedDoc } from './synced-doc.ts';

const ManagerContext = createContext<DocManager | null>(null);

/** Makes a document manager available to the screens below. */
export function SyncProvider({ manager, children }: { manager: DocManager; children: ReactNode }) {
  return <ManagerContext.Provider value={manager}>{children}</ManagerContext.Provider>;
}

/** The document manager; throws outside a SyncProvider. */
export function useDocManager(): DocManager {
  const manager = useContext(ManagerContext);
  if (!manager) throw new Error('useDocManager needs a SyncProvider');
  return manager;
}

/** A document held open while the component is mounted. */
export function useSyncedDoc(ref: DocRef): SyncedDoc {
  const manager = useDocManager();
  const name = docName(ref);
  const synced = useMemo(() => manager.open(ref), [manager, name]);
  useEffect(() => {
    manager.retain(synced.ref);
    return () => manager.release(synced.ref);
  }, [manager, synced]);
  return synced;
}

/**
 * A value read from a document, read again when the document changes or `deps` do. `read` must
 * be pure; readers use the accessor modules of `@cubby/shared/docs`.
 */
export function useDocValue<T>(synced: SyncedDoc, read: (doc: Y.Doc) => T, deps: unknown[]): T {
  const version = useDocState(() => synced.version);
  return useMemo(() => read(synced.doc), [synced, version, ...deps]);
}

/** Whether the device is online and how many changes wait for the server. */
export function useSyncStatus(): SyncStatus {
  const manager = useDocManager();
  return useDocState(() => manager.status());
}

/** Whether a document has loaded from IndexedDB or the server. */
export function useDocLoaded(synced: SyncedDoc): boolean {
  return useDocState(() => synced.loaded);
}

/** Whether the document's socket is connected and synced with the server. */
export function useDocOnline(synced: SyncedDoc): boolean {
  return useDocState(() => synced.online);
}

/** The close code if the server refused this device the document, else null. */
export function useDocRefusal(synced: SyncedDoc): number | null {
  return useDocState(() => synced.refusal);
}

/**
 * A value of the device's documents, rendered again when it changes. `read` must return the
 * same value (`Object.is`) until a document changes. Decision 052 says why this is
 * useSyncExternalStore, whose renders React does not slice.
 */
export function useDocState<T>(read: () => T): T {
  return useSyncExternalStore(useDocManager().subscribe, read);
}
