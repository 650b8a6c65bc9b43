import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  type DirectoryContactEntry,
  type DirectoryContents,
  directoryFamiliesMap,
  getDirectoryFamily,
  listDirectoryFamilies,
  replaceDirectory,
} from './directory-doc.ts';

function contact(id: string, familyId: string, addedAt: number): DirectoryContactEntry {
  return {
    id,
    name: `Contact ${id}`,
    relationship: 'Aunt',
    phone: '555-0100',
    roles: ['pickup'],
    mustNotCollect: false,
    approved: true,
    familyId,
    addedAt,
  };
}

function contents(contacts: DirectoryContactEntry[]): DirectoryContents {
  return {
    customers: [],
    families: [
      { id: 'f1', name: 'Lovelace' },
      { id: 'f2', name: 'Hopper' },
    ],
    contacts,
    rooms: [],
  };
}

// The update a device receives when the server replaces the directory with `next`.
function updateFor(doc: Y.Doc, next: DirectoryContents): Uint8Array {
  const before = Y.encodeStateVector(doc);
  replaceDirectory(doc, next);
  return Y.encodeStateAsUpdate(doc, before);
}

describe('the directory document', () => {
  it('lists each family with its own contacts in the order they were added', () => {
    const doc = new Y.Doc();
    replaceDirectory(
      doc,
      contents([contact('c', 'f1', 3), contact('a', 'f1', 1), contact('b', 'f2', 2)]),
    );
    expect(getDirectoryFamily(doc, 'f1')?.contacts.map(({ id }) => id)).toEqual(['a', 'c']);
    const families = listDirectoryFamilies(doc);
    expect(families.map(({ id, contacts }) => [id, contacts.map((c) => c.id)])).toEqual([
      ['f1', ['a', 'c']],
      ['f2', ['b']],
    ]);
    // Readers get the contact as before: no family id or order of its entry.
    expect(getDirectoryFamily(doc, 'f2')?.contacts[0]).toEqual({
      id: 'b',
      name: 'Contact b',
      relationship: 'Aunt',
      phone: '555-0100',
      roles: ['pickup'],
      mustNotCollect: false,
      approved: true,
    });
  });

  it('writes one small entry for a contact added, however many the family has', () => {
    const doc = new Y.Doc();
    const many = Array.from({ length: 200 }, (_, n) => contact(`c${n}`, 'f1', n));
    replaceDirectory(doc, contents(many));
    const update = updateFor(doc, contents([...many, contact('new', 'f1', 1000)]));
    expect(update.byteLength).toBeLessThan(400);
    expect(getDirectoryFamily(doc, 'f1')?.contacts.at(-1)?.id).toBe('new');
    // Nothing changed: nothing written.
    expect(updateFor(doc, contents([...many, contact('new', 'f1', 1000)])).byteLength).toBeLessThan(
      10,
    );
  });

  it("reads a copy from before contacts had entries of their own from the family's entry", () => {
    const doc = new Y.Doc();
    const legacy = { ...contact('old', 'f1', 0) } as Partial<DirectoryContactEntry>;
    delete legacy.familyId;
    delete legacy.addedAt;
    directoryFamiliesMap(doc).set('f1', { id: 'f1', name: 'Lovelace', contacts: [legacy] });
    expect(getDirectoryFamily(doc, 'f1')?.contacts.map(({ id }) => id)).toEqual(['old']);
    replaceDirectory(doc, contents([contact('a', 'f1', 1)]));
    expect(getDirectoryFamily(doc, 'f1')?.contacts.map(({ id }) => id)).toEqual(['a']);
    expect(directoryFamiliesMap(doc).get('f1')).toEqual({ id: 'f1', name: 'Lovelace' });
  });
});
