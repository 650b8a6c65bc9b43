import { describe, expect, it } from 'vitest';
import { doneSentence, joinNames } from './done-text.ts';

const at = '2026-11-26T16:02:00.000Z';

describe('the done screen’s sentence', () => {
  it('thanks the person by first name and gives the time on the facility’s clock', () => {
    const results = [{ customerId: 'm', name: 'Maya', outcome: 'checked-in' as const, at }];
    expect(doneSentence('Ana Lopez', results, 'America/Los_Angeles')).toBe(
      'Thank you, Ana. Maya is signed in at 8:02 AM.',
    );
  });

  it('names several children once, and says who was already in', () => {
    const results = [
      { customerId: 'm', name: 'Maya', outcome: 'checked-in' as const, at },
      { customerId: 'l', name: 'Leo', outcome: 'checked-in' as const, at },
      { customerId: 'a', name: 'Ada', outcome: 'already-in' as const, at },
    ];
    expect(doneSentence('Ana', results, 'UTC')).toBe(
      'Thank you, Ana. Maya and Leo are signed in at 4:02 PM. Ada was already signed in.',
    );
  });

  it('joins names as a person would say them', () => {
    expect(joinNames(['Maya', 'Leo', 'Ada'])).toBe('Maya, Leo and Ada');
  });
});
