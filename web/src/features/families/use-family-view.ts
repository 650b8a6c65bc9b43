/**
 * @module
 * The family page's data: the directory's copy (offline, live) merged with the server's answer
 * (`family-view.ts`). The directory is also the change clock: when the server rewrites this
 * family's entry after anyone's change, the page reads the server's answer again, so a contact's
 * email or a parent login changed on another device shows without a reload.
 */
import { useMemo } from 'react';
import { useDirectory } from '../../data/directory.ts';
import { useDirectoryFamily } from '../../data/directory-family.ts';
import { ApiError } from '../../lib/api-client.ts';
import { familyKey, useFamily } from './families-api.ts';
import { type FamilyView, toFamilyView } from './family-view.ts';
import { useRefetchOnChange, useRefetchOnReconnect } from './use-refetch-on-change.ts';

/** The family page's state: loading, found, not found, or a failure with nothing to show. */
export type FamilyViewState =
  | { status: 'loading' }
  | {
      status: 'found';
      family: FamilyView;
      /** Why the server's part is missing while the directory's shows, if it failed. */
      serverFailure: { error: unknown; retry: () => void } | null;
    }
  | { status: 'not-found' }
  | { status: 'failed'; error: unknown; retry: () => void };

/** The family `familyId` as the page shows it. */
export function useFamilyView(familyId: string): FamilyViewState {
  const directoryFamily = useDirectoryFamily(familyId);
  const directory = useDirectory();
  const server = useFamily(familyId);

  const view = useMemo(
    () =>
      toFamilyView(
        familyId,
        { family: directoryFamily, children: directory.customers },
        server.data,
      ),
    [familyId, directoryFamily, directory.customers, server.data],
  );

  // The directory's copy of this family, as text: it changes exactly when the server rewrote
  // the family, one of its contacts or one of its children.
  const stamp = useMemo(
    () =>
      JSON.stringify([
        directoryFamily,
        directory.customers.filter((child) => child.familyId === familyId),
      ]),
    [directoryFamily, directory.customers, familyId],
  );
  useRefetchOnChange(stamp, familyKey(familyId));
  useRefetchOnReconnect(familyKey(familyId));

  // A 404 (deleted, maybe while on screen: the last answer is kept after a failed read), or an
  // id that is no id: no such family.
  if (server.error instanceof ApiError && [400, 404].includes(server.error.status)) {
    return { status: 'not-found' };
  }
  const retry = () => void server.refetch();
  if (view) {
    const serverFailure =
      server.isError && !view.fromServer ? { error: server.error, retry } : null;
    return { status: 'found', family: view, serverFailure };
  }
  if (server.isPending || !directory.loaded) return { status: 'loading' };
  // Offline, and not in this device's directory: nothing to show.
  return { status: 'failed', error: server.error, retry };
}
