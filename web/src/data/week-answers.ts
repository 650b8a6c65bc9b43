/**
 * @module
 * Every family's answer for a week and staff's answers to its extra-day requests, as the rule of
 * who is expected on a day reads them (the dashboard, the attendance grid), from the week's one
 * reader (`week-confirmations.ts`: live, polling while the socket is down).
 */
import type { ConfirmationDetails, ExtraDayDecision } from '@cubby/shared/schemas';
import { useMemo } from 'react';
import type { StaffConfirmation } from '../lib/confirmation-view.ts';
import { useWeekConfirmations } from './week-confirmations.ts';

/** A family's answer for the week. */
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

/** The week's answers and decisions, live. */
export function useWeekAnswers(monday: string): WeekAnswers {
  const { confirmations, loaded } = useWeekConfirmations(monday);
  return useMemo(() => ({ ...answersOf(confirmations), loaded }), [confirmations, loaded]);
}

/**
 * The answers and decisions of the week's confirmations. A decision answers the request the
 * family holds now, so its day is the requested one.
 */
export function answersOf(
  confirmations: ReadonlyMap<string, StaffConfirmation>,
): Omit<WeekAnswers, 'loaded'> {
  const answers = new Map<string, WeekAnswer>();
  const decisions = new Map<string, DayDecision>();
  for (const [customerId, { status, details, decision }] of confirmations) {
    answers.set(customerId, { status, details });
    if (decision && details.requestExtraDay) {
      decisions.set(customerId, { day: details.requestExtraDay, decision: decision.decision });
    }
  }
  return { answers, decisions };
}
