/**
 * @module
 * Who may collect a family's children (DESIGN section 7, "Kiosk"; decision 027): a guardian or
 * an authorised pick-up person, once staff have approved them, and never a person marked
 * must-not-collect. A pick-up person a parent proposed waits for staff and may not collect until
 * then. The kiosk, the family page and the parent's list all say it by this one rule, so no
 * screen badges someone "May collect" whom the door would turn away (decision 072).
 */
import type { ContactRole } from './schemas/family.ts';

/** What the rule reads of a contact. */
export interface CollectingContact {
  roles: readonly ContactRole[];
  mustNotCollect: boolean;
  /** False for a pick-up person a parent proposed whom staff have not approved yet. */
  approved: boolean;
}

/** Where a contact stands at the door. */
export type CollectStanding =
  | 'must-not-collect'
  | 'awaiting-approval'
  | 'may-collect'
  | 'does-not-collect';

/** Where `contact` stands: refused, waiting for staff's approval, allowed, or not a collector. */
export function collectStanding(contact: CollectingContact): CollectStanding {
  if (contact.mustNotCollect) return 'must-not-collect';
  if (!contact.approved) return 'awaiting-approval';
  const collects = contact.roles.includes('guardian') || contact.roles.includes('pickup');
  return collects ? 'may-collect' : 'does-not-collect';
}

/** Whether `contact` may collect the family's children now. */
export function mayCollect(contact: CollectingContact): boolean {
  return collectStanding(contact) === 'may-collect';
}
