/**
 * @module
 * What the Activity screen reads, with the owner's token: the log a page at a time, newest first
 * (GET /api/audit, `next` the cursor of the page after), and the children and people its
 * filters offer. Each is read again whenever the screen opens: the log grows with every change.
 */
import {
  type AuditEntryResponse,
  auditPageResponseSchema,
  customerResponseSchema,
  staffAccountResponseSchema,
} from '@cubby/shared/schemas';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../lib/api-client.ts';
import { type ActivityFilters, auditQueryString } from './activity-filters.ts';

/** One entry of the log. */
export type ActivityEntry = AuditEntryResponse;

/** Entries one page shows; Load More asks for as many again. */
export const ACTIVITY_PAGE_SIZE = 50;

/** The log under `filters`, a page at a time. */
export function useActivity(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: ['/api/audit', filters],
    queryFn: ({ pageParam }) =>
      apiJson(
        auditPageResponseSchema,
        'GET',
        `/api/audit${auditQueryString(filters, { limit: ACTIVITY_PAGE_SIZE, before: pageParam })}`,
        undefined,
        { token: 'owner' },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    refetchOnMount: 'always',
  });
}

/** The children the child filter offers, by name. */
export function useActivityChildren() {
  return useQuery({
    queryKey: ['activity', '/api/customers'],
    queryFn: () =>
      apiJson(
        z.array(customerResponseSchema.pick({ id: true, name: true })),
        'GET',
        '/api/customers',
        undefined,
        { token: 'owner' },
      ),
    refetchOnMount: 'always',
  });
}

/** The staff and owners the person filter offers. */
export function useActivityPeople() {
  return useQuery({
    queryKey: ['activity', '/api/staff'],
    queryFn: () =>
      apiJson(
        z.array(staffAccountResponseSchema.pick({ id: true, name: true, role: true })),
        'GET',
        '/api/staff',
        undefined,
        { token: 'owner' },
      ),
    refetchOnMount: 'always',
  });
}
