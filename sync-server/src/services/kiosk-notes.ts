/**
 * @module
 * A family's kiosk note (issue 17): a line staff leave for the family ("Please see the front
 * desk") that the kiosk shows whoever of the family types their PIN. Staff and the owner set,
 * change and clear it; the audit entry says which of those happened, never the note's text
 * (free text stays out of the log, DESIGN section 7).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { families } from '../db/schema.ts';
import { firstChildId } from '../queries/families.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';
import { notFound } from './refusal.ts';

/** Sets a family's kiosk note, or clears it with null; 404 when there is no such family. */
export function setKioskNote(
  db: Db,
  familyId: string,
  note: string | null,
  source: AuditSource,
): string | null {
  return db.transaction((tx) => {
    const family =
      tx.select().from(families).where(eq(families.id, familyId)).get() ??
      notFound('Family not found');
    if (family.kioskNote === note) return note;
    tx.update(families).set({ kioskNote: note }).where(eq(families.id, familyId)).run();
    const change = note === null ? 'cleared' : family.kioskNote === null ? 'set' : 'changed';
    appendAuditBy(tx, source, {
      action: `family.kiosk-note-${change}`,
      customerId: firstChildId(tx, familyId),
      summary: `${CHANGE_WORDS[change]} the kiosk note of ${family.name}'s family`,
      // Whether there is a note, never what it says.
      before: { kioskNote: family.kioskNote !== null },
      after: { kioskNote: note !== null },
    });
    return note;
  });
}

/** The kiosk note of a family, null when there is none (or no such family). */
export function kioskNoteOf(db: Pick<Db, 'select'>, familyId: string): string | null {
  return (
    db
      .select({ kioskNote: families.kioskNote })
      .from(families)
      .where(eq(families.id, familyId))
      .get()?.kioskNote ?? null
  );
}

const CHANGE_WORDS = { set: 'Set', changed: 'Changed', cleared: 'Cleared' } as const;
