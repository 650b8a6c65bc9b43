/**
 * @module
 * The customer list for the Schedule Overview, with a loading state that does not flash the
 * empty state on a device that has never synced the directory: an empty local copy only counts
 * once the server has answered, the device is offline, or the server is slow to answer.
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { useEffect, useState } from 'react';
import { useDirectory } from '../../data/directory.ts';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useDocOnline, useSyncedDoc } from '../../lib/sync/sync-context.tsx';

// How long an empty local copy waits for the server before the empty state shows.
const EMPTY_GRACE_MS = 4000;

/** Customers sorted by name, and whether the screen can show them. */
export function useScheduleDirectory(): { customers: DirectoryEntry[]; ready: boolean } {
  const { customers, loaded } = useDirectory();
  const serverSynced = useDocOnline(useSyncedDoc({ kind: 'directory' }));
  const browserOnline = useBrowserOnline();
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedLong(true), EMPTY_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const ready = loaded && (customers.length > 0 || serverSynced || !browserOnline || waitedLong);
  return { customers, ready };
}
