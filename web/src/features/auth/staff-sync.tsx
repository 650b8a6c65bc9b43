/**
 * @module
 * The documents a signed-in staff device syncs (Yjs, IndexedDB, the sync socket). Loaded only
 * once someone is signed in, so the sign-in screen downloads none of it. When the server ends
 * the session (the owner deactivated the person, or reset their password), it closes the staff
 * documents with 4401 and the device goes to the sign-in screen at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { CURRENT_USER_KEY } from '../../lib/current-user.ts';
import { DocManager, syncUrl } from '../../lib/sync/doc-manager.ts';
import { SyncProvider } from '../../lib/sync/sync-context.tsx';
import { SESSION_REFUSALS } from '../../lib/sync/synced-doc.ts';
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
  useSignInAgainWhenEnded(manager);
  return <SyncProvider manager={manager}>{children}</SyncProvider>;
}

/**
 * Asks the server again who is signed in when it refuses a staff document to this session (4401
 * ended, 4403 no longer allowed); its 401 then shows the sign-in screen. A refused finance document is the owner's token,
 * which the owner gate handles. The device's copies and unsent changes stay.
 */
function useSignInAgainWhenEnded(manager: DocManager): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let asked = false;
    const stop = manager.subscribe(() => {
      if (asked) return;
      const ended = manager
        .refusals()
        .some(({ ref, code }) => ref.kind !== 'finance' && SESSION_REFUSALS.has(code));
      if (!ended) return;
      asked = true;
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    });
    return () => {
      stop();
    };
  }, [manager, queryClient]);
}
