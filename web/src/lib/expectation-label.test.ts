import { describe, expect, it } from 'vitest';
import { expectationColor, expectationLabel } from './expectation-label.ts';

describe('expectationLabel', () => {
  it('names each kind of day in plain words', () => {
    expect(expectationLabel({ kind: 'scheduled' })).toBe('Scheduled');
    expect(expectationLabel({ kind: 'confirmed' })).toBe('Confirmed');
    expect(expectationLabel({ kind: 'not_coming' })).toBe('Not coming');
    expect(expectationLabel({ kind: 'extra_day' })).toBe('Extra day');
    expect(expectationLabel({ kind: 'extra_day_requested' })).toBe('Extra day requested');
  });

  it('says when a schedule change has the child come or go', () => {
    const change = { type: 'late_drop', time: '14:00' } as const;
    expect(expectationLabel({ kind: 'confirmed', change })).toBe('Schedule change at 2:00 PM');
    expect(expectationColor({ kind: 'confirmed', change })).toBe('blue');
    expect(expectationColor({ kind: 'confirmed' })).toBe('green');
  });
});
