import { describe, expect, it } from 'vitest';
import { foldName, searchFamilies } from './family-search.ts';

const families = [
  {
    name: 'Martínez',
    children: [{ id: 'c1', name: 'Zoë Martínez' }],
    guardians: ['Lucía Martínez'],
  },
  { name: 'Hopper', children: [{ id: 'c2', name: 'Grace Hopper' }], guardians: ['Walter Hopper'] },
];

describe('foldName', () => {
  it('drops accents and case', () => {
    expect(foldName('  Zoë MARTÍNEZ ')).toBe('zoe martinez');
  });
});

describe('searchFamilies', () => {
  it("finds a family by a guardian's name, ignoring case and accents", () => {
    expect(searchFamilies(families, 'lucia').map((family) => family.name)).toEqual(['Martínez']);
    expect(searchFamilies(families, 'WALTER').map((family) => family.name)).toEqual(['Hopper']);
  });

  it("finds a family by a child's name", () => {
    expect(searchFamilies(families, 'zoe').map((family) => family.name)).toEqual(['Martínez']);
  });

  it('keeps every family for an empty search and none for a name nobody has', () => {
    expect(searchFamilies(families, '  ')).toHaveLength(2);
    expect(searchFamilies(families, 'lovelace')).toEqual([]);
  });
});
