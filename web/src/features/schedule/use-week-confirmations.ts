/**
 * @module
 * Every family's confirmation of a week, live from the `confirmations:{monday}` document (a
 * parent's answer shows at once on every staff screen). While that document's socket is down
 * but the browser has a network, it polls GET /api/confirmations/weekly every 5 s, the spec's
 * own design (section 9), and shows those answers instead; it never polls while the socket is up.
 */
import { CONFIRMATION_POLL_MS } from '@cubby/shared/constants';
import { listConfirmations } from '@cubby/shared/docs';
import { type ConfirmationResponse, confirmationResponseSchema } from '@cubby/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { apiJson } from '../../lib/api-client.ts';
import { useBrowserOnline } from '../../lib/connection.ts';
import {
  useDocLoaded,
  useDocOnline,
  useDocValue,
  useSyncedDoc,
} from '../../lib/sync/sync-context.tsx';
import type { StaffConfirmation } from './confirmation-view.ts';

/** The REST list's key; customer changes invalidate it (api/customers.ts). */
const CONFIRMATIONS_URL = '/api/confirmations/weekly';

/** One row of GET /api/confirmations/weekly. */
type ConfirmationRow = ConfirmationResponse;

/** The week's confirmations keyed by customer id, and whether they have loaded. */
export function useWeekConfirmations(monday: string): {
  confirmations: Map<string, StaffConfirmation>;
  loaded: boolean;
} {
  const synced = useSyncedDoc({ kind: 'confirmations', monday });
  const live = useDocValue(synced, (doc) => listConfirmations(doc, monday), [monday]);
  const loaded = useDocLoaded(synced);
  const browserOnline = useBrowserOnline();
  const socketUp = useDocOnline(synced);
  const polling = browserOnline && !socketUp;
  const polled = useQuery({
    queryKey: [CONFIRMATIONS_URL, monday],
    queryFn: () =>
      apiJson(
        z.array(confirmationResponseSchema),
        'GET',
        `${CONFIRMATIONS_URL}?weekStart=${monday}`,
      ),
    enabled: polling,
    refetchInterval: polling ? CONFIRMATION_POLL_MS : false,
  });

  const confirmations = useMemo(() => {
    if (polling && polled.data) return fromRows(polled.data, monday);
    const byCustomer = new Map<string, StaffConfirmation>();
    for (const [customerId, { status, details, confirmedAt, updatedAt }] of live) {
      byCustomer.set(customerId, { status, details, confirmedAt, updatedAt });
    }
    return byCustomer;
  }, [polling, polled.data, live, monday]);

  return { confirmations, loaded: loaded || polled.data !== undefined };
}

// A confirmation of another week is ignored (spec section 4).
function fromRows(rows: ConfirmationRow[], monday: string): Map<string, StaffConfirmation> {
  const byCustomer = new Map<string, StaffConfirmation>();
  for (const row of rows) {
    if (row.weekStart !== monday) continue;
    byCustomer.set(row.customerId, {
      status: row.status,
      details: row.details ?? {},
      confirmedAt: row.confirmedAt,
      updatedAt: row.updatedAt,
    });
  }
  return byCustomer;
}
