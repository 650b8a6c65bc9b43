/**
 * @module
 * weekly_notes rows are projected from two documents (staff notes, financial notes); both write
 * through this one upsert on the (customer, week, type) key the spec makes unique.
 */
import { randomUUID } from 'node:crypto';
import type { ProjectionStatements } from './projection-statements.ts';

/** Writes one customer's note of one type for one week. */
export function upsertWeeklyNote(
  statements: ProjectionStatements,
  note: { customerId: string; weekStart: string; noteType: 'staff' | 'financial'; note: string },
): void {
  statements.upsertWeeklyNote.run({ id: randomUUID(), ...note, updatedAt: new Date() });
}
