/**
 * @module
 * The staff time clock's payloads and answers (DESIGN section 7, "Rooms, ratios and the staff
 * time clock"): clocking in to a room (or moving to another), a break, clocking out.
 */
import { z } from 'zod';
import { mondaySchema } from '../dates.ts';
import { pinEntrySchema } from '../pin-rules.ts';
import { idSchema } from './common.ts';

/** POST /api/time-clock/in: the room to be on the floor in (moving there when in another). */
export const clockInPayloadSchema = z.strictObject({ roomId: idSchema });

/** Where a person is now, as the time clock answers it (`ClockState` of the shared rule). */
export const clockStateResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('out') }),
  z.object({ status: z.literal('working'), roomId: z.string(), since: z.string() }),
  z.object({ status: z.literal('break'), since: z.string() }),
]);

/** The time clock's answer to a punch. */
export type ClockStateResponse = z.infer<typeof clockStateResponseSchema>;

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
export interface TimesheetDayJson {
  date: string;
  workedMinutes: number;
  breakMinutes: number;
}

/** One clock entry as a timesheet lists it. */
export interface TimesheetEntryJson {
  id: string;
  kind: 'work' | 'break';
  roomId: string | null;
  roomName: string | null;
  startAt: string;
  endAt: string | null;
  corrected: boolean;
}

/** GET /api/time-clock/me: where I am and my week. */
export interface OwnTimesheetResponse {
  state: ClockStateResponse;
  weekStart: string;
  days: TimesheetDayJson[];
  workedMinutes: number;
  breakMinutes: number;
  entries: TimesheetEntryJson[];
}

/** One person's week on GET /api/timesheets. */
export interface TimesheetPersonJson {
  accountId: string;
  name: string;
  role: 'staff' | 'owner';
  days: TimesheetDayJson[];
  workedMinutes: number;
  breakMinutes: number;
  entries: TimesheetEntryJson[];
  /** Clocked in since an earlier facility day: a forgotten clock-out for the owner to correct. */
  stillClockedIn: boolean;
}

/** GET /api/timesheets. */
export interface TimesheetsResponse {
  weekStart: string;
  people: TimesheetPersonJson[];
}

/** One room as the kiosk's time clock shows it: its ratio now. */
export interface KioskRoomRatio {
  roomId: string;
  name: string;
  children: number;
  staff: number;
  staffNeeded: number;
  inRatio: boolean;
}

/** POST /api/kiosk/identify when the PIN is a staff member's: who, where, and each room now. */
export interface KioskStaffResponse {
  staff: { id: string; name: string };
  clock: ClockStateResponse;
  rooms: KioskRoomRatio[];
}

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
