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

/**
 * Layout version of the directory document. 4 (decision 066): contacts are entries of their own,
 * keyed by id, so adding or changing one writes one small entry rather than its family's whole
 * list again; a family's entry holds its id and name.
 */
export const DIRECTORY_DOC_VERSION = 4;

const CUSTOMERS = 'customers';
const FAMILIES = 'families';
const CONTACTS = 'contacts';
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

/** A contact's own entry: the contact, its family, and when it was added (its place in the list). */
export const directoryContactEntrySchema = directoryContactSchema.extend({
  familyId: z.string().min(1),
  /** When the contact was added (epoch ms): a family lists its contacts in that order. */
  addedAt: z.number(),
});

/** A contact's entry in the directory. */
export type DirectoryContactEntry = z.infer<typeof directoryContactEntrySchema>;

/** One family as the directory carries it: its own entry, without its contacts. */
export const directoryFamilyEntrySchema = z.object({ id: z.string().min(1), name: z.string() });

/** A family's own entry in the directory. */
export type DirectoryFamilyEntry = z.infer<typeof directoryFamilyEntrySchema>;

/** One family with its contacts, as readers of the directory receive it. */
export const directoryFamilySchema = directoryFamilyEntrySchema.extend({
  contacts: z.array(directoryContactSchema),
});

/** A family in the directory, with its contacts in the order they were added. */
export type DirectoryFamily = z.infer<typeof directoryFamilySchema>;

// A device's copy from before version 4 holds each family's contacts inside its entry; they are
// read from there until the server rewrites the family, which it does when the document loads.
const legacyFamilySchema = directoryFamilyEntrySchema.extend({
  contacts: z.array(directoryContactSchema).optional(),
});

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

/** The families map (id to family entry), for observers. */
export function directoryFamiliesMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(FAMILIES);
}

/** The contacts map (contact id to entry), for observers. */
export function directoryContactsMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(CONTACTS);
}

/** One family with its contacts, or null when the directory does not hold it. */
export function getDirectoryFamily(doc: Y.Doc, familyId: string): DirectoryFamily | null {
  const parsed = legacyFamilySchema.safeParse(directoryFamiliesMap(doc).get(familyId));
  if (!parsed.success) return null;
  return withContacts(parsed.data, contactsByFamily(doc, familyId).get(familyId));
}

/** Every family the directory holds, each with its contacts, in no particular order. */
export function listDirectoryFamilies(doc: Y.Doc): DirectoryFamily[] {
  const contacts = contactsByFamily(doc);
  const families: DirectoryFamily[] = [];
  for (const value of directoryFamiliesMap(doc).values()) {
    const parsed = legacyFamilySchema.safeParse(value);
    if (parsed.success) families.push(withContacts(parsed.data, contacts.get(parsed.data.id)));
  }
  return families;
}

// A family's entry with its contacts: its own entries in the order they were added, or the list
// a copy from before version 4 kept in the family's entry.
function withContacts(
  family: z.infer<typeof legacyFamilySchema>,
  entries: DirectoryContactEntry[] | undefined,
): DirectoryFamily {
  const { id, name } = family;
  if (!entries) return { id, name, contacts: family.contacts ?? [] };
  const ordered = entries.sort((a, b) => a.addedAt - b.addedAt || (a.id < b.id ? -1 : 1));
  return {
    id,
    name,
    contacts: ordered.map(({ familyId: _f, addedAt: _a, ...contact }) => contact),
  };
}

// The contacts' entries grouped by family, one family's only when `familyId` is given.
function contactsByFamily(doc: Y.Doc, familyId?: string): Map<string, DirectoryContactEntry[]> {
  const byFamily = new Map<string, DirectoryContactEntry[]>();
  for (const value of directoryContactsMap(doc).values()) {
    const parsed = directoryContactEntrySchema.safeParse(value);
    if (!parsed.success) continue;
    const entry = parsed.data;
    if (familyId !== undefined && entry.familyId !== familyId) continue;
    const list = byFamily.get(entry.familyId);
    if (list) list.push(entry);
    else byFamily.set(entry.familyId, [entry]);
  }
  return byFamily;
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

/** What the directory holds: every child, family, contact and room in use. */
export interface DirectoryContents {
  customers: ReadonlyArray<DirectoryEntry>;
  families: ReadonlyArray<DirectoryFamilyEntry>;
  contacts: ReadonlyArray<DirectoryContactEntry>;
  rooms: ReadonlyArray<DirectoryRoom>;
}

/**
 * Makes the directory hold exactly these children, families, contacts and rooms, writing only
 * entries that differ, so that devices receive a small update rather than the whole list again:
 * a contact added is one new entry (decision 066).
 */
export function replaceDirectory(doc: Y.Doc, contents: DirectoryContents, origin?: unknown): void {
  const plans = [
    planReplace(directoryMap(doc), contents.customers),
    planReplace(directoryFamiliesMap(doc), contents.families),
    planReplace(directoryContactsMap(doc), contents.contacts),
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
