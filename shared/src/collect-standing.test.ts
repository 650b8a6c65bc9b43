import { describe, expect, it } from 'vitest';
import {
  type CollectFacts,
  collectRefusal,
  collectStanding,
  mayCollect,
} from './collect-standing.ts';

const person = (fields: Partial<CollectFacts>): CollectFacts => ({
  roles: ['guardian'],
  mustNotCollect: false,
  approved: true,
  ...fields,
});

describe('who may collect a child', () => {
  it('lets a guardian or an approved pick-up collect', () => {
    expect(mayCollect(person({ roles: ['guardian'] }))).toBe(true);
    expect(mayCollect(person({ roles: ['pickup', 'emergency'] }))).toBe(true);
  });

  it('refuses a must-not-collect person whatever their roles, before anything else', () => {
    const barred = person({ roles: ['guardian'], mustNotCollect: true, approved: false });
    expect(collectStanding(barred)).toBe('must-not-collect');
    expect(collectRefusal(barred, 'Carl Stone', 'Ada Lovelace')).toBe(
      'Carl Stone must not collect Ada Lovelace',
    );
  });

  it('does not offer a pick-up still waiting for approval, nor an emergency-only contact', () => {
    expect(collectStanding(person({ roles: ['pickup'], approved: false }))).toBe(
      'awaiting-approval',
    );
    expect(collectStanding(person({ roles: ['emergency'] }))).toBe('not-a-collector');
    expect(collectRefusal(person({ roles: ['emergency'] }), 'Nina Park', 'Ada Lovelace')).toBe(
      'Nina Park is not a guardian or approved pick-up of Ada Lovelace',
    );
    expect(collectRefusal(person({}), 'Ana Lopez', 'Ada Lovelace')).toBeNull();
  });
});
