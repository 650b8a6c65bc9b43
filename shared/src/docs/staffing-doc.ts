/**
 * @module
 * `staffing`: who is on the floor now, and where: each staff member clocked in, in a room or on
 * a break. Staff and owner devices keep it open (offline too), so every tablet counts the staff
 * of each room live and a tablet that lost the network still has its last count. Only the server
 * writes it, from the time clock's table (decision 040).
 */
import type * as Y from 'yjs';
import { z } from 'zod';
import { stampSchemaVersion } from './doc-meta.ts';

/** Layout version of the staffing document. */
export const STAFFING_DOC_VERSION = 1;

const ON_FLOOR = 'onFloor';

/** One person clocked in, as the staffing document carries them. */
export const staffOnFloorSchema = z.object({
  accountId: z.string().min(1),
  name: z.string(),
  /** On the floor in `roomId`, or on a break (no room). */
  status: z.enum(['working', 'break']),
  roomId: z.string().nullable(),
  /** When they came into this room or started this break (ISO instant). */
  since: z.string(),
});

/** One person clocked in. */
export type StaffOnFloor = z.infer<typeof staffOnFloorSchema>;

/** The map of people clocked in (account id to entry), for observers. */
export function staffingMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(ON_FLOOR);
}

/** Everyone clocked in, by name; an entry that does not pass the schema is left out. */
export function listStaffOnFloor(doc: Y.Doc): StaffOnFloor[] {
  const people: StaffOnFloor[] = [];
  for (const value of staffingMap(doc).values()) {
    const parsed = staffOnFloorSchema.safeParse(value);
    if (parsed.success) people.push(parsed.data);
  }
  return people.sort(
    (a, b) => a.name.localeCompare(b.name) || a.accountId.localeCompare(b.accountId),
  );
}

/** Makes the document hold exactly these people, writing only the entries that differ. */
export function replaceStaffOnFloor(
  doc: Y.Doc,
  people: readonly StaffOnFloor[],
  origin?: unknown,
): void {
  const map = staffingMap(doc);
  const wanted = new Map(
    people.map((person) => [person.accountId, staffOnFloorSchema.parse(person)]),
  );
  const stale = [...map.keys()].filter((id) => !wanted.has(id));
  const changed = [...wanted.values()].filter(
    (person) => JSON.stringify(map.get(person.accountId)) !== JSON.stringify(person),
  );
  if (stale.length === 0 && changed.length === 0) return;
  doc.transact(() => {
    stampSchemaVersion(doc, STAFFING_DOC_VERSION);
    for (const id of stale) map.delete(id);
    for (const person of changed) map.set(person.accountId, person);
  }, origin);
}
