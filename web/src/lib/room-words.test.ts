import { describe, expect, it } from 'vitest';
import { ageRangeWords, ratioWords, spotWords } from './room-words.ts';

const TODDLERS = { name: 'Toddlers', maxChildren: 12 };
const WEDNESDAY = '2026-12-02';

describe('room words', () => {
  it('says whether a spot is free, in words', () => {
    expect(spotWords(TODDLERS, WEDNESDAY, 9)).toBe(
      'A spot is free in Toddlers on Wednesday (9 of 12 expected)',
    );
    expect(spotWords(TODDLERS, WEDNESDAY, 12)).toBe('Toddlers is full on Wednesday (12 of 12)');
  });

  it("says a room's ages and ratio", () => {
    expect(ageRangeWords(0, 12)).toBe('0–12 months');
    expect(ratioWords(4)).toBe('1 staff : 4 children');
  });
});
