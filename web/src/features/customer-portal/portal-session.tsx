/**
 * @module
 * The documents a signed-in parent's phone syncs: only its children's own week documents. The
 * sync endpoint knows the parent by the same-origin session cookie, so no token is saved on the
 * phone. When the server refuses the family's document, the session is over: the portal
 * forgets it and the gate sends the parent to sign in again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { DocManager, syncUrl } from '../../lib/sync/doc-manager.ts';
import { SyncProvider, useDocManager } from '../../lib/sync/sync-context.tsx';
import { SESSION_REFUSALS, type SyncedDoc } from '../../lib/sync/synced-doc.ts';
import { forgetCustomerSession } from './customer-auth.ts';
import { FamilyCopiesProvider } from './family-copies.ts';

/** Syncs the family's documents for the screens below. */
export function PortalSession({
  customerId,
  children,
}: {
  customerId: string;
  children: ReactNode;
}) {
  // A new family on this phone is a new manager.
  const manager = useMemo(() => new DocManager(syncUrl(), () => null), [customerId]);
  useEffect(() => {
    // An answer given with no signal must survive the browser's storage eviction.
    void navigator.storage?.persist?.();
  }, []);
  const clearFamilyCopies = useCallback(() => manager.clearDevice(['family']), [manager]);
  return (
    <SyncProvider manager={manager}>
      <FamilyCopiesProvider value={clearFamilyCopies}>{children}</FamilyCopiesProvider>
    </SyncProvider>
  );
}

/** Ends the portal session when the server refuses any of the children's documents. */
export function useEndSessionOnRefusal(docs: readonly SyncedDoc[]): void {
  const manager = useDocManager();
  const refused = useSyncExternalStore(manager.subscribe, () =>
    docs.some((synced) => synced.refusal !== null && SESSION_REFUSALS.has(synced.refusal)),
  );
  const queryClient = useQueryClient();
  useEffect(() => {
    if (refused) forgetCustomerSession(queryClient);
  }, [refused, queryClient]);
}
