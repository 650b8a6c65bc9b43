import type { DirectoryEntry } from '@cubby/shared/docs';
import { describe, expect, it } from 'vitest';
import { summarizeDirectory } from './directory-summaries.ts';

function child(id: string, name: string, familyId: string): DirectoryEntry {
  return {
    id,
    name,
    hourlyRate: '12.50',
    defaultMonday: false,
    defaultTuesday: false,
    defaultWednesday: false,
    defaultThursday: false,
    defaultFriday: false,
    familyId,
    birthDate: null,
    allergies: null,
    medicalNotes: null,
  };
}

const person = { relationship: '', phone: '', mustNotCollect: false, approved: true };

describe('summarizeDirectory', () => {
  it('lists each family with its children, guardians and pick-ups waiting, by name', () => {
    const summaries = summarizeDirectory(
      [
        {
          id: 'f2',
          name: 'Martínez',
          contacts: [
            { ...person, id: 'p1', name: 'Lucía', roles: ['guardian'] },
            { ...person, id: 'p2', name: 'Tío', roles: ['pickup'], approved: false },
          ],
        },
        { id: 'f1', name: 'Hopper', contacts: [] },
      ],
      [child('c1', 'Zoë', 'f2'), child('c2', 'Grace', 'f1'), child('c3', 'Ana', 'f2')],
    );
    expect(summaries).toEqual([
      {
        id: 'f1',
        name: 'Hopper',
        children: [{ id: 'c2', name: 'Grace' }],
        guardians: [],
        pendingPickups: 0,
      },
      {
        id: 'f2',
        name: 'Martínez',
        children: [
          { id: 'c1', name: 'Zoë' },
          { id: 'c3', name: 'Ana' },
        ],
        guardians: ['Lucía'],
        pendingPickups: 1,
      },
    ]);
  });
});
