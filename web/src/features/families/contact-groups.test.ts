import type { DirectoryContact } from '@cubby/shared/docs';
import { describe, expect, it } from 'vitest';
import { groupContacts } from './contact-groups.ts';

function contact(
  id: string,
  roles: DirectoryContact['roles'],
  mustNotCollect = false,
  approved = true,
) {
  return { id, name: id, relationship: '', phone: '', roles, mustNotCollect, approved };
}

describe('groupContacts', () => {
  it('lists who must not collect first, then guardians, emergency contacts and pick-ups', () => {
    const groups = groupContacts([
      contact('grandma', ['pickup']),
      contact('neighbour', ['emergency']),
      contact('mum', ['guardian', 'emergency', 'pickup']),
      contact('uncle', [], true),
    ]);
    expect(groups.map((group) => [group.heading, group.contacts.map((c) => c.id)])).toEqual([
      ['Must not collect', ['uncle']],
      ['Guardians', ['mum']],
      ['Emergency contacts', ['neighbour']],
      ['May collect', ['grandma']],
    ]);
  });

  it('lists a pick-up person a parent proposed as waiting for approval, never as May collect', () => {
    const groups = groupContacts([
      contact('grandma', ['pickup']),
      contact('rose', ['pickup'], false, false),
    ]);
    expect(groups.map((group) => [group.heading, group.contacts.map((c) => c.id)])).toEqual([
      ['Waiting for approval', ['rose']],
      ['May collect', ['grandma']],
    ]);
  });

  it('leaves out the groups nobody is in', () => {
    expect(groupContacts([contact('dad', ['guardian'])]).map((group) => group.key)).toEqual([
      'guardian',
    ]);
  });
});
