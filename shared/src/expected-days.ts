/**
 * @module
 * Who is expected on a day, from a child's default days, the family's answer for the week and
 * staff's answer to an extra-day request: the one rule the attendance grid and the dashboard
 * show beside who is in.
 */
import { type DefaultDays, isScheduledOn } from './confirmation-rules.ts';
import { type IsoDate, weekdayOf } from './dates.ts';
import type { ConfirmationDetails } from './schemas/confirmation.ts';
import type { ExtraDayDecision } from './schemas/extra-day-decision.ts';

/**
 * What a day holds for a child:
 * - `scheduled`: a default day the family has not answered for;
 * - `confirmed`: a default day the family said it comes (a schedule change keeps it, at `time`);
 * - `not_coming`: a day the family said it will miss;
 * - `extra_day`: a day staff approved beyond the default ones;
 * - `extra_day_requested`: a day the family asked for and staff have not answered yet.
 */
export type Expectation =
  | { kind: 'scheduled' }
  | { kind: 'confirmed'; change?: { type: 'late_drop' | 'early_pick'; time: string } }
  | { kind: 'not_coming' }
  | { kind: 'extra_day' }
  | { kind: 'extra_day_requested' };

/** What is known of a child's week. */
export interface WeekFacts {
  days: DefaultDays;
  /** The family's answer for the week; null when it has not answered. */
  answer: { status: string; details: ConfirmationDetails } | null;
  /** Staff's answer to the week's extra-day request, if any. */
  decision: Pick<ExtraDayDecision, 'day' | 'decision'> | null;
}

/** What `date` holds for a child, or null when the child is not expected that day. */
export function expectationOn(
  date: IsoDate,
  { days, answer, decision }: WeekFacts,
): Expectation | null {
  const weekday = weekdayOf(date);
  if (!weekday) return null;
  const details = answer?.details ?? {};
  if (answer?.status === 'extra_day_request' && details.requestExtraDay === date) {
    if (decision?.day !== date) return { kind: 'extra_day_requested' };
    return decision.decision === 'approved' ? { kind: 'extra_day' } : null;
  }
  if (!isScheduledOn(days, weekday)) return null;
  if (!answer) return { kind: 'scheduled' };
  if (answer.status === 'not_coming') {
    if (details.absentDays?.includes(date)) return { kind: 'not_coming' };
    // Not coming on some days says nothing of the others unless the family confirmed them too.
    return details.alsoConfirmOthers ? { kind: 'confirmed' } : { kind: 'scheduled' };
  }
  if (
    answer.status === 'schedule_change' &&
    details.scheduleChangeDay === date &&
    details.scheduleChangeType &&
    details.scheduleChangeTime
  ) {
    return {
      kind: 'confirmed',
      change: { type: details.scheduleChangeType, time: details.scheduleChangeTime },
    };
  }
  return { kind: 'confirmed' };
}

/** Whether an expectation means the child should come in that day (a request is not yet). */
export function isExpectedIn(expectation: Expectation | null): boolean {
  return (
    expectation?.kind === 'scheduled' ||
    expectation?.kind === 'confirmed' ||
    expectation?.kind === 'extra_day'
  );
}
