import { describe, expect, it } from 'vitest';
import {
  answerableDays,
  answerProblems,
  checkWeekAnswer,
  isScheduledOn,
  shortNoticeDays,
} from './confirmation-rules.ts';

const MONDAY = '2026-11-16';
const MONDAYS_AND_TUESDAYS = {
  defaultMonday: true,
  defaultTuesday: true,
  defaultWednesday: false,
  defaultThursday: false,
  defaultFriday: false,
};

const messages = (problems: { message: string }[]) => problems.map(({ message }) => message);

describe('checkWeekAnswer', () => {
  it('refuses a schedule change on a day the family is not scheduled for', () => {
    const answer = {
      weekStart: MONDAY,
      status: 'schedule_change' as const,
      details: {
        scheduleChangeDay: '2026-11-18',
        scheduleChangeType: 'early_pick' as const,
        scheduleChangeTime: '14:00',
      },
    };
    expect(messages(checkWeekAnswer(answer, MONDAYS_AND_TUESDAYS))).toEqual([
      'A schedule change must be on one of your scheduled days; you are not scheduled on Wednesday (2026-11-18)',
    ]);
    const tuesday = { ...answer, details: { ...answer.details, scheduleChangeDay: '2026-11-17' } };
    expect(checkWeekAnswer(tuesday, MONDAYS_AND_TUESDAYS)).toEqual([]);
  });

  it('refuses an extra day on a day the family is already scheduled for', () => {
    const answer = {
      weekStart: MONDAY,
      status: 'extra_day_request' as const,
      details: { requestExtraDay: MONDAY },
    };
    expect(messages(checkWeekAnswer(answer, MONDAYS_AND_TUESDAYS))).toEqual([
      'An extra day must be a weekday you are not already scheduled for; Monday (2026-11-16) is one of your scheduled days',
    ]);
    const friday = { ...answer, details: { requestExtraDay: '2026-11-20' } };
    expect(checkWeekAnswer(friday, MONDAYS_AND_TUESDAYS)).toEqual([]);
  });

  it("holds the payload's own rules too: a day for not coming, dates inside the week", () => {
    expect(
      messages(
        checkWeekAnswer(
          { weekStart: MONDAY, status: 'not_coming', details: {} },
          MONDAYS_AND_TUESDAYS,
        ),
      ),
    ).toEqual(['Select at least one day you are not coming']);
    expect(
      messages(
        answerProblems({
          weekStart: MONDAY,
          status: 'not_coming',
          details: { absentDays: ['2026-11-23'] },
        }),
      ),
    ).toEqual(['absentDays 2026-11-23 is not a weekday of the week starting 2026-11-16']);
  });

  it('reads default days as the customers row and the directory carry them', () => {
    expect(isScheduledOn(MONDAYS_AND_TUESDAYS, 'tuesday')).toBe(true);
    expect(isScheduledOn(MONDAYS_AND_TUESDAYS, 'friday')).toBe(false);
  });
});

describe('days still answerable and short notice', () => {
  it('offers today and the days after it, nothing of a week gone by', () => {
    expect(answerableDays('2026-11-23', '2026-11-25')).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(answerableDays('2026-11-23', '2026-11-28')).toEqual([]);
    expect(answerableDays('2026-11-30', '2026-11-28')).toHaveLength(5);
  });

  it('names the days less than 3 days after the answer, past ones included', () => {
    const details = { absentDays: ['2026-11-24', '2026-11-27'] };
    expect(shortNoticeDays(details, '2026-11-23')).toEqual(['2026-11-24']);
    expect(shortNoticeDays({ requestExtraDay: '2026-11-26' }, '2026-11-23')).toEqual([]);
    expect(shortNoticeDays({ scheduleChangeDay: '2026-11-23' }, '2026-11-25')).toEqual([
      '2026-11-23',
    ]);
  });
});
