/**
 * @module
 * `directory`: what staff and owner devices need offline: every child (id, name, family, hourly
 * rate, default days, allergies and medical notes, shown wherever a child is checked in) and
 * every family's contacts (so an emergency number can be called with no network), and the rooms
 * with their rules (so a tablet counts each room's ratio offline). Only the server writes it,
 * from the customers, families, contacts and rooms tables.
 */
import type * as Y from 'yjs';
import { z } from 'zod';
import { type DirectoryEntry, directoryEntrySchema } from '../directory-entry.ts';
import { stampSchemaVersion } from './doc-meta.ts';

export { type DirectoryEntry, directoryEntrySchema } from '../directory-entry.ts';

/** Layout version of the directory document. */
export const DIRECTORY_DOC_VERSION = 3;

const CUSTOMERS = 'customers';
const FAMILIES = 'families';
const ROOMS = 'rooms';

/** A contact as the directory carries it: enough to call them and to know who may collect. */
export const directoryContactSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
  roles: z.array(z.enum(['guardian', 'emergency', 'pickup'])),
  mustNotCollect: z.boolean(),
  approved: z.boolean(),
});

/** A family's contact in the directory. */
export type DirectoryContact = z.infer<typeof directoryContactSchema>;

/** One family as the directory carries it. */
export const directoryFamilySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  contacts: z.array(directoryContactSchema),
});

/** A family in the directory. */
export type DirectoryFamily = z.infer<typeof directoryFamilySchema>;

/** A room as the directory carries it: what counting its ratio takes. */
export const directoryRoomSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  minAgeMonths: z.number(),
  maxAgeMonths: z.number(),
  childrenPerStaff: z.number().int().min(1),
  maxChildren: z.number().int().min(1),
  position: z.number(),
});

/** A room in the directory. */
export type DirectoryRoom = z.infer<typeof directoryRoomSchema>;

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

/** The families map (id to family), for observers. */
export function directoryFamiliesMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(FAMILIES);
}

/** One family with its contacts, or null when the directory does not hold it. */
export function getDirectoryFamily(doc: Y.Doc, familyId: string): DirectoryFamily | null {
  const parsed = directoryFamilySchema.safeParse(directoryFamiliesMap(doc).get(familyId));
  return parsed.success ? parsed.data : null;
}

/** The rooms map (id to room), for observers. */
export function directoryRoomsMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(ROOMS);
}

/** Every room in use, in the owner's order. */
export function listDirectoryRooms(doc: Y.Doc): DirectoryRoom[] {
  const rooms: DirectoryRoom[] = [];
  for (const value of directoryRoomsMap(doc).values()) {
    const parsed = directoryRoomSchema.safeParse(value);
    if (parsed.success) rooms.push(parsed.data);
  }
  return rooms.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}

/** What the directory holds: every child, every family and every room in use. */
export interface DirectoryContents {
  customers: ReadonlyArray<DirectoryEntry>;
  families: ReadonlyArray<DirectoryFamily>;
  rooms: ReadonlyArray<DirectoryRoom>;
}

/**
 * Makes the directory hold exactly these children and families, writing only entries that
 * differ, so that devices receive a small update rather than the whole list again.
 */
export function replaceDirectory(doc: Y.Doc, contents: DirectoryContents, origin?: unknown): void {
  const plans = [
    planReplace(directoryMap(doc), contents.customers),
    planReplace(directoryFamiliesMap(doc), contents.families),
    planReplace(directoryRoomsMap(doc), contents.rooms),
  ];
  if (plans.every((plan) => plan.stale.length === 0 && plan.changed.length === 0)) return;
  doc.transact(() => {
    stampSchemaVersion(doc, DIRECTORY_DOC_VERSION);
    for (const { map, stale, changed } of plans) {
      for (const id of stale) map.delete(id);
      for (const entry of changed) map.set(entry.id, entry);
    }
  }, origin);
}

function planReplace<T extends { id: string }>(map: Y.Map<unknown>, entries: ReadonlyArray<T>) {
  const wanted = new Set(entries.map((entry) => entry.id));
  const stale = [...map.keys()].filter((id) => !wanted.has(id));
  const changed = entries.filter(
    (entry) => JSON.stringify(map.get(entry.id)) !== JSON.stringify(entry),
  );
  return { map, stale, changed };
}
