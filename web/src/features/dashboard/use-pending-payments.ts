/**
 * @module
 * Pending Payments, the one dashboard figure only the server knows (it needs every unpaid
 * session, and paid flags live in the owner's documents): GET /api/dashboard-stats. Read only
 * while online, and read again after check-ins change (spec section 4: dashboard stats are
 * refreshed after a check-in or check-out).
 */
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useBrowserOnline } from '../../lib/connection.ts';

/** GET /api/dashboard-stats as the server answers it. */
interface DashboardStats {
  currentAttendees: number;
  totalHoursToday: number;
  pendingPayments: number;
}

const DASHBOARD_STATS_KEY = ['/api/dashboard-stats'] as const;

// A check-in made here reaches the server through sync a moment after it is written; reading
// the stats at once could miss it, so the read waits this long after the last change.
const REFRESH_AFTER_CHANGE_MS = 1500;

/** What the Pending Payments card shows. */
export type PendingPayments =
  | { state: 'loading' }
  | { state: 'offline' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; count: number };

/**
 * Pending Payments, refreshed whenever `changeMarker` (today's visits) changes. The visits'
 * first load is not a check-in: when the dashboard asked the server as it opened, that answer
 * stands (`markerLoaded` says when the visits have loaded).
 */
export function usePendingPayments(changeMarker: unknown, markerLoaded: boolean): PendingPayments {
  const online = useBrowserOnline();
  const queryClient = useQueryClient();
  const stats = useQuery<DashboardStats>({ queryKey: DASHBOARD_STATS_KEY, enabled: online });
  const { refetch } = stats;
  const openedAt = useRef(Date.now());
  const firstLoadSeen = useRef(false);

  useEffect(() => {
    if (!markerLoaded) return;
    const firstLoad = !firstLoadSeen.current;
    firstLoadSeen.current = true;
    if (!online || (firstLoad && askedSince(queryClient, openedAt.current))) return;
    const timer = window.setTimeout(() => void refetch(), REFRESH_AFTER_CHANGE_MS);
    return () => window.clearTimeout(timer);
  }, [online, changeMarker, markerLoaded, refetch, queryClient]);

  if (!online) return { state: 'offline' };
  // A failed refresh says so rather than showing the last figure as if it were current.
  if (stats.isError) return { state: 'failed', message: stats.error.message };
  if (stats.data) return { state: 'ready', count: stats.data.pendingPayments };
  return { state: 'loading' };
}

// Read from the cache, not from the query's result: a component reading `isFetching` re-renders
// as every request begins and ends.
function askedSince(queryClient: QueryClient, since: number): boolean {
  const state = queryClient.getQueryState(DASHBOARD_STATS_KEY);
  return state?.fetchStatus === 'fetching' || (state?.dataUpdatedAt ?? 0) >= since;
}
