/**
 * @module
 * Who the parent sees on My Details, from the family's contacts: the people who may collect the
 * children (guardians and approved pick-ups), the pick-ups the family proposed that wait for
 * staff, and the emergency contacts who do not collect. A person marked as must-not-collect is
 * never listed: that record is for staff at the door (it may come from a court order), and a
 * parent changes it by speaking to staff, not on a phone another adult might hold.
 */
import { collectStanding } from '@cubby/shared/collect-standing';
import type { ContactResponse, ContactRole } from '@cubby/shared/schemas';

/** The family's contacts as My Details lists them, each list in the server's order. */
export interface CollectList {
  mayCollect: ContactResponse[];
  waiting: ContactResponse[];
  emergencyOnly: ContactResponse[];
}

/** Sorts the contacts into the lists My Details shows, by the rule the kiosk applies. */
export function collectList(contacts: readonly ContactResponse[]): CollectList {
  const list: CollectList = { mayCollect: [], waiting: [], emergencyOnly: [] };
  for (const contact of contacts) {
    const standing = collectStanding(contact);
    if (standing === 'awaiting-approval') list.waiting.push(contact);
    else if (standing === 'may-collect') list.mayCollect.push(contact);
    else if (standing === 'not-a-collector' && contact.roles.includes('emergency')) {
      list.emergencyOnly.push(contact);
    }
  }
  return list;
}

/** A role in the words the parent reads. */
export const ROLE_LABELS: Record<ContactRole, string> = {
  guardian: 'Guardian',
  emergency: 'Emergency contact',
  pickup: 'Pick-up',
};
