/**
 * @module
 * The documents a signed-in parent's phone syncs: only the family's own week documents. The
 * sync endpoint knows the parent by the same-origin session cookie, so no token is saved on the
 * phone. When the server refuses the family's document, the session is over: the portal
 * forgets it and the gate sends the parent to sign in again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { DocManager, syncUrl } from '../../lib/sync/doc-manager.ts';
import { SyncProvider, useDocRefusal } from '../../lib/sync/sync-context.tsx';
import { SESSION_REFUSALS, type SyncedDoc } from '../../lib/sync/synced-doc.ts';
import { CUSTOMER_AUTH_KEY, rememberCustomerAuth, SIGNED_OUT } from './customer-auth.ts';

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
  return <SyncProvider manager={manager}>{children}</SyncProvider>;
}

/** Ends the portal session when the server refuses the family's document. */
export function useEndSessionOnRefusal(family: SyncedDoc): void {
  const refusal = useDocRefusal(family);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (refusal === null || !SESSION_REFUSALS.has(refusal)) return;
    rememberCustomerAuth(SIGNED_OUT);
    queryClient.setQueryData(CUSTOMER_AUTH_KEY, SIGNED_OUT);
  }, [refusal, queryClient]);
}
