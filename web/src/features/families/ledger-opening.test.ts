import { describe, expect, it } from 'vitest';
import { openingDateOf } from './ledger-opening.ts';

describe("the Money section's opening balance", () => {
  it('stands at the first day shown for a family on the books before it', () => {
    expect(
      openingDateOf({ from: '2026-08-18', joinedOn: '2025-01-06', firstEntryOn: '2026-08-20' }),
    ).toBe('2026-08-18');
  });

  it('stands at the day a family that joined since joined, not months before it', () => {
    expect(
      openingDateOf({ from: '2026-08-18', joinedOn: '2026-11-16', firstEntryOn: undefined }),
    ).toBe('2026-11-16');
    expect(
      openingDateOf({ from: '2026-08-18', joinedOn: '2026-11-16', firstEntryOn: '2026-11-18' }),
    ).toBe('2026-11-16');
  });

  it('stands at an earlier day recorded after joining, so it never follows an entry', () => {
    expect(
      openingDateOf({ from: '2026-08-18', joinedOn: '2026-11-16', firstEntryOn: '2026-11-09' }),
    ).toBe('2026-11-09');
  });

  it('stands at the first day shown when the family’s start is unknown', () => {
    expect(openingDateOf({ from: '2026-08-18', joinedOn: null, firstEntryOn: '2026-11-09' })).toBe(
      '2026-08-18',
    );
  });
});
