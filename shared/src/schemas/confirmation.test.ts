import { describe, expect, test } from 'vitest';
import {
  CONFIRMATION_STATUSES,
  confirmationStatusSchema,
  confirmWeekPayloadSchema,
  isConfirmationStatus,
  SCHEDULE_CHANGE_TYPES,
  undoWeekPayloadSchema,
  weeklyConfirmationSchema,
} from './confirmation.ts';

const CUSTOMER_ID = '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70';
const MONDAY = '2026-11-16';

function messages(result: { error?: { issues: { message: string }[] } | undefined }) {
  return result.error?.issues.map((issue) => issue.message);
}

describe('statuses', () => {
  test('are the four of spec section 4', () => {
    expect(CONFIRMATION_STATUSES).toEqual([
      'confirmed',
      'not_coming',
      'schedule_change',
      'extra_day_request',
    ]);
    expect(SCHEDULE_CHANGE_TYPES).toEqual(['late_drop', 'early_pick']);
    expect(confirmationStatusSchema.safeParse('maybe').error?.issues[0]?.message).toBe(
      'status must be one of confirmed, not_coming, schedule_change, extra_day_request',
    );
    expect(isConfirmationStatus('not_coming')).toBe(true);
    expect(isConfirmationStatus('on_holiday')).toBe(false);
  });
});

describe('weeklyConfirmationSchema', () => {
  test('keeps an unknown stored status as text for staff to show raw', () => {
    const stored = weeklyConfirmationSchema.parse({
      id: 'c1',
      customerId: CUSTOMER_ID,
      weekStart: MONDAY,
      status: 'on_holiday',
    });
    expect(stored).toMatchObject({ status: 'on_holiday', details: null, confirmedAt: null });
  });

  test('rejects a week start that is not a Monday', () => {
    const result = weeklyConfirmationSchema.safeParse({
      id: 'c1',
      customerId: CUSTOMER_ID,
      weekStart: '2026-11-17',
      status: 'confirmed',
    });
    expect(messages(result)).toEqual(['weekStart must be a Monday (YYYY-MM-DD)']);
  });
});

describe('confirmWeekPayloadSchema', () => {
  test('a plain confirmation needs no details', () => {
    expect(confirmWeekPayloadSchema.parse({ weekStart: MONDAY, status: 'confirmed' })).toEqual({
      weekStart: MONDAY,
      status: 'confirmed',
      details: {},
    });
    expect(
      confirmWeekPayloadSchema.parse({ weekStart: MONDAY, status: 'confirmed', details: null })
        .details,
    ).toEqual({});
  });

  test('not coming needs at least one day, and the days are deduplicated and sorted', () => {
    expect(
      messages(
        confirmWeekPayloadSchema.safeParse({
          weekStart: MONDAY,
          status: 'not_coming',
          details: { absentDays: [], reason: 'Trip' },
        }),
      ),
    ).toEqual(['Select at least one day you are not coming']);
    const payload = confirmWeekPayloadSchema.parse({
      weekStart: MONDAY,
      status: 'not_coming',
      details: {
        absentDays: ['2026-11-18', '2026-11-16', '2026-11-18'],
        reason: '',
        alsoConfirmOthers: true,
      },
    });
    expect(payload.details).toEqual({
      absentDays: ['2026-11-16', '2026-11-18'],
      alsoConfirmOthers: true,
    });
  });

  test('a schedule change needs a day and a time', () => {
    const result = confirmWeekPayloadSchema.safeParse({
      weekStart: MONDAY,
      status: 'schedule_change',
      details: { scheduleChangeType: 'early_pick', scheduleChangeDay: '', scheduleChangeTime: '' },
    });
    expect(messages(result)).toEqual([
      'Choose the day of the schedule change',
      'Choose the time of the schedule change',
    ]);
    const ok = confirmWeekPayloadSchema.parse({
      weekStart: MONDAY,
      status: 'schedule_change',
      details: {
        scheduleChangeDay: '2026-11-19',
        scheduleChangeType: 'late_drop',
        scheduleChangeTime: '11:30',
      },
    });
    expect(ok.details.scheduleChangeTime).toBe('11:30');
  });

  test('an extra day request needs a day', () => {
    expect(
      messages(
        confirmWeekPayloadSchema.safeParse({
          weekStart: MONDAY,
          status: 'extra_day_request',
          details: { extraDayReason: 'Need extra day' },
        }),
      ),
    ).toEqual(['Choose the extra day you would like']);
  });

  test('every date in the details lies in Monday to Friday of that week', () => {
    const result = confirmWeekPayloadSchema.safeParse({
      weekStart: MONDAY,
      status: 'not_coming',
      details: {
        absentDays: ['2026-11-20', '2026-11-21'],
        requestExtraDay: '2026-11-23',
      },
    });
    expect(messages(result)).toEqual([
      'absentDays 2026-11-21 is not a weekday of the week starting 2026-11-16',
      'requestExtraDay 2026-11-23 is not a weekday of the week starting 2026-11-16',
    ]);
  });

  test('rejects a non-Monday week, an unknown status and bad detail types', () => {
    expect(
      messages(
        confirmWeekPayloadSchema.safeParse({ weekStart: '2026-11-22', status: 'confirmed' }),
      ),
    ).toEqual(['weekStart must be a Monday (YYYY-MM-DD)']);
    expect(confirmWeekPayloadSchema.safeParse({ weekStart: MONDAY, status: 'yes' }).success).toBe(
      false,
    );
    const badTypes = confirmWeekPayloadSchema.safeParse({
      weekStart: MONDAY,
      status: 'schedule_change',
      details: {
        scheduleChangeDay: '2026-11-17',
        scheduleChangeType: 'sleepover',
        scheduleChangeTime: '7pm',
      },
    });
    expect(messages(badTypes)).toEqual([
      'scheduleChangeType must be one of late_drop, early_pick',
      'Must be a time of day written HH:MM (00:00 to 23:59)',
    ]);
    expect(
      confirmWeekPayloadSchema.safeParse({ weekStart: MONDAY, status: 'confirmed', extra: 1 })
        .success,
    ).toBe(false);
  });
});

describe('undoWeekPayloadSchema', () => {
  test('needs a Monday week start', () => {
    expect(undoWeekPayloadSchema.parse({ weekStart: MONDAY })).toEqual({ weekStart: MONDAY });
    expect(messages(undoWeekPayloadSchema.safeParse({ weekStart: '2026-11-18' }))).toEqual([
      'weekStart must be a Monday (YYYY-MM-DD)',
    ]);
  });
});
