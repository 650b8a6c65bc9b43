/**
 * @module
 * Query defaults of spec sections 7 and 9: reads never go stale by themselves, nothing refetches
 * on focus or mount, nothing is retried. The default read is a GET of the first key element.
 */
import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** The app's one query client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        retry: false,
        queryFn: ({ queryKey }) => apiRequest('GET', String(queryKey[0])),
      },
      mutations: { retry: false },
    },
  });
}
