/**
 * @module
 * weekly_notes rows are projected from two documents (staff notes, financial notes); both write
 * through this one upsert on the (customer, week, type) key the spec makes unique.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { weeklyNotes } from '../../db/schema.ts';

/** Writes one customer's note of one type for one week. */
export function upsertWeeklyNote(
  tx: Db,
  note: { customerId: string; weekStart: string; noteType: 'staff' | 'financial'; note: string },
): void {
  tx.insert(weeklyNotes)
    .values({ id: randomUUID(), ...note })
    .onConflictDoUpdate({
      target: [weeklyNotes.customerId, weeklyNotes.weekStart, weeklyNotes.noteType],
      set: { note: note.note, updatedAt: new Date() },
    })
    .run();
}
