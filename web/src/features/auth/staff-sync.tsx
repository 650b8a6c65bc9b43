/**
 * @module
 * The documents a signed-in staff device syncs (Yjs, IndexedDB, the sync socket). Loaded only
 * once someone is signed in, so the sign-in screen downloads none of it.
 */
import { type ReactNode, useEffect, useMemo } from 'react';
import { DocManager, syncUrl } from '../../lib/sync/doc-manager.ts';
import { SyncProvider } from '../../lib/sync/sync-context.tsx';
import { readToken } from '../../lib/tokens.ts';

/** Opens the signed-in user's documents for the screens below. */
export function StaffSync({ userId, children }: { userId: string; children: ReactNode }) {
  const manager = useMemo(
    // Finance documents open with the owner's token (issue 5); every other with the staff one.
    () => new DocManager(syncUrl(), (ref) => readToken(ref.kind === 'finance' ? 'owner' : 'staff')),
    // A new user is a new manager.
    [userId],
  );
  useEffect(() => {
    // Offline work must survive the browser's storage eviction (DESIGN section 6).
    void navigator.storage?.persist?.();
  }, []);
  return <SyncProvider manager={manager}>{children}</SyncProvider>;
}
