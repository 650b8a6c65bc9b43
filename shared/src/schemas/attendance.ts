/**
 * @module
 * Daily attendance: the daily_attendance entity (spec section 3) and the toggle and patch
 * payloads of spec section 7. The read queries are in attendance-query.ts.
 */
import { z } from 'zod';
import { parseMoney } from '../money.ts';
import {
  customerIdSchema,
  idSchema,
  isoDateSchema,
  isoTimestampSchema,
  MAX_TEXT_LENGTH,
  moneyStringSchema,
  moneyValueSchema,
  nullableColumn,
  optionalText,
  timeOfDaySchema,
} from './common.ts';

/** Zod schema for a stored attendance day; checkReceived means the day's payment came in. */
export const dailyAttendanceSchema = z.object({
  id: idSchema,
  customerId: customerIdSchema,
  date: isoDateSchema,
  isPresent: z.boolean().default(false),
  isEarlyPickup: z.boolean().default(false),
  isLatePickup: z.boolean().default(false),
  pickupReason: nullableColumn(z.string()),
  checkReceived: z.boolean().default(false),
  dailyCost: nullableColumn(moneyStringSchema),
  arrivalTime: nullableColumn(timeOfDaySchema),
  departureTime: nullableColumn(timeOfDaySchema),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
});

/** A stored attendance day. */
export type DailyAttendance = z.infer<typeof dailyAttendanceSchema>;

/** Zod schema for inserting an attendance day: id, createdAt and updatedAt omitted (spec 5). */
export const insertDailyAttendanceSchema = dailyAttendanceSchema.omit({
  id: true,
  createdAt: true,
  updatedAt: true,
});

/** An attendance day about to be inserted. */
export type InsertDailyAttendance = z.infer<typeof insertDailyAttendanceSchema>;

/** Zod schema for a daily cost sent by a client: string or number, at least 0, output '150.00'. */
export const dailyCostSchema = moneyValueSchema.check(
  z.refine((cost) => parseMoney(cost) >= 0, { error: 'dailyCost cannot be negative' }),
);

/**
 * Zod schema for POST /api/attendance/toggle. The spec's client sends dailyCost '150.00': it is
 * checked and not used, since a day costs the child's rate (decision 024). Ticking today takes
 * `arrivalTime`: today's presence is a visit, which the dashboard and the ratios count
 * (decision 069); any other day ticked is present without times.
 */
export const attendanceTogglePayloadSchema = z.strictObject({
  customerId: customerIdSchema,
  date: isoDateSchema,
  isPresent: z.boolean({ error: 'isPresent must be true or false' }),
  dailyCost: z.optional(dailyCostSchema),
  arrivalTime: timeOfDaySchema.optional(),
});

/** The body of POST /api/attendance/toggle. */
export type AttendanceTogglePayload = z.infer<typeof attendanceTogglePayloadSchema>;

/** The PATCH /api/attendance/{id} body that saves the Edit Attendance Details dialog. */
export interface AttendanceTimesPatch {
  arrivalTime: string;
  departureTime: string;
  pickupReason?: string | null | undefined;
  /** What the spec's client previewed; checked, not used: the child's rate prices the day. */
  dailyCost?: string | undefined;
}

/** The PATCH /api/attendance/{id} body that marks a day's payment received or not. */
export interface AttendancePaymentPatch {
  checkReceived: boolean;
}

/** Either body of PATCH /api/attendance/{id}. */
export type AttendancePatchPayload = AttendanceTimesPatch | AttendancePaymentPatch;

const TIMES_FIELDS = ['arrivalTime', 'departureTime', 'dailyCost'] as const;
const REQUIRED_TIMES = ['arrivalTime', 'departureTime'] as const;

/**
 * Zod schema for PATCH /api/attendance/{id}: either {arrivalTime, departureTime, pickupReason?,
 * dailyCost?} or {checkReceived}. One object with a cross-field check rather than a zod union,
 * so a bad field gets its own message instead of a bare 'Invalid input'.
 */
export const attendancePatchPayloadSchema = z
  .strictObject({
    arrivalTime: timeOfDaySchema.optional(),
    departureTime: timeOfDaySchema.optional(),
    pickupReason: optionalText(MAX_TEXT_LENGTH),
    dailyCost: z.optional(dailyCostSchema),
    checkReceived: z.boolean({ error: 'checkReceived must be true or false' }).optional(),
  })
  .transform((patch, ctx): AttendancePatchPayload => {
    const { arrivalTime, departureTime, pickupReason, dailyCost, checkReceived } = patch;
    const hasTimesField = TIMES_FIELDS.some((key) => patch[key] !== undefined);
    if (checkReceived !== undefined) {
      if (hasTimesField || pickupReason !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'Send either checkReceived or the attendance times, not both',
        });
        return z.NEVER;
      }
      return { checkReceived };
    }
    if (arrivalTime === undefined || departureTime === undefined) {
      for (const key of REQUIRED_TIMES) {
        if (patch[key] === undefined && hasTimesField) {
          ctx.addIssue({ code: 'custom', message: `${key} is required`, path: [key] });
        }
      }
      if (!hasTimesField) {
        ctx.addIssue({
          code: 'custom',
          message: 'Send arrivalTime and departureTime, or checkReceived',
        });
      }
      return z.NEVER;
    }
    return { arrivalTime, departureTime, pickupReason, dailyCost };
  });

/** Whether a validated attendance patch is the payment-received form. */
export function isAttendancePaymentPatch(
  patch: AttendancePatchPayload,
): patch is AttendancePaymentPatch {
  return 'checkReceived' in patch;
}
