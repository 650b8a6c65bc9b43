import type { ContactResponse } from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { collectList } from './collect-list.ts';

function contact(name: string, fields: Partial<ContactResponse>): ContactResponse {
  return {
    id: name.toLowerCase(),
    familyId: 'family-1',
    name,
    relationship: '',
    phone: '',
    email: '',
    roles: [],
    mustNotCollect: false,
    approved: true,
    login: null,
    ...fields,
  };
}

describe('who My Details lists', () => {
  const ana = contact('Ana', { roles: ['guardian', 'emergency'] });
  const gran = contact('Gran', { roles: ['pickup'] });
  const uncle = contact('Uncle', { roles: ['pickup'], approved: false });
  const neighbour = contact('Neighbour', { roles: ['emergency'] });
  const barred = contact('Barred', { mustNotCollect: true });

  it('lists guardians and approved pick-ups as collecting, and proposals as waiting', () => {
    expect(collectList([ana, gran, uncle, neighbour, barred])).toEqual({
      mayCollect: [ana, gran],
      waiting: [uncle],
      emergencyOnly: [neighbour],
    });
  });

  it('never lists a person who must not collect', () => {
    const list = collectList([barred, contact('Also barred', { roles: [], mustNotCollect: true })]);
    expect([...list.mayCollect, ...list.waiting, ...list.emergencyOnly]).toEqual([]);
  });
});
