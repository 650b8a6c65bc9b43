/**
 * @module
 * Whether the week's answers can be shown and changed: once the phone's copies have loaded and
 * either the server has synced them, the phone is offline, or the server is slow to answer. A
 * phone that opens a week for the first time would otherwise offer the four answers for a moment
 * before the answer given elsewhere arrives.
 */
import { useMemo } from 'react';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useDocState } from '../../lib/sync/sync-context.tsx';
import type { SyncedDoc } from '../../lib/sync/synced-doc.ts';
import { useHeldFor } from '../../lib/use-held-for.ts';

// How long a loaded copy waits for the server before it counts as the answer.
const SERVER_GRACE_MS = 4000;

/** True once one child's family document can be trusted to show the week's answer. */
export function useAnswerReady(family: SyncedDoc): boolean {
  return useAnswersReady(useMemo(() => [family], [family]));
}

/** True once every one of `docs` (kept the same array while they stay the same) can be trusted. */
export function useAnswersReady(docs: readonly SyncedDoc[]): boolean {
  const loaded = useDocState(() => docs.every((doc) => doc.loaded));
  const serverSynced = useDocState(() => docs.every((doc) => doc.online));
  const browserOnline = useBrowserOnline();
  const waited = useHeldFor(docs, SERVER_GRACE_MS);
  return loaded && (serverSynced || !browserOnline || waited);
}
