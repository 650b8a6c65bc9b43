/**
 * @module
 * Each child's `family:{childId}:{monday}` document for one week, held open while the screen
 * shows it, and the answers they hold. The manager opens a document once however many parts of
 * the screen ask for it, so a child's panel and the family's confirm-all share one copy.
 */
import { getFamilyConfirmation, type WeekConfirmation } from '@cubby/shared/docs';
import { useEffect, useMemo } from 'react';
import { useDocManager, useDocState } from '../../lib/sync/sync-context.tsx';
import type { SyncedDoc } from '../../lib/sync/synced-doc.ts';
import type { PortalCustomer } from './customer-auth.ts';

/** A child and its family document of the week on screen. */
export interface ChildDoc {
  child: PortalCustomer;
  family: SyncedDoc;
}

/**
 * The children's documents for the week of `monday`, in the children's order, and the documents
 * alone. The same children and week give the same arrays, which the readiness check relies on.
 */
export function useFamilyDocs(
  children: readonly PortalCustomer[],
  monday: string,
): { childDocs: readonly ChildDoc[]; docs: readonly SyncedDoc[] } {
  const manager = useDocManager();
  const childDocs = useMemo(
    () =>
      children.map((child) => ({
        child,
        family: manager.open({ kind: 'family', customerId: child.id, monday }),
      })),
    [manager, children, monday],
  );
  const docs = useMemo(() => childDocs.map(({ family }) => family), [childDocs]);
  useEffect(() => {
    for (const synced of docs) manager.retain(synced.ref);
    return () => {
      for (const synced of docs) manager.release(synced.ref);
    };
  }, [manager, docs]);
  return { childDocs, docs };
}

/** Each document's answer for the week of `monday` (null for none), read again on any change. */
export function useFamilyAnswers(
  docs: readonly SyncedDoc[],
  monday: string,
): (WeekConfirmation | null)[] {
  const versions = useDocState(() => docs.map((synced) => synced.version).join(' '));
  return useMemo(
    () => docs.map((synced) => getFamilyConfirmation(synced.doc, monday)),
    // `versions` changes whenever a document does, which is when the answers must be read again.
    [docs, monday, versions],
  );
}
