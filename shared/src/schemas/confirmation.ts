/**
 * @module
 * Weekly confirmations from the customer portal: statuses, details, the weekly_confirmations
 * entity (spec section 3) and the confirm-week and undo-week payloads with the rules of spec
 * section 5.
 */
import { z } from 'zod';
import { answerProblems } from '../confirmation-rules.ts';
import {
  customerIdSchema,
  idSchema,
  isoDateSchema,
  isoTimestampSchema,
  mondaySchema,
  nullableColumn,
  timeOfDaySchema,
} from './common.ts';

/** The four statuses a family can set for a week; no record means 'not confirmed'. */
export const CONFIRMATION_STATUSES = [
  'confirmed',
  'not_coming',
  'schedule_change',
  'extra_day_request',
] as const;

/** One of the four confirmation statuses. */
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

/** Zod schema for a confirmation status a family may set. */
export const confirmationStatusSchema = z.enum(CONFIRMATION_STATUSES, {
  error: `status must be one of ${CONFIRMATION_STATUSES.join(', ')}`,
});

/** Whether a stored status is one of the four known ones (staff show others as raw text). */
export function isConfirmationStatus(status: string): status is ConfirmationStatus {
  return (CONFIRMATION_STATUSES as readonly string[]).includes(status);
}

/** The two kinds of schedule change: a late drop-off or an early pick-up. */
export const SCHEDULE_CHANGE_TYPES = ['late_drop', 'early_pick'] as const;

/** One of the two schedule change kinds. */
export type ScheduleChangeType = (typeof SCHEDULE_CHANGE_TYPES)[number];

/** Zod schema for a schedule change kind. */
export const scheduleChangeTypeSchema = z.enum(SCHEDULE_CHANGE_TYPES, {
  error: `scheduleChangeType must be one of ${SCHEDULE_CHANGE_TYPES.join(', ')}`,
});

/**
 * Longest reason a family may type in a confirmation dialog: a sentence staff read in the
 * Customer Notes column. The dialogs, REST and the sync check all hold answers to it
 * (decision 066).
 */
export const MAX_REASON_LENGTH = 200;

/**
 * Longest reason an answer stored before decision 066 may hold (the cap was 1000): such answers
 * are still read, never written again.
 */
export const STORED_REASON_LENGTH = 1000;

// An unset dialog field may arrive as '' or null; both mean absent.
function optionalDetail<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    schema.optional(),
  );
}

// The details with reasons of at most `maxReason` characters.
function detailsSchema(maxReason: number) {
  const reasonSchema = z
    .string()
    .max(maxReason, { error: `Reasons must be at most ${maxReason} characters` });
  return z.strictObject({
    absentDays: z
      .array(isoDateSchema)
      .max(5, { error: 'absentDays can list at most the five days of the week' })
      // The same day picked twice is still one absence; stored sorted for stable display.
      .transform((days) => [...new Set(days)].sort())
      .optional(),
    reason: optionalDetail(reasonSchema),
    alsoConfirmOthers: z.boolean().optional(),
    scheduleChangeDay: optionalDetail(isoDateSchema),
    scheduleChangeType: optionalDetail(scheduleChangeTypeSchema),
    scheduleChangeTime: optionalDetail(timeOfDaySchema),
    scheduleChangeReason: optionalDetail(reasonSchema),
    requestExtraDay: optionalDetail(isoDateSchema),
    extraDayReason: optionalDetail(reasonSchema),
  });
}

/**
 * Zod schema for the details of a stored confirmation (spec section 3), as reads take them:
 * every field is optional, no other field is accepted, and a reason stored before decision 066
 * may be up to `STORED_REASON_LENGTH` long.
 */
export const confirmationDetailsSchema = detailsSchema(STORED_REASON_LENGTH);

/** Zod schema for the details a family sends now: reasons of at most `MAX_REASON_LENGTH`. */
export const answerDetailsSchema = detailsSchema(MAX_REASON_LENGTH);

/** The details of a weekly confirmation. */
export type ConfirmationDetails = z.infer<typeof confirmationDetailsSchema>;

/** Zod schema for a stored confirmation; status stays free text since staff show unknown values. */
export const weeklyConfirmationSchema = z.object({
  id: idSchema,
  customerId: customerIdSchema,
  weekStart: mondaySchema,
  status: z.string().min(1),
  details: nullableColumn(confirmationDetailsSchema),
  confirmedAt: nullableColumn(isoTimestampSchema),
  updatedAt: nullableColumn(isoTimestampSchema),
});

/** A stored weekly confirmation. */
export type WeeklyConfirmation = z.infer<typeof weeklyConfirmationSchema>;

// An answer for a week with details of that schema, held to the rules of `answerProblems`.
function weekAnswerSchema(details: typeof confirmationDetailsSchema) {
  return z
    .strictObject({
      weekStart: mondaySchema,
      status: confirmationStatusSchema,
      details: details.nullish().transform((value) => value ?? {}),
    })
    .check((ctx) => {
      // The rules need a valid week and status; field messages already explain otherwise.
      if (ctx.issues.length > 0) return;
      for (const { message, path } of answerProblems(ctx.value)) {
        ctx.issues.push({ code: 'custom', message, path, input: ctx.value });
      }
    });
}

/**
 * Zod schema for POST /api/customer/schedule/confirm-week, and for what the portal and a family's
 * document write. Spec section 5: not coming needs a day, a schedule change a day and a time, an
 * extra day a day; every date lies in that week (the rules of `answerProblems`, shared with the
 * sync path); reasons of at most `MAX_REASON_LENGTH`.
 */
export const confirmWeekPayloadSchema = weekAnswerSchema(answerDetailsSchema);

/** Zod schema for an answer as documents hold it: a stored reason may be longer (see above). */
export const storedWeekAnswerSchema = weekAnswerSchema(confirmationDetailsSchema);

/** The body of POST /api/customer/schedule/confirm-week. */
export type ConfirmWeekPayload = z.infer<typeof confirmWeekPayloadSchema>;

/** Zod schema for POST /api/customer/schedule/undo-week. */
export const undoWeekPayloadSchema = z.strictObject({ weekStart: mondaySchema });

/** The body of POST /api/customer/schedule/undo-week. */
export type UndoWeekPayload = z.infer<typeof undoWeekPayloadSchema>;

/** Zod schema for the {weekStart} path parameter of GET /api/customer/confirmation/{weekStart}. */
export const confirmationParamSchema = z.object({ weekStart: mondaySchema });
