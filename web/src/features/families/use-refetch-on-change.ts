/**
 * @module
 * The directory document as the change clock of a server read: the server rewrites the
 * directory after every change to a family, a contact or a child, on any device, so when the
 * part of it a read depends on changes, the read is made again. No polling, no reload. And a
 * device back on the network reads again what it could not read offline.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useBrowserOnline } from '../../lib/connection.ts';

/** Reads `queryKey` again whenever `stamp` (the directory's part, as text) changes. */
export function useRefetchOnChange(stamp: string, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const last = useRef(stamp);
  useEffect(() => {
    if (last.current === stamp) return;
    last.current = stamp;
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }, [stamp, queryKey, queryClient]);
}

/**
 * Reads `queryKey` again when the browser comes back online, so a page opened offline offers
 * its changes again. React Query's own reconnect signal misses that page: it assumes a browser
 * is online until it hears otherwise.
 */
export function useRefetchOnReconnect(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const online = useBrowserOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    if (cameBack) void queryClient.invalidateQueries({ queryKey, exact: true });
  }, [online, queryKey, queryClient]);
}
