/**
 * @module
 * `directory`: the customer list staff and owner devices need offline (id, name, hourly rate,
 * default days). Only the server writes it, from the customers table.
 */
import type * as Y from 'yjs';
import { z } from 'zod';
import { moneyStringSchema } from '../money.ts';
import { stampSchemaVersion } from './doc-meta.ts';

/** Layout version of the directory document. */
export const DIRECTORY_DOC_VERSION = 1;

const CUSTOMERS = 'customers';

/** One customer as the directory carries it. */
export const directoryEntrySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  hourlyRate: moneyStringSchema,
  defaultMonday: z.boolean(),
  defaultTuesday: z.boolean(),
  defaultWednesday: z.boolean(),
  defaultThursday: z.boolean(),
  defaultFriday: z.boolean(),
});

/** A customer in the directory. */
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/** The customers map (id to entry), for observers. */
export function directoryMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(CUSTOMERS);
}

/** Every customer in the directory, sorted by name as the screens list them. */
export function listDirectory(doc: Y.Doc): DirectoryEntry[] {
  const entries: DirectoryEntry[] = [];
  for (const value of directoryMap(doc).values()) {
    const parsed = directoryEntrySchema.safeParse(value);
    if (parsed.success) entries.push(parsed.data);
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Makes the directory hold exactly these customers, writing only entries that differ, so that
 * devices receive a small update rather than the whole list again.
 */
export function replaceDirectory(
  doc: Y.Doc,
  entries: ReadonlyArray<DirectoryEntry>,
  origin?: unknown,
): void {
  const map = directoryMap(doc);
  const wanted = new Map(entries.map((entry) => [entry.id, entry]));
  const stale = [...map.keys()].filter((id) => !wanted.has(id));
  const changed = entries.filter(
    (entry) => JSON.stringify(map.get(entry.id)) !== JSON.stringify(entry),
  );
  if (stale.length === 0 && changed.length === 0) return;
  doc.transact(() => {
    stampSchemaVersion(doc, DIRECTORY_DOC_VERSION);
    for (const id of stale) map.delete(id);
    for (const entry of changed) map.set(entry.id, entry);
  }, origin);
}
