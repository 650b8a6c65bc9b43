/**
 * @module
 * The weeks a family may answer (decision 066): from last week to twelve weeks ahead of the
 * facility's current week. REST refuses an answer or an undo outside them, the sync endpoint
 * refuses to open a family's document of such a week, and to take a write into one, and the
 * portal's week navigation stops at their ends. Staff and the owner read any week.
 */
import { addWeeks, formatDisplayDate, type IsoDate, mondayOf } from './dates.ts';

/**
 * Weeks before the current one a family may still answer: last week, so an answer a phone saved
 * offline before its day still reaches the server after the week has turned (decision 026).
 */
export const ANSWER_WEEKS_BACK = 1;

/** Weeks after the current one a family may answer: a term's holidays, told well ahead. */
export const ANSWER_WEEKS_AHEAD = 12;

/** The Mondays of the first and last week a family may answer on `today` (the facility's date). */
export function answerWindow(today: IsoDate): { first: IsoDate; last: IsoDate } {
  const current = mondayOf(today);
  return {
    first: addWeeks(current, -ANSWER_WEEKS_BACK),
    last: addWeeks(current, ANSWER_WEEKS_AHEAD),
  };
}

/** Whether a family may answer, or open, the week of `monday` on `today`. */
export function isAnswerableWeek(monday: IsoDate, today: IsoDate): boolean {
  const { first, last } = answerWindow(today);
  return monday >= first && monday <= last;
}

/** What a family is told of a week outside the window on `today`. */
export function outsideAnswerWindowMessage(today: IsoDate): string {
  const { first, last } = answerWindow(today);
  return `Answers can be given only for the weeks of ${formatDisplayDate(first)} to ${formatDisplayDate(last)}`;
}
