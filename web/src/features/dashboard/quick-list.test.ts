import { describe, expect, it } from 'vitest';
import { quickList, rankByName } from './quick-list.ts';

const child = (name: string) => ({ id: name.toLowerCase().replace(/\s+/g, '-'), name });
// The directory's order: by name.
const roster = [
  'Ada Lovelace',
  'Alan Turing',
  'Barbara Liskov',
  'Carlos Mendez',
  'Edsger Dijkstra',
  'Grace Hopper',
  'Katherine Johnson',
  'Margaret Hamilton',
  'Radia Perlman',
].map(child);
const names = (list: ReadonlyArray<{ name: string }>) => list.map(({ name }) => name);

describe('the quick check-in list', () => {
  it('lists every child who is in, however many, and five of the others', () => {
    const inside = new Set(roster.slice(2).map(({ id }) => id));
    const shown = quickList(roster, '', (id) => inside.has(id));
    expect(shown).toHaveLength(7 + 2);
    expect(quickList(roster, '', () => false)).toHaveLength(5);
  });

  it('finds a child in two keystrokes: a name, then a word, that starts with them come first', () => {
    expect(names(rankByName(roster, 'lo'))).toEqual(['Ada Lovelace', 'Carlos Mendez']);
    expect(names(rankByName(roster, 'GR'))).toEqual(['Grace Hopper']);
    expect(names(rankByName(roster, 'ra'))).toEqual([
      'Radia Perlman',
      'Barbara Liskov',
      'Edsger Dijkstra',
      'Grace Hopper',
    ]);
  });

  it('keeps the spec’s search: any part of the name, any case; nothing when nothing matches', () => {
    expect(names(quickList(roster, '  TUR ', () => false))).toEqual(['Alan Turing']);
    expect(quickList(roster, 'zz', () => true)).toEqual([]);
  });
});
