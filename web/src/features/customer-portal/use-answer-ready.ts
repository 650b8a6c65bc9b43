/**
 * @module
 * Whether the week's answer can be shown and changed: once the phone's copy has loaded and either
 * the server has synced it, the phone is offline, or the server is slow to answer. A phone that
 * opens a week for the first time would otherwise offer the four answers for a moment before
 * the answer given elsewhere arrives.
 */
import { useEffect, useState } from 'react';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useDocLoaded, useDocOnline } from '../../lib/sync/sync-context.tsx';
import type { SyncedDoc } from '../../lib/sync/synced-doc.ts';

// How long a loaded copy waits for the server before it counts as the answer.
const SERVER_GRACE_MS = 4000;

/** True once the family document can be trusted to show the week's answer. */
export function useAnswerReady(family: SyncedDoc): boolean {
  const loaded = useDocLoaded(family);
  const serverSynced = useDocOnline(family);
  const browserOnline = useBrowserOnline();
  const [waited, setWaited] = useState<SyncedDoc | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(family), SERVER_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [family]);
  return loaded && (serverSynced || !browserOnline || waited === family);
}
