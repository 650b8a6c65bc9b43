/**
 * @module
 * The directory document as the change clock of a server read: the server rewrites the
 * directory after every change to a family, a contact or a child, on any device, so when the
 * part of it a read depends on changes, the read is made again. No polling, no reload.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

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
