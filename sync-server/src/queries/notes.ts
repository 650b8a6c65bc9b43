/**
 * @module
 * Reads of the weekly_notes and schedule_notes projections.
 */
import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { scheduleNotes, weeklyNotes } from '../db/schema.ts';

/** A weekly_notes row. */
export type WeeklyNoteRow = typeof weeklyNotes.$inferSelect;

/** The note types kept in documents (customer notes come from confirmations). */
export type DocNoteType = 'staff' | 'financial';

/** Every note of one type for one week. */
export function listWeeklyNotes(db: Db, weekStart: string, noteType: DocNoteType): WeeklyNoteRow[] {
  return db
    .select()
    .from(weeklyNotes)
    .where(and(eq(weeklyNotes.weekStart, weekStart), eq(weeklyNotes.noteType, noteType)))
    .orderBy(asc(weeklyNotes.customerId))
    .all();
}

/** One customer's note of one type for one week. */
export function findWeeklyNote(
  db: Db,
  key: { customerId: string; weekStart: string; noteType: DocNoteType },
): WeeklyNoteRow | undefined {
  return db
    .select()
    .from(weeklyNotes)
    .where(
      and(
        eq(weeklyNotes.customerId, key.customerId),
        eq(weeklyNotes.weekStart, key.weekStart),
        eq(weeklyNotes.noteType, key.noteType),
      ),
    )
    .get();
}

/** Schedule notes dated from `from` to `to` inclusive, by date. */
export function listScheduleNotesBetween(db: Db, from: string, to: string) {
  return db
    .select()
    .from(scheduleNotes)
    .where(between(scheduleNotes.date, from, to))
    .orderBy(asc(scheduleNotes.date), asc(scheduleNotes.customerId))
    .all();
}
