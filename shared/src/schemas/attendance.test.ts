import { describe, expect, test } from 'vitest';
import {
  attendancePatchPayloadSchema,
  attendanceTogglePayloadSchema,
  dailyAttendanceSchema,
  isAttendancePaymentPatch,
} from './attendance.ts';
import {
  customerReportQuerySchema,
  financialWeeklyQuerySchema,
  weeklyAttendanceQuerySchema,
} from './attendance-query.ts';

const CUSTOMER_ID = '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70';
const WEEK = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

function messages(result: { error?: { issues: { message: string }[] } | undefined }) {
  return result.error?.issues.map((issue) => issue.message);
}

describe('dailyAttendanceSchema', () => {
  test('defaults flags to false and optional columns to null', () => {
    const day = dailyAttendanceSchema.parse({
      id: 'a1',
      customerId: CUSTOMER_ID,
      date: '2026-11-16',
      isPresent: true,
      createdAt: '2026-11-16T15:00:00.000Z',
      updatedAt: '2026-11-16T15:00:00.000Z',
    });
    expect(day).toMatchObject({
      isPresent: true,
      isEarlyPickup: false,
      isLatePickup: false,
      checkReceived: false,
      dailyCost: null,
      arrivalTime: null,
    });
  });
});

describe('attendanceTogglePayloadSchema', () => {
  test("accepts the toggle body with or without the spec's daily cost, checked but not needed", () => {
    const body = { customerId: CUSTOMER_ID, date: '2026-11-16', isPresent: true };
    expect(attendanceTogglePayloadSchema.parse({ ...body, dailyCost: '150.00' }).dailyCost).toBe(
      '150.00',
    );
    expect(attendanceTogglePayloadSchema.parse({ ...body, dailyCost: 150 }).dailyCost).toBe(
      '150.00',
    );
    expect(attendanceTogglePayloadSchema.parse(body).dailyCost).toBeUndefined();
  });

  test('rejects an impossible date, a non-boolean presence and a negative cost', () => {
    const result = attendanceTogglePayloadSchema.safeParse({
      customerId: CUSTOMER_ID,
      date: '2026-02-30',
      isPresent: 'true',
      dailyCost: '-150',
    });
    expect(messages(result)).toEqual([
      'Must be a calendar date written YYYY-MM-DD',
      'isPresent must be true or false',
      'dailyCost cannot be negative',
    ]);
  });
});

describe('attendancePatchPayloadSchema', () => {
  test('accepts the Edit Attendance Details body', () => {
    const patch = attendancePatchPayloadSchema.parse({
      arrivalTime: '09:30',
      departureTime: '16:00',
      pickupReason: 'Doctor visit',
      dailyCost: '162.50',
    });
    expect(patch).toEqual({
      arrivalTime: '09:30',
      departureTime: '16:00',
      pickupReason: 'Doctor visit',
      dailyCost: '162.50',
    });
    expect(isAttendancePaymentPatch(patch)).toBe(false);
  });

  test('accepts the payment-received body', () => {
    const patch = attendancePatchPayloadSchema.parse({ checkReceived: true });
    expect(patch).toEqual({ checkReceived: true });
    expect(isAttendancePaymentPatch(patch)).toBe(true);
  });

  test('names the field that is wrong or missing', () => {
    expect(
      messages(
        attendancePatchPayloadSchema.safeParse({
          arrivalTime: '25:00',
          departureTime: '16:00',
          dailyCost: '150.00',
        }),
      ),
    ).toEqual(['Must be a time of day written HH:MM (00:00 to 23:59)']);
    const missingDeparture = attendancePatchPayloadSchema.safeParse({
      arrivalTime: '10:00',
      dailyCost: '150.00',
    });
    expect(messages(missingDeparture)).toEqual(['departureTime is required']);
    expect(missingDeparture.error?.issues[0]?.path).toEqual(['departureTime']);
    // The cost the spec's client previews is not needed: the child's rate prices the day.
    expect(
      attendancePatchPayloadSchema.parse({ arrivalTime: '10:00', departureTime: '16:00' }),
    ).toEqual({
      arrivalTime: '10:00',
      departureTime: '16:00',
      pickupReason: undefined,
      dailyCost: undefined,
    });
  });

  test('rejects an empty body, a mixed body and unknown fields', () => {
    expect(messages(attendancePatchPayloadSchema.safeParse({}))).toEqual([
      'Send arrivalTime and departureTime, or checkReceived',
    ]);
    expect(
      messages(
        attendancePatchPayloadSchema.safeParse({ checkReceived: true, arrivalTime: '10:00' }),
      ),
    ).toEqual(['Send either checkReceived or the attendance times, not both']);
    expect(
      messages(attendancePatchPayloadSchema.safeParse({ checkReceived: true, isPresent: false })),
    ).toEqual(['Unrecognized key: "isPresent"']);
    expect(messages(attendancePatchPayloadSchema.safeParse({ checkReceived: 'yes' }))).toEqual([
      'checkReceived must be true or false',
    ]);
  });
});

describe('weeklyAttendanceQuerySchema', () => {
  test('accepts the five repeated week values', () => {
    expect(weeklyAttendanceQuerySchema.parse({ week: WEEK }).week).toEqual(WEEK);
  });

  test('a single value stands for its week; a Sunday for the week before', () => {
    expect(weeklyAttendanceQuerySchema.parse({ week: '2026-11-16' }).week).toEqual(WEEK);
    expect(weeklyAttendanceQuerySchema.parse({ week: '2026-11-22' }).week).toEqual(WEEK);
  });

  test('rejects dates that are not one Monday-to-Friday week', () => {
    const shifted = ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
    for (const week of [shifted, WEEK.slice(0, 4), [...WEEK].reverse(), []]) {
      expect(messages(weeklyAttendanceQuerySchema.safeParse({ week }))).toEqual([
        'Expected the five dates Monday to Friday of one week (YYYY-MM-DD)',
      ]);
    }
    expect(messages(weeklyAttendanceQuerySchema.safeParse({ week: '2026-13-01' }))).toEqual([
      'Invalid date "2026-13-01": Expected the five dates Monday to Friday of one week (YYYY-MM-DD)',
    ]);
    expect(weeklyAttendanceQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe('financialWeeklyQuerySchema', () => {
  test('reads the JSON array of five dates', () => {
    expect(financialWeeklyQuerySchema.parse({ dates: JSON.stringify(WEEK) }).dates).toEqual(WEEK);
  });

  test('rejects malformed JSON, wrong lengths and non-week dates', () => {
    for (const dates of ['[', '"2026-11-16"', JSON.stringify(WEEK.slice(1)), '[1,2,3,4,5]']) {
      expect(financialWeeklyQuerySchema.safeParse({ dates }).error?.issues[0]?.message).toMatch(
        /^dates must be a JSON array/,
      );
    }
    const wrongWeek = JSON.stringify(['2026-11-16', ...WEEK.slice(1, 4), '2026-11-27']);
    expect(financialWeeklyQuerySchema.safeParse({ dates: wrongWeek }).success).toBe(false);
    expect(financialWeeklyQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe('customerReportQuerySchema', () => {
  test('accepts a customer and an ordered date range', () => {
    const query = { customerId: CUSTOMER_ID, startDate: '2026-11-01', endDate: '2026-11-30' };
    expect(customerReportQuerySchema.parse(query)).toEqual(query);
    expect(customerReportQuerySchema.parse({ ...query, endDate: '2026-11-01' }).endDate).toBe(
      '2026-11-01',
    );
  });

  test('gives the spec message when anything is missing', () => {
    const missing = 'Missing Information: Please select a customer and date range';
    expect(messages(customerReportQuerySchema.safeParse({ customerId: CUSTOMER_ID }))).toEqual([
      missing,
      missing,
    ]);
    expect(
      messages(
        customerReportQuerySchema.safeParse({
          customerId: '',
          startDate: '2026-11-01',
          endDate: '',
        }),
      ),
    ).toEqual([missing, missing]);
  });

  test('rejects a reversed range', () => {
    expect(
      messages(
        customerReportQuerySchema.safeParse({
          customerId: CUSTOMER_ID,
          startDate: '2026-11-30',
          endDate: '2026-11-01',
        }),
      ),
    ).toEqual(['startDate must not be after endDate']);
  });
});

describe('dates at the edge of the calendar', () => {
  test('are refused with a message rather than an exception', async () => {
    const { weeklyAttendanceQuerySchema, financialWeeklyQuerySchema } = await import(
      './attendance-query.ts'
    );
    for (const week of ['0000-01-01', '9999-12-31']) {
      expect(weeklyAttendanceQuerySchema.safeParse({ week }).success).toBe(false);
      const dates = JSON.stringify([week, week, week, week, week]);
      expect(financialWeeklyQuerySchema.safeParse({ dates }).success).toBe(false);
    }
  });
});
