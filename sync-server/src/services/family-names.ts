/**
 * @module
 * Every family's name and its children's, in the order the money screens list them (by family
 * name, children oldest first): what GET /api/family-balances shows beside each balance. The
 * full family records (`listFamilies`: every column of every child and contact, mapped by
 * drizzle row by row) cost three quarters of that read; these two statements, prepared once,
 * read only the names.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared-once.ts';
import { customers, families } from '../db/schema.ts';

/** A family's id and name, with its children's. */
export interface FamilyNames {
  id: string;
  name: string;
  children: Array<{ id: string; name: string }>;
}

const statements = preparedOnce((db: Db) => ({
  families: db.select({ id: families.id, name: families.name }).from(families).prepare(),
  children: db
    .select({ id: customers.id, name: customers.name, familyId: customers.familyId })
    .from(customers)
    .orderBy(asc(customers.createdAt))
    .prepare(),
}));

/** Every family, by name (then id), each with its children oldest first. */
export function listFamilyNames(db: Db): FamilyNames[] {
  const read = statements(db);
  const byId = new Map<string, FamilyNames>();
  for (const { id, name } of read.families.all()) byId.set(id, { id, name, children: [] });
  for (const child of read.children.all()) {
    byId.get(child.familyId ?? '')?.children.push({ id: child.id, name: child.name });
  }
  return [...byId.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
}
