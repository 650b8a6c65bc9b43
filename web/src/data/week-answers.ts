/**
 * @module
 * Every family's answer for a week and staff's answers to its extra-day requests, live from the
 * `confirmations:{monday}` document, for the staff screens that show who is expected (the
 * dashboard, the attendance grid). While that document's socket is down but the browser has a
 * network, it polls GET /api/confirmations/weekly every 5 s, the spec's own design (section 9),
 * as the Schedule Overview does; it never polls while the socket is up.
 */
import { CONFIRMATION_POLL_MS } from '@cubby/shared/constants';
import { listConfirmations, listDecisions } from '@cubby/shared/docs';
import {
  type ConfirmationDetails,
  type ConfirmationResponse,
  confirmationResponseSchema,
  type ExtraDayDecision,
} from '@cubby/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { apiJson } from '../lib/api-client.ts';
import { useBrowserOnline } from '../lib/connection.ts';
import {
  useDocLoaded,
  useDocOnline,
  useDocValue,
  useSyncedDoc,
} from '../lib/sync/sync-context.tsx';

// The same list, and so the same cache entry, as the Schedule Overview's fallback polls.
const CONFIRMATIONS_URL = '/api/confirmations/weekly';

/** A family's answer for the week, from either source. */
export interface WeekAnswer {
  status: string;
  details: ConfirmationDetails;
}

/** Staff's answer to a family's extra-day request: the day it answers and the answer. */
export type DayDecision = Pick<ExtraDayDecision, 'day' | 'decision'>;

/** What families and staff answered for a week, keyed by customer id. */
export interface WeekAnswers {
  answers: Map<string, WeekAnswer>;
  decisions: Map<string, DayDecision>;
  loaded: boolean;
}

/** The week's answers and decisions, live, with the REST list while the socket is down. */
export function useWeekAnswers(monday: string): WeekAnswers {
  const synced = useSyncedDoc({ kind: 'confirmations', monday });
  const liveAnswers = useDocValue(synced, (doc) => listConfirmations(doc, monday), [monday]);
  const liveDecisions = useDocValue(synced, listDecisions, []);
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

  return useMemo(() => {
    if (polling && polled.data) return { ...answersFromRows(polled.data, monday), loaded: true };
    const answers = new Map<string, WeekAnswer>();
    for (const [customerId, { status, details }] of liveAnswers) {
      answers.set(customerId, { status, details });
    }
    const decisions = new Map<string, DayDecision>();
    for (const [customerId, { day, decision }] of liveDecisions) {
      decisions.set(customerId, { day, decision });
    }
    return { answers, decisions, loaded: loaded || polled.data !== undefined };
  }, [polling, polled.data, liveAnswers, liveDecisions, loaded, monday]);
}

/**
 * The answers and decisions of GET /api/confirmations/weekly. A row's decision answers the
 * request the family holds now, so its day is the requested one; a row of another week is
 * ignored (spec section 4).
 */
export function answersFromRows(
  rows: ConfirmationResponse[],
  monday: string,
): Omit<WeekAnswers, 'loaded'> {
  const answers = new Map<string, WeekAnswer>();
  const decisions = new Map<string, DayDecision>();
  for (const row of rows) {
    if (row.weekStart !== monday) continue;
    const details = row.details ?? {};
    answers.set(row.customerId, { status: row.status, details });
    if (row.decision && details.requestExtraDay) {
      decisions.set(row.customerId, { day: details.requestExtraDay, decision: row.decision });
    }
  }
  return { answers, decisions };
}
