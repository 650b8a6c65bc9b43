/**
 * @module
 * Notes: weekly notes per customer (financial, staff, customer), their save payload and query,
 * and the schedule_notes entity (spec section 3).
 */
import { z } from 'zod';
import {
  customerIdSchema,
  idSchema,
  isoDateSchema,
  isoTimestampSchema,
  mondaySchema,
  nullableColumn,
} from './common.ts';

/** The three note sets kept per customer per week. */
export const NOTE_TYPES = ['financial', 'staff', 'customer'] as const;

/** One of the three weekly note sets. */
export type NoteType = (typeof NOTE_TYPES)[number];

/** Zod schema for a weekly note type. */
export const noteTypeSchema = z.enum(NOTE_TYPES, {
  error: `noteType must be one of ${NOTE_TYPES.join(', ')}`,
});

/** Longest weekly note; the spec sets no limit on staff notes, this only bounds storage. */
export const MAX_NOTE_LENGTH = 100_000;

/** Zod schema for a stored weekly note; customerId + weekStart + noteType is unique. */
export const weeklyNoteSchema = z.object({
  id: idSchema,
  customerId: customerIdSchema,
  weekStart: mondaySchema,
  noteType: noteTypeSchema,
  note: nullableColumn(z.string()),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
});

/** A stored weekly note. */
export type WeeklyNote = z.infer<typeof weeklyNoteSchema>;

/** Zod schema for POST /api/weekly-notes/{financial|staff}; an empty note clears it. */
export const saveWeeklyNotePayloadSchema = z.strictObject({
  customerId: customerIdSchema,
  weekStart: mondaySchema,
  note: z
    .string({ error: 'note must be text' })
    .max(MAX_NOTE_LENGTH, { error: `note must be at most ${MAX_NOTE_LENGTH} characters` }),
});

/** The body of POST /api/weekly-notes/{financial|staff}. */
export type SaveWeeklyNotePayload = z.infer<typeof saveWeeklyNotePayloadSchema>;

/** Zod schema for the ?weekStart= query of the weekly reads (notes, confirmations, schedule notes). */
export const weekStartQuerySchema = z.object({
  weekStart: z.string({ error: 'weekStart is required (a Monday, YYYY-MM-DD)' }).pipe(mondaySchema),
});

/** The validated ?weekStart= query. */
export type WeekStartQuery = z.infer<typeof weekStartQuerySchema>;

/** Status a schedule note starts with; other values are not shown in the spec. */
export const DEFAULT_SCHEDULE_NOTE_STATUS = 'attending';

/** Zod schema for a stored schedule note (one per customer and date). */
export const scheduleNoteSchema = z.object({
  id: idSchema,
  customerId: customerIdSchema,
  date: isoDateSchema,
  note: nullableColumn(z.string()),
  status: z.string().min(1).default(DEFAULT_SCHEDULE_NOTE_STATUS),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
});

/** A stored schedule note. */
export type ScheduleNote = z.infer<typeof scheduleNoteSchema>;
