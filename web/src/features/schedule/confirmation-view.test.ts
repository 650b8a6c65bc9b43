import { describe, expect, it } from 'vitest';
import { customerNoteLines, statusBadge, statusDetailLine } from './confirmation-view.ts';

const answer = (status: string, details: Record<string, unknown>) => ({
  status,
  details,
  confirmedAt: '2026-11-20T18:00:00.000Z',
  updatedAt: '2026-11-20T18:00:00.000Z',
});

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
});
