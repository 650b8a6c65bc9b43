/**
 * @module
 * Every family's confirmation of a week, and staff's answers to its extra-day requests, live
 * from the `confirmations:{monday}` document (a parent's answer, or another device's decision,
 * shows at once on every staff screen): the one reader of it for the Schedule Overview, the
 * dashboard and the grid. While that document's socket is down
 * but the browser has a network, it polls GET /api/confirmations/weekly every 5 s, the spec's
 * own design (section 9), and shows those answers instead; it never polls while the socket is up,
 * and starts only once the socket has been down for two seconds.
 */
import { CONFIRMATION_POLL_MS } from '@cubby/shared/constants';
import { decisionOf, listConfirmations, listDecisions } from '@cubby/shared/docs';
import { type ConfirmationResponse, confirmationResponseSchema } from '@cubby/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { apiJson } from '../lib/api-client.ts';
import type { StaffConfirmation } from '../lib/confirmation-view.ts';
import { useBrowserOnline } from '../lib/connection.ts';
import {
  useDocLoaded,
  useDocOnline,
  useDocValue,
  useSyncedDoc,
} from '../lib/sync/sync-context.tsx';
import { useHeldFor } from '../lib/use-held-for.ts';

/** The REST list's key; customer changes invalidate it (api/customers.ts). */
const CONFIRMATIONS_URL = '/api/confirmations/weekly';
// How long a screen waits for the document's socket before it polls instead.
const SOCKET_GRACE_MS = 2000;

/** One row of GET /api/confirmations/weekly. */
type ConfirmationRow = ConfirmationResponse;

/** The week's confirmations keyed by customer id, and whether they have loaded. */
export function useWeekConfirmations(monday: string): {
  confirmations: Map<string, StaffConfirmation>;
  loaded: boolean;
} {
  const synced = useSyncedDoc({ kind: 'confirmations', monday });
  const live = useDocValue(synced, (doc) => listConfirmations(doc, monday), [monday]);
  const decisions = useDocValue(synced, listDecisions, []);
  const loaded = useDocLoaded(synced);
  const browserOnline = useBrowserOnline();
  const socketUp = useDocOnline(synced);
  // The socket comes up within a second or two of a screen opening: polling at once fetched, on
  // every staff screen's start, what the socket brought a moment later (issue 21).
  const socketLate = useHeldFor(socketUp, SOCKET_GRACE_MS) && !socketUp;
  const polling = browserOnline && socketLate;
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
    for (const [customerId, answer] of live) {
      const { status, details, confirmedAt, updatedAt } = answer;
      // The server mirrors only answers to the request held now; checked again all the same,
      // so a decision about another day never shows under a new request.
      const decision = decisionOf(answer, decisions.get(customerId));
      byCustomer.set(customerId, {
        status,
        details,
        confirmedAt,
        updatedAt,
        decision: decision && {
          decision: decision.decision,
          message: decision.message,
          decidedBy: decision.decidedBy,
        },
      });
    }
    return byCustomer;
  }, [polling, polled.data, live, decisions, monday]);

  return { confirmations, loaded: loaded || polled.data !== undefined };
}

/** The rows of GET /api/confirmations/weekly by customer; another week's are ignored (spec 4). */
export function fromRows(rows: ConfirmationRow[], monday: string): Map<string, StaffConfirmation> {
  const byCustomer = new Map<string, StaffConfirmation>();
  for (const row of rows) {
    if (row.weekStart !== monday) continue;
    byCustomer.set(row.customerId, {
      status: row.status,
      details: row.details ?? {},
      confirmedAt: row.confirmedAt,
      updatedAt: row.updatedAt,
      decision: row.decision
        ? { decision: row.decision, message: row.decisionMessage, decidedBy: null }
        : null,
    });
  }
  return byCustomer;
}
