/**
 * @module
 * The staff time clock's payloads and answers (DESIGN section 7, "Rooms, ratios and the staff
 * time clock"): clocking in to a room (or moving to another), a break, clocking out.
 */
import { z } from 'zod';
import { mondaySchema } from '../date-schemas.ts';
import { pinEntrySchema } from '../pin-schemas.ts';
import { idSchema } from './common.ts';
import { clockStateResponseSchema } from './kiosk-answers.ts';

/** POST /api/time-clock/in: the room to be on the floor in (moving there when in another). */
export const clockInPayloadSchema = z.strictObject({ roomId: idSchema });

/** Zod schema for ?weekStart= of a person's own week: a Monday, or this facility week's. */
export const ownWeekQuerySchema = z.object({ weekStart: mondaySchema.optional() });

/** Longest reason a correction keeps. */
export const MAX_CORRECTION_REASON = 500;

const reasonSchema = z
  .string({ error: 'reason is required' })
  .trim()
  .min(1, { error: 'reason is required' })
  .max(MAX_CORRECTION_REASON, {
    error: `reason must be at most ${MAX_CORRECTION_REASON} characters`,
  });

const instantSchema = z.iso.datetime({ offset: true, error: 'a time is an ISO instant' });

/** PATCH /api/time-clock/entries/{id}: the owner's correction of one entry, with its reason. */
export const correctEntryPayloadSchema = z.strictObject({
  startAt: instantSchema.optional(),
  endAt: instantSchema.optional(),
  roomId: idSchema.optional(),
  reason: reasonSchema,
});

/** The body of PATCH /api/time-clock/entries/{id}. */
export type CorrectEntryPayload = z.infer<typeof correctEntryPayloadSchema>;

/** POST /api/time-clock/entries: a stretch of time the person forgot to clock, added by the owner. */
export const addEntryPayloadSchema = z.strictObject({
  accountId: idSchema,
  kind: z.enum(['work', 'break'], { error: 'kind is work or break' }),
  roomId: idSchema.optional(),
  startAt: instantSchema,
  endAt: instantSchema,
  reason: reasonSchema,
});

/** The body of POST /api/time-clock/entries. */
export type AddEntryPayload = z.infer<typeof addEntryPayloadSchema>;

/** One day of a timesheet as the server answers it. */
export const timesheetDaySchema = z.object({
  date: z.string(),
  workedMinutes: z.number(),
  breakMinutes: z.number(),
});
export type TimesheetDayJson = z.infer<typeof timesheetDaySchema>;

/** One clock entry as a timesheet lists it; `corrected` when the owner changed or added it. */
export const timesheetEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['work', 'break']),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  corrected: z.boolean(),
});
export type TimesheetEntryJson = z.infer<typeof timesheetEntrySchema>;

/** GET /api/time-clock/me: where I am and my week. */
export const ownTimesheetResponseSchema = z.object({
  state: clockStateResponseSchema,
  weekStart: z.string(),
  days: z.array(timesheetDaySchema),
  workedMinutes: z.number(),
  breakMinutes: z.number(),
  entries: z.array(timesheetEntrySchema),
});
export type OwnTimesheetResponse = z.infer<typeof ownTimesheetResponseSchema>;

/**
 * One person's week on GET /api/timesheets; `stillClockedIn` when clocked in since an earlier
 * facility day: a forgotten clock-out for the owner to correct.
 */
export const timesheetPersonSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  role: z.enum(['staff', 'owner']),
  days: z.array(timesheetDaySchema),
  workedMinutes: z.number(),
  breakMinutes: z.number(),
  entries: z.array(timesheetEntrySchema),
  stillClockedIn: z.boolean(),
});
export type TimesheetPersonJson = z.infer<typeof timesheetPersonSchema>;

/** GET /api/timesheets. */
export const timesheetsResponseSchema = z.object({
  weekStart: z.string(),
  people: z.array(timesheetPersonSchema),
});
export type TimesheetsResponse = z.infer<typeof timesheetsResponseSchema>;

/** POST /api/kiosk/time-clock: a punch at the kiosk, the PIN checked again. */
export const kioskPunchPayloadSchema = z
  .strictObject({
    pin: pinEntrySchema,
    action: z.enum(['in', 'break', 'out'], { error: 'action is in, break or out' }),
    roomId: idSchema.optional(),
  })
  .refine((punch) => punch.action !== 'in' || punch.roomId !== undefined, {
    error: 'roomId is required to clock in',
    path: ['roomId'],
  });

/** The body of POST /api/kiosk/time-clock. */
export type KioskPunchPayload = z.infer<typeof kioskPunchPayloadSchema>;
