/**
 * @module
 * Who may collect a child: the one rule the kiosk, the desk's REST check-out, the server's check
 * of a week document and the desk's "Who is collecting?" all ask (decisions 028 and 073). A
 * contact belongs to a family, not to one child, so their standing holds for every child of it.
 * Must-not-collect outranks every role: a guardian may be barred by a court order.
 */
import type { ContactRole } from './schemas/family.ts';

/** What the rule reads of a contact: the directory's, the API's and (mapped) the table's. */
export interface CollectFacts {
  roles: readonly ContactRole[];
  mustNotCollect: boolean;
  /** False for a pick-up a parent proposed that staff have not approved yet. */
  approved: boolean;
}

/** Where a contact stands at collection time, worst first. */
export type CollectStanding =
  | 'must-not-collect'
  | 'awaiting-approval'
  | 'not-a-collector'
  | 'may-collect';

/** A contact's standing: may they take a child of their family home? */
export function collectStanding(contact: CollectFacts): CollectStanding {
  if (contact.mustNotCollect) return 'must-not-collect';
  if (!contact.roles.includes('guardian') && !contact.roles.includes('pickup')) {
    return 'not-a-collector';
  }
  if (!contact.approved) return 'awaiting-approval';
  return 'may-collect';
}

/** Whether the contact may collect the children of their family: a guardian or approved pick-up. */
export function mayCollect(contact: CollectFacts): boolean {
  return collectStanding(contact) === 'may-collect';
}

/**
 * Why `contactName` may not collect `childName`, in the words the desk shows and the REST answer
 * gives; null when they may.
 */
export function collectRefusal(
  contact: CollectFacts,
  contactName: string,
  childName: string,
): string | null {
  switch (collectStanding(contact)) {
    case 'must-not-collect':
      return `${contactName} must not collect ${childName}`;
    case 'awaiting-approval':
      return `${contactName} is waiting for approval as a pick-up of ${childName}: approve them on the family page first`;
    case 'not-a-collector':
      return `${contactName} is not a guardian or approved pick-up of ${childName}`;
    case 'may-collect':
      return null;
  }
}
