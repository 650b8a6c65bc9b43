/**
 * @module
 * Every rule a family's answer for a week must meet (spec section 5), in one place: the payload
 * schema's check, REST, the sync hook that checks a family's document and the portal's dialogs
 * all call these, so no path can skip one.
 */
import { ADVANCE_NOTICE_DAYS } from './constants.ts';
import {
  daysFrom,
  type IsoDate,
  type Weekday,
  weekDates,
  weekdayName,
  weekdayOf,
} from './dates.ts';
import type { ConfirmationDetails, ConfirmationStatus } from './schemas/confirmation.ts';
import { DEFAULT_DAY_FIELDS, type DefaultDayField } from './schemas/customer.ts';

/** An answer as the rules see it: the week, the status and the details. */
export interface WeekAnswer {
  weekStart: IsoDate;
  status: ConfirmationStatus;
  details: ConfirmationDetails;
}

/** A broken rule: what to tell the family, and the field it is about. */
export interface AnswerProblem {
  message: string;
  path: string[];
}

/** A family's default weekdays, as a customers row, a directory entry or the portal has them. */
export type DefaultDays = Pick<Record<DefaultDayField, boolean>, DefaultDayField>;

/** Whether a family is scheduled on a weekday by default (the Schedule Overview ticks). */
export function isScheduledOn(days: DefaultDays, weekday: Weekday): boolean {
  return days[DEFAULT_DAY_FIELDS[weekday]];
}

/**
 * The rules the answer alone implies: not coming needs a day, a schedule change a day and a time,
 * an extra day a day, and every date lies in that week.
 */
export function answerProblems({ weekStart, status, details }: WeekAnswer): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  const fail = (message: string, field: string) =>
    problems.push({ message, path: ['details', field] });
  if (status === 'not_coming' && !details.absentDays?.length) {
    fail('Select at least one day you are not coming', 'absentDays');
  }
  if (status === 'schedule_change' && !details.scheduleChangeDay) {
    fail('Choose the day of the schedule change', 'scheduleChangeDay');
  }
  if (status === 'schedule_change' && !details.scheduleChangeTime) {
    fail('Choose the time of the schedule change', 'scheduleChangeTime');
  }
  if (status === 'extra_day_request' && !details.requestExtraDay) {
    fail('Choose the extra day you would like', 'requestExtraDay');
  }
  const week = weekDates(weekStart);
  for (const [field, date] of detailDates(details)) {
    if (!week.includes(date)) {
      fail(`${field} ${date} is not a weekday of the week starting ${weekStart}`, field);
    }
  }
  return problems;
}

/**
 * The rules the family's default days imply: a schedule change moves one of its scheduled days,
 * and an extra day is one it is not scheduled for.
 */
export function scheduleProblems(details: ConfirmationDetails, days: DefaultDays): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  const { scheduleChangeDay, requestExtraDay } = details;
  if (scheduleChangeDay) {
    const weekday = weekdayOf(scheduleChangeDay);
    if (!weekday || !isScheduledOn(days, weekday)) {
      problems.push({
        message: `A schedule change must be on one of your scheduled days; you are not scheduled on ${weekdayName(scheduleChangeDay)} (${scheduleChangeDay})`,
        path: ['details', 'scheduleChangeDay'],
      });
    }
  }
  if (requestExtraDay) {
    const weekday = weekdayOf(requestExtraDay);
    if (!weekday || isScheduledOn(days, weekday)) {
      problems.push({
        message: `An extra day must be a weekday you are not already scheduled for; ${weekdayName(requestExtraDay)} (${requestExtraDay}) is one of your scheduled days`,
        path: ['details', 'requestExtraDay'],
      });
    }
  }
  return problems;
}

/**
 * Every rule of an answer for a family with these default days; empty when it may be stored.
 * REST (after its schema), the sync hook and the portal all ask this one function.
 */
export function checkWeekAnswer(answer: WeekAnswer, days: DefaultDays): AnswerProblem[] {
  return [...answerProblems(answer), ...scheduleProblems(answer.details, days)];
}

/**
 * The days of the week a family may still answer for on `today`: today and the days after it.
 * Only the portal applies this; the server accepts an answer for a day already past, in a week
 * of the answer window (`answer-window.ts`), because a phone that was offline sends what it saved
 * before the day came (decisions 026 and 066).
 */
export function answerableDays(monday: IsoDate, today: IsoDate): IsoDate[] {
  return weekDates(monday).filter((day) => day >= today);
}

/**
 * The days an answer is about that fall within the advance notice the portal asks for (spec
 * section 2: at least 3 days) when given on `answeredOn`. Such an answer is allowed; both the
 * family and staff are told it came at short notice.
 */
export function shortNoticeDays(details: ConfirmationDetails, answeredOn: IsoDate): IsoDate[] {
  return detailDates(details)
    .map(([, day]) => day)
    .filter((day) => daysFrom(answeredOn, day) < ADVANCE_NOTICE_DAYS);
}

// Dates inside the details, by field, so a message can name the field.
function detailDates(details: ConfirmationDetails): [string, IsoDate][] {
  const dates: [string, IsoDate][] = (details.absentDays ?? []).map((day) => ['absentDays', day]);
  if (details.scheduleChangeDay) dates.push(['scheduleChangeDay', details.scheduleChangeDay]);
  if (details.requestExtraDay) dates.push(['requestExtraDay', details.requestExtraDay]);
  return dates;
}
