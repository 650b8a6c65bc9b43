/**
 * @module
 * The family list's data: the server's list (GET /api/families), read again when the
 * directory's families change; with no network, the list as this device's directory holds it.
 */
import type { FamilySummaryResponse } from '@cubby/shared/schemas';
import { useMemo } from 'react';
import { useDirectory } from '../../data/directory.ts';
import { useDirectoryFamilies } from '../../data/directory-family.ts';
import { isNetworkError } from '../../lib/api-client.ts';
import { summarizeDirectory } from './directory-summaries.ts';
import { FAMILIES_KEY, useFamilies } from './families-api.ts';
import { useRefetchOnChange, useRefetchOnReconnect } from './use-refetch-on-change.ts';

/** The family list's state; `onDevice` when it is the directory's copy, read offline. */
export type FamilyListState =
  | { status: 'loading' }
  | { status: 'ready'; families: FamilySummaryResponse[]; onDevice: boolean }
  | { status: 'failed'; error: unknown; retry: () => void };

/** Every family, sorted by name. */
export function useFamilyList(): FamilyListState {
  const server = useFamilies();
  const families = useDirectoryFamilies();
  const directory = useDirectory();
  const stamp = useMemo(
    () =>
      JSON.stringify([
        families,
        directory.customers.map((child) => [child.id, child.name, child.familyId]),
      ]),
    [families, directory.customers],
  );
  useRefetchOnChange(stamp, FAMILIES_KEY);
  useRefetchOnReconnect(FAMILIES_KEY);

  if (server.data) return { status: 'ready', families: server.data, onDevice: false };
  if (server.isPending) return { status: 'loading' };
  if (isNetworkError(server.error) && directory.loaded) {
    const offline = summarizeDirectory(families, directory.customers);
    return { status: 'ready', families: offline, onDevice: true };
  }
  return { status: 'failed', error: server.error, retry: () => void server.refetch() };
}
