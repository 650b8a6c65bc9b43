/**
 * @module
 * Extra-day requests waiting for staff's answer in the facility's current and next week, from
 * the `confirmations:{monday}` documents: live on every staff device, so a request made on a
 * phone counts at the desk at once. It also tells a screen each family answer that arrives or
 * changes while it is open, for the header's toast.
 */
import { addWeeks, type IsoDate, mondayOf } from '@cubby/shared/dates';
import {
  decisionOf,
  listConfirmations,
  listDecisions,
  type WeekConfirmation,
} from '@cubby/shared/docs';
import type { ExtraDayDecision } from '@cubby/shared/schemas';
import { useEffect, useMemo, useRef } from 'react';
import { useFacilityToday } from '../lib/facility-clock.ts';
import { useDocOnline, useDocValue, useSyncedDoc } from '../lib/sync/sync-context.tsx';

/** One extra-day request staff have not answered yet. */
export interface WaitingRequest {
  customerId: string;
  monday: IsoDate;
  day: IsoDate;
}

/** A family's answer that arrived or changed: the new one, or null when it was taken back. */
export interface AnswerNews {
  customerId: string;
  monday: IsoDate;
  answer: WeekConfirmation | null;
}

/** The week's extra-day requests with no answer for their day, soonest first. */
export function waitingRequests(
  monday: IsoDate,
  confirmations: ReadonlyMap<string, WeekConfirmation>,
  decisions: ReadonlyMap<string, ExtraDayDecision>,
): WaitingRequest[] {
  const waiting: WaitingRequest[] = [];
  for (const [customerId, answer] of confirmations) {
    const day = answer.status === 'extra_day_request' ? answer.details.requestExtraDay : undefined;
    if (day && !decisionOf(answer, decisions.get(customerId))) {
      waiting.push({ customerId, monday, day });
    }
  }
  return waiting.sort(
    (a, b) => a.day.localeCompare(b.day) || a.customerId.localeCompare(b.customerId),
  );
}

/** What an answer says, to tell a changed answer from one only stamped again. */
export function answerSignature(answer: Pick<WeekConfirmation, 'status' | 'details'>): string {
  return JSON.stringify([answer.status, answer.details]);
}

/** The answers of `after` that differ from the signatures `before` knew, and those gone. */
export function answerNews(
  monday: IsoDate,
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, WeekConfirmation>,
): AnswerNews[] {
  const news: AnswerNews[] = [];
  for (const [customerId, answer] of after) {
    if (before.get(customerId) !== answerSignature(answer)) {
      news.push({ customerId, monday, answer });
    }
  }
  for (const customerId of before.keys()) {
    if (!after.has(customerId)) news.push({ customerId, monday, answer: null });
  }
  return news;
}

/**
 * The requests waiting in this week and next, soonest first, and `onNews` called for each answer
 * that arrives or changes while the screen is open: what the server held when this device synced
 * is not news.
 */
export function useExtraDayRequests(onNews?: (news: AnswerNews) => void): WaitingRequest[] {
  const thisMonday = mondayOf(useFacilityToday());
  const tell = useRef(onNews);
  tell.current = onNews;
  const thisWeek = useWeekRequests(thisMonday, tell);
  const nextWeek = useWeekRequests(addWeeks(thisMonday, 1), tell);
  return useMemo(() => [...thisWeek, ...nextWeek], [thisWeek, nextWeek]);
}

function useWeekRequests(
  monday: IsoDate,
  tell: { current: ((news: AnswerNews) => void) | undefined },
): WaitingRequest[] {
  const synced = useSyncedDoc({ kind: 'confirmations', monday });
  const confirmations = useDocValue(synced, (doc) => listConfirmations(doc, monday), [monday]);
  const decisions = useDocValue(synced, listDecisions, []);
  const online = useDocOnline(synced);
  // What the week said when last looked at; null until the server first synced it.
  const known = useRef<{ monday: IsoDate; signatures: Map<string, string> } | null>(null);
  useEffect(() => {
    if (!online) return;
    const signatures = new Map(
      [...confirmations].map(([customerId, answer]) => [customerId, answerSignature(answer)]),
    );
    const before = known.current;
    known.current = { monday, signatures };
    // A new week (the facility's clock turned) starts from what it holds, as a first sync does.
    if (before === null || before.monday !== monday) return;
    for (const news of answerNews(monday, before.signatures, confirmations)) tell.current?.(news);
  }, [confirmations, online, monday, tell]);
  return useMemo(
    () => waitingRequests(monday, confirmations, decisions),
    [monday, confirmations, decisions],
  );
}
