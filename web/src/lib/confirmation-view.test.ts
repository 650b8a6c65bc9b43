import { describe, expect, it } from 'vitest';
import {
  answerWords,
  customerNoteLines,
  decisionLine,
  shortNoticeLine,
  statusBadge,
  statusDetailLine,
} from './confirmation-view.ts';

const answer = (
  status: string,
  details: Record<string, unknown>,
  updatedAt = '2026-11-20T18:00:00.000Z',
) => ({
  status,
  details,
  confirmedAt: '2026-11-20T18:00:00.000Z',
  updatedAt,
  decision: null,
});

const LOS_ANGELES = 'America/Los_Angeles';

describe('a family’s answer on the Schedule Overview', () => {
  it('shows the badge of its status, and Not confirmed without one', () => {
    expect(statusBadge(undefined)).toEqual({ label: 'Not confirmed', color: 'gray' });
    expect(statusBadge(answer('confirmed', {}))).toEqual({ label: '✓ Confirmed', color: 'green' });
    expect(statusBadge(answer('mystery', {})).label).toBe('mystery');
  });

  it('adds the changed day and time, or the requested day, under the badge', () => {
    const change = answer('schedule_change', {
      scheduleChangeDay: '2026-11-25',
      scheduleChangeType: 'early_pick',
      scheduleChangeTime: '14:30',
    });
    expect(statusDetailLine(change)).toContain('Wednesday 11-25-2026 at 2:30 PM');
    expect(statusDetailLine(answer('extra_day_request', { requestExtraDay: '2026-11-26' }))).toBe(
      'Requested: Thursday 11-26-2026',
    );
    expect(statusDetailLine(answer('confirmed', {}))).toBeNull();
  });

  it('lists the notes of a not-coming answer and whether the other days are confirmed', () => {
    const notes = customerNoteLines(
      answer('not_coming', {
        absentDays: ['2026-11-23', '2026-11-24'],
        reason: 'Visiting grandparents',
        alsoConfirmOthers: true,
      }),
    );
    expect(notes).toEqual({
      lines: ['Absent: Monday 11-23-2026, Tuesday 11-24-2026', 'Reason: Visiting grandparents'],
      confirmedOthers: true,
    });
    expect(customerNoteLines(answer('confirmed', { alsoConfirmOthers: true }))).toEqual({
      lines: [],
      confirmedOthers: false,
    });
  });

  it('says who answered an extra-day request and how', () => {
    expect(decisionLine({ decision: 'approved', message: null, decidedBy: 'Sam Rivera' })).toBe(
      'Approved by Sam Rivera',
    );
    expect(decisionLine({ decision: 'declined', message: 'Full', decidedBy: 'Sam Rivera' })).toBe(
      'Declined by Sam Rivera',
    );
    // The polled REST rows do not name who answered.
    expect(decisionLine({ decision: 'declined', message: null, decidedBy: null })).toBe('Declined');
  });

  it('flags an answer about a day less than three days off, on the facility’s date', () => {
    // 02:00 UTC on the 23rd is still the 22nd in Los Angeles: Wednesday the 25th is 3 days off.
    const early = answer(
      'extra_day_request',
      { requestExtraDay: '2026-11-25' },
      '2026-11-23T02:00:00.000Z',
    );
    expect(shortNoticeLine(early, LOS_ANGELES)).toBeNull();
    expect(shortNoticeLine(early, 'UTC')).toBe('Short notice: answered 11-23-2026');
    const absent = answer(
      'not_coming',
      { absentDays: ['2026-11-24', '2026-11-27'] },
      '2026-11-20T18:00:00.000Z',
    );
    expect(shortNoticeLine(absent, LOS_ANGELES)).toBeNull();
    expect(shortNoticeLine(answer('confirmed', {}), LOS_ANGELES)).toBeNull();
    expect(shortNoticeLine(undefined, LOS_ANGELES)).toBeNull();
  });

  it('words an answer in one line for a toast', () => {
    const monday = '2026-11-23';
    expect(
      answerWords(answer('extra_day_request', { requestExtraDay: '2026-11-25' }), monday),
    ).toBe('+ Extra day request, Wednesday 11-25-2026');
    expect(
      answerWords(answer('not_coming', { absentDays: ['2026-11-23', '2026-11-24'] }), monday),
    ).toBe('✗ Not coming, Monday 11-23-2026, Tuesday 11-24-2026');
    expect(
      answerWords(
        answer('schedule_change', { scheduleChangeDay: '2026-11-27', scheduleChangeTime: '14:30' }),
        monday,
      ),
    ).toBe('📅 Schedule change, Friday 11-27-2026 at 2:30 PM');
    expect(answerWords(answer('confirmed', {}), monday)).toBe('✓ Confirmed, week of 11-23-2026');
  });
});
