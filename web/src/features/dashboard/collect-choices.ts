/**
 * @module
 * Who the desk offers when a child is checked out (decision 073): from the family's contacts in
 * the directory (on every staff device, offline too), the guardians and approved pick-ups by the
 * shared rule (`collectStanding`), and apart from them the people who must not collect, shown
 * so the desk knows them and refuses them. A pick-up still waiting for approval, and a contact
 * who is only an emergency number, are not offered.
 */
import { collectStanding } from '@cubby/shared/collect-standing';
import type { DirectoryContact, VisitContact } from '@cubby/shared/docs';

/** The family's contacts as the collect dialog lists them, each in the family's order. */
export interface CollectChoices {
  mayCollect: DirectoryContact[];
  mustNotCollect: DirectoryContact[];
}

/** Sorts a family's contacts into those the desk may hand the child to and those it must not. */
export function collectChoices(contacts: readonly DirectoryContact[]): CollectChoices {
  const choices: CollectChoices = { mayCollect: [], mustNotCollect: [] };
  for (const contact of contacts) {
    const standing = collectStanding(contact);
    if (standing === 'may-collect') choices.mayCollect.push(contact);
    else if (standing === 'must-not-collect') choices.mustNotCollect.push(contact);
  }
  return choices;
}

/** A contact as a visit records who collected: the id, and the name as the directory has it. */
export function asCollector(contact: DirectoryContact): VisitContact {
  return { contactId: contact.id, name: contact.name, relationship: contact.relationship };
}
