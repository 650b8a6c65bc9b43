import type { DirectoryContact } from '@cubby/shared/docs';
import { describe, expect, it } from 'vitest';
import { asCollector, collectChoices } from './collect-choices.ts';

function contact(id: string, fields: Partial<DirectoryContact>): DirectoryContact {
  return {
    id,
    name: id,
    relationship: 'family',
    phone: '',
    roles: ['guardian'],
    mustNotCollect: false,
    approved: true,
    ...fields,
  };
}

describe('who the desk offers to collect a child', () => {
  it('offers guardians and approved pick-ups, and lists who must not collect apart', () => {
    const mother = contact('mother', { roles: ['guardian', 'emergency'] });
    const aunt = contact('aunt', { roles: ['pickup'] });
    const waiting = contact('neighbour', { roles: ['pickup'], approved: false });
    const doctor = contact('doctor', { roles: ['emergency'] });
    const barred = contact('father', { roles: ['guardian'], mustNotCollect: true });
    expect(collectChoices([mother, waiting, doctor, barred, aunt])).toEqual({
      mayCollect: [mother, aunt],
      mustNotCollect: [barred],
    });
  });

  it('records the collector by id with the name the directory gives', () => {
    expect(asCollector(contact('ana', { name: 'Ana Lopez', relationship: 'mother' }))).toEqual({
      contactId: 'ana',
      name: 'Ana Lopez',
      relationship: 'mother',
    });
  });
});
