import { describe, expect, it } from 'vitest';
import { collectStanding, mayCollect } from './collecting.ts';

const contact = (roles: Array<'guardian' | 'emergency' | 'pickup'>, extra = {}) => ({
  roles,
  mustNotCollect: false,
  approved: true,
  ...extra,
});

describe('who may collect', () => {
  it('is an approved guardian or pick-up person', () => {
    expect(mayCollect(contact(['guardian']))).toBe(true);
    expect(mayCollect(contact(['pickup']))).toBe(true);
    expect(collectStanding(contact(['emergency']))).toBe('does-not-collect');
  });

  it('is not a pick-up person a parent proposed until staff approve them', () => {
    const proposed = contact(['pickup'], { approved: false });
    expect(collectStanding(proposed)).toBe('awaiting-approval');
    expect(mayCollect(proposed)).toBe(false);
  });

  it('is never a person marked must-not-collect, whatever else they are', () => {
    const refused = contact(['guardian', 'pickup'], { mustNotCollect: true });
    expect(collectStanding(refused)).toBe('must-not-collect');
    expect(mayCollect(refused)).toBe(false);
  });
});
