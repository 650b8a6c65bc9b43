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
import { useRefetchOnChange } from './use-refetch-on-change.ts';

/** The family page's state: loading, found, not found, or a failure with nothing to show. */
export type FamilyViewState =
  | { status: 'loading' }
  | { status: 'found'; family: FamilyView }
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

  if (view) return { status: 'found', family: view };
  if (server.isPending || !directory.loaded) return { status: 'loading' };
  // A 404, or an id that is no id: no such family. Offline, and not in the directory: a failure.
  if (server.error instanceof ApiError && [400, 404].includes(server.error.status)) {
    return { status: 'not-found' };
  }
  return { status: 'failed', error: server.error, retry: () => void server.refetch() };
}
