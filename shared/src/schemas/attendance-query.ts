/**
 * @module
 * Query strings of the attendance reads (spec section 7): the weekly grid, the financial week
 * and the individual customer report. Query objects strip unknown keys (cache busters).
 */
import { z } from 'zod';
import { type IsoDate, mondayOf, weekDates } from '../dates.ts';
import { customerIdSchema, isoDateSchema } from './common.ts';

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

const FIVE_DATES_MESSAGE = 'Expected the five dates Monday to Friday of one week (YYYY-MM-DD)';

// The week's five dates from either one date (its week) or the five dates themselves.
function toWeekDates(values: readonly string[], ctx: z.RefinementCtx): IsoDate[] {
  const invalid = values.find((value) => !isoDateSchema.safeParse(value).success);
  if (invalid !== undefined) {
    ctx.addIssue({ code: 'custom', message: `Invalid date "${invalid}": ${FIVE_DATES_MESSAGE}` });
    return z.NEVER;
  }
  const [first] = values;
  if (first === undefined) {
    ctx.addIssue({ code: 'custom', message: FIVE_DATES_MESSAGE });
    return z.NEVER;
  }
  const week = weekDates(mondayOf(first));
  const isWholeWeek = values.length === 5 && values.every((value, index) => value === week[index]);
  if (values.length !== 1 && !isWholeWeek) {
    ctx.addIssue({ code: 'custom', message: FIVE_DATES_MESSAGE });
    return z.NEVER;
  }
  return week;
}

/**
 * Zod schema for GET /api/attendance/weekly?week=...: the five dates, repeated `week` values (a
 * string when only one is given, which then stands for its whole week); output the five dates.
 */
export const weeklyAttendanceQuerySchema = z.object({
  week: z
    .union([z.string(), z.array(z.string()).max(7)], { error: FIVE_DATES_MESSAGE })
    .transform((week, ctx) => toWeekDates(typeof week === 'string' ? [week] : week, ctx)),
});

/** The validated query of GET /api/attendance/weekly. */
export type WeeklyAttendanceQuery = z.infer<typeof weeklyAttendanceQuerySchema>;

/** Zod schema for GET /api/financial/weekly?dates=...: a JSON array of the week's five dates. */
export const financialWeeklyQuerySchema = z.object({
  dates: z
    .string({ error: `dates is required: ${FIVE_DATES_MESSAGE}` })
    .max(200, { error: FIVE_DATES_MESSAGE })
    .transform((text, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (!isStringArray(parsed) || parsed.length !== 5) {
        ctx.addIssue({
          code: 'custom',
          message: `dates must be a JSON array: ${FIVE_DATES_MESSAGE}`,
        });
        return z.NEVER;
      }
      return toWeekDates(parsed, ctx);
    }),
});

/** The validated query of GET /api/financial/weekly. */
export type FinancialWeeklyQuery = z.infer<typeof financialWeeklyQuerySchema>;

const REPORT_MISSING_MESSAGE = 'Missing Information: Please select a customer and date range';

/** Zod schema for GET /api/customer-report and the Individual Report dialog (spec section 5). */
export const customerReportQuerySchema = z
  .object({
    customerId: z
      .string({ error: REPORT_MISSING_MESSAGE })
      .min(1, { error: REPORT_MISSING_MESSAGE })
      .pipe(customerIdSchema),
    startDate: z
      .string({ error: REPORT_MISSING_MESSAGE })
      .min(1, { error: REPORT_MISSING_MESSAGE })
      .pipe(isoDateSchema),
    endDate: z
      .string({ error: REPORT_MISSING_MESSAGE })
      .min(1, { error: REPORT_MISSING_MESSAGE })
      .pipe(isoDateSchema),
  })
  .refine((query) => query.startDate <= query.endDate, {
    error: 'startDate must not be after endDate',
    path: ['endDate'],
    // Compare only two valid dates; a missing one already has its message.
    when: (payload) => payload.issues.length === 0,
  });

/** The validated query of GET /api/customer-report. */
export type CustomerReportQuery = z.infer<typeof customerReportQuerySchema>;
