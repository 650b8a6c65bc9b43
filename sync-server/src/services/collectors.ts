/**
 * @module
 * Who may collect a child at the desk (DESIGN section 8): the shared rule
 * (`@cubby/shared/collect-standing`) over the contacts table, as at the kiosk (decision 028). The
 * check-out command records whoever this lets through; a refusal is audited and every staff
 * device is alerted (decision 073), as a refusal at the kiosk is.
 */
import { collectRefusal, collectStanding } from '@cubby/shared/collect-standing';
import type { VisitContact } from '@cubby/shared/docs';
import { and, eq } from 'drizzle-orm';
import { contacts } from '../db/schema.ts';
import type { CustomerRow } from '../queries/customers.ts';
import { collectFactsOf } from '../queries/families.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';
import { type AlertDeps, alertStaff } from './kiosk-alerts.ts';
import { notFound } from './refusal.ts';

/** A contact the desk may hand the child to, or why not in words for staff. */
export type Collector =
  | { allowed: true; contact: VisitContact }
  | { allowed: false; reason: string };

/** What an audit entry says of someone who may not collect, from their standing. */
export const REFUSED_BECAUSE = {
  'must-not-collect': 'marked must not collect',
  'awaiting-approval': 'a pick-up waiting for approval',
  'not-a-collector': 'not a guardian or approved pick-up',
} as const;

/**
 * The contact `contactId` as a collector of `child`: 404 when it is no contact of the child's
 * family; refused, audited and alerted to staff when they may not collect.
 */
export function collectorFor(
  deps: AlertDeps,
  source: AuditSource,
  child: Pick<CustomerRow, 'id' | 'name' | 'familyId'>,
  contactId: string,
): Collector {
  const { db } = deps;
  const contact = child.familyId
    ? db
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, contactId), eq(contacts.familyId, child.familyId)))
        .get()
    : undefined;
  if (!contact) return notFound("collectedBy is not a contact of the child's family");
  const facts = collectFactsOf(contact);
  const reason = collectRefusal(facts, contact.name, child.name);
  if (reason === null) {
    const { id, name, relationship } = contact;
    return { allowed: true, contact: { contactId: id, name, relationship } };
  }
  const standing = collectStanding(facts) as keyof typeof REFUSED_BECAUSE;
  appendAuditBy(db, source, {
    action: 'attendance.collector-refused',
    customerId: child.id,
    summary: `Refused to hand ${child.name} to ${contact.name} at the desk: ${REFUSED_BECAUSE[standing]}`,
    after: { contactId: contact.id },
  });
  alertStaff(deps, {
    kind: 'refused-at-desk',
    contactId: contact.id,
    familyId: contact.familyId,
    customerId: child.id,
    reason,
  });
  return { allowed: false, reason };
}
