/**
 * @module
 * The Activity screen's filters as they live in its address (`/activity?customerId=...&kind=...`),
 * so a link can open the log filtered: a child, a person, a kind of change and a range of the
 * facility's dates. A value that does not read is dropped rather than refused, so a mistyped
 * link still opens the screen. The same filters make the query of GET /api/audit and the CSV.
 */
import { auditQuerySchema } from '@cubby/shared/schemas';
import type { z } from 'zod';

const filtersSchema = auditQuerySchema.pick({
  customerId: true,
  actorId: true,
  kind: true,
  from: true,
  to: true,
});

/** The filters the screen shows: each one optional. */
export type ActivityFilters = z.output<typeof filtersSchema>;

/** The names of the filters, in the order the address writes them. */
export const FILTER_NAMES = ['customerId', 'actorId', 'kind', 'from', 'to'] as const;

/** The filters an address's search holds; anything else, or anything unreadable, is left out. */
export function readActivityFilters(search: Record<string, unknown>): ActivityFilters {
  const filters: ActivityFilters = {};
  for (const name of FILTER_NAMES) {
    // The router reads `?customerId=123` as a number; an id is text either way.
    const raw = typeof search[name] === 'number' ? String(search[name]) : search[name];
    const parsed = filtersSchema.shape[name].safeParse(raw);
    if (parsed.success && parsed.data !== undefined)
      Object.assign(filters, { [name]: parsed.data });
  }
  return filters;
}

/** Whether any filter is set. */
export function isFiltered(filters: ActivityFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name] !== undefined);
}

/** The query string of GET /api/audit and /api/audit.csv for the filters, and a page if given. */
export function auditQueryString(
  filters: ActivityFilters,
  page: { limit?: number; before?: number } = {},
): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined) params.set(name, value);
  }
  if (page.limit !== undefined) params.set('limit', String(page.limit));
  if (page.before !== undefined) params.set('before', String(page.before));
  const query = params.toString();
  return query ? `?${query}` : '';
}
