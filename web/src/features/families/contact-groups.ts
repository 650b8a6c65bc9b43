/**
 * @module
 * A family's contacts grouped as staff look for them: who must not collect first, then the
 * pick-up people a parent proposed who wait for staff's approval, the guardians, the emergency
 * contacts, and who else may collect. A contact with several roles is listed once, under the
 * first group it belongs to, and its card names all its roles. Where someone stands at the door
 * is the kiosk's rule (`@cubby/shared/collecting`): nobody waiting is listed as "May collect".
 */
import { collectStanding } from '@cubby/shared/collect-standing';
import type { DirectoryContact } from '@cubby/shared/docs';

/** One group of contacts, with its heading. */
export interface ContactGroup<T> {
  key: 'must-not-collect' | 'awaiting-approval' | 'guardian' | 'emergency' | 'pickup';
  heading: string;
  contacts: T[];
}

const GROUPS: ReadonlyArray<{
  key: ContactGroup<unknown>['key'];
  heading: string;
  holds: (contact: DirectoryContact) => boolean;
}> = [
  {
    key: 'must-not-collect',
    heading: 'Must not collect',
    holds: (c) => collectStanding(c) === 'must-not-collect',
  },
  {
    key: 'awaiting-approval',
    heading: 'Waiting for approval',
    holds: (c) => collectStanding(c) === 'awaiting-approval',
  },
  { key: 'guardian', heading: 'Guardians', holds: (c) => c.roles.includes('guardian') },
  { key: 'emergency', heading: 'Emergency contacts', holds: (c) => c.roles.includes('emergency') },
  { key: 'pickup', heading: 'May collect', holds: (c) => c.roles.includes('pickup') },
];

/** The groups that have contacts, in the order staff read them. */
export function groupContacts<T extends DirectoryContact>(
  contacts: ReadonlyArray<T>,
): ContactGroup<T>[] {
  const placed = new Set<string>();
  const groups: ContactGroup<T>[] = [];
  for (const { key, heading, holds } of GROUPS) {
    const members = contacts.filter((contact) => !placed.has(contact.id) && holds(contact));
    for (const contact of members) placed.add(contact.id);
    if (members.length > 0) groups.push({ key, heading, contacts: members });
  }
  return groups;
}
