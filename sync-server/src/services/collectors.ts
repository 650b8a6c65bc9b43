/**
 * @module
 * Who may collect a child at the desk (DESIGN section 8): a contact of the child's family who is
 * a guardian or an approved pick-up, and not marked must-not-collect, as at the kiosk (decision
 * 028). The check-out command records whoever this lets through; a refusal is audited.
 */
import type { VisitContact } from '@cubby/shared/docs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts } from '../db/schema.ts';
import type { CustomerRow } from '../queries/customers.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';
import { mayCollect } from './kiosk-identify.ts';
import { notFound } from './refusal.ts';

/** A contact the desk may hand the child to, or why not in words for staff. */
export type Collector =
  | { allowed: true; contact: VisitContact }
  | { allowed: false; reason: string };

/**
 * The contact `contactId` as a collector of `child`: 404 when it is no contact of the child's
 * family, refused (and audited) when they must not collect or may not collect at all.
 */
export function collectorFor(
  db: Db,
  source: AuditSource,
  child: Pick<CustomerRow, 'id' | 'name' | 'familyId'>,
  contactId: string,
): Collector {
  const contact = child.familyId
    ? db
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, contactId), eq(contacts.familyId, child.familyId)))
        .get()
    : undefined;
  if (!contact) return notFound("collectedBy is not a contact of the child's family");
  const reason = contact.mustNotCollect
    ? `${contact.name} must not collect ${child.name}`
    : !mayCollect(contact)
      ? `${contact.name} is not a guardian or approved pick-up of ${child.name}`
      : null;
  if (reason === null) {
    const { id, name, relationship } = contact;
    return { allowed: true, contact: { contactId: id, name, relationship } };
  }
  appendAuditBy(db, source, {
    action: 'attendance.collector-refused',
    customerId: child.id,
    summary: `Refused to hand ${child.name} to ${contact.name} at the desk: ${contact.mustNotCollect ? 'marked must not collect' : 'not a guardian or approved pick-up'}`,
    after: { contactId: contact.id },
  });
  return { allowed: false, reason };
}
