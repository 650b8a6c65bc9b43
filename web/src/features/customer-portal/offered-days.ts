/**
 * @module
 * The days an answer dialog offers on the facility's date (issue 16): only those the family may
 * still answer for, today and later (`answerableDays`). The server still takes a past day, since
 * a phone that was offline may send an answer after its day (decision 026); the portal simply
 * stops offering one. When a dialog has nothing left to offer, it says why in plain words instead
 * of showing an empty picker.
 */
import { answerableDays } from '@cubby/shared/confirmation-rules';
import type { IsoDate } from '@cubby/shared/dates';

/** A week as a dialog sees it: its Monday and the facility's date today. */
export interface AnswerWeek {
  monday: IsoDate;
  today: IsoDate;
}

/** The days a dialog offers, or why it offers none. */
export type OfferedDays = { days: IsoDate[]; none: null } | { days: []; none: string };

/** What the portal says about a week whose days have all passed. */
export const WEEK_OVER = 'This week is over; there is nothing left to answer.';

/** What a dialog of scheduled days says once those days have passed but the week has not. */
export const SCHEDULED_DAYS_PASSED =
  'Your scheduled days this week have passed; there is nothing left to answer.';

/** Whether every weekday of the week of `monday` is already past on `today`. */
export function isWeekOver(monday: IsoDate, today: IsoDate): boolean {
  return answerableDays(monday, today).length === 0;
}

/** The days among `days` (of the week) a dialog offers: today and the days after it. */
export function offeredDays({ monday, today }: AnswerWeek, days: readonly IsoDate[]): IsoDate[] {
  const answerable = new Set(answerableDays(monday, today));
  return days.filter((day) => answerable.has(day));
}

/**
 * The days a dialog offers and, when there are none, why: the week is over, the family has none
 * (`noDays`, the spec's empty-state words), or its days have passed.
 */
export function offerDays(week: AnswerWeek, days: readonly IsoDate[], noDays: string): OfferedDays {
  const offered = offeredDays(week, days);
  if (offered.length > 0) return { days: offered, none: null };
  if (isWeekOver(week.monday, week.today)) return { days: [], none: WEEK_OVER };
  return { days: [], none: days.length === 0 ? noDays : SCHEDULED_DAYS_PASSED };
}
