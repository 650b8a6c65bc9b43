/**
 * @module
 * Who a visit names, as the server knows them: the contact of that id in the contacts table, and
 * only if the contact belongs to the child's family. What a device wrote beside the id (a name, a
 * relationship) is never taken: the audit log and the sessions projection name people from here
 * (decision 067), as they are when the change is stored.
 */
import { type CollectStanding, collectStanding } from '@cubby/shared/collect-standing';
import type { VisitContact } from '@cubby/shared/docs';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { contacts, customers } from '../../db/schema.ts';
import { collectFactsOf } from '../../queries/families.ts';

/** How a person a visit names is called when they are not a contact of the child's family. */
export const NOT_ON_THE_LIST = "someone not on the family's list";

const statements = preparedOnce((db) => ({
  familyContact: db
    .select({ contactId: contacts.id, name: contacts.name, relationship: contacts.relationship })
    .from(contacts)
    .innerJoin(customers, eq(customers.familyId, contacts.familyId))
    .where(
      and(
        eq(contacts.id, sql.placeholder('contactId')),
        eq(customers.id, sql.placeholder('customerId')),
      ),
    )
    .prepare(),
  collectFacts: db
    .select({
      isGuardian: contacts.isGuardian,
      isEmergency: contacts.isEmergency,
      isPickup: contacts.isPickup,
      mustNotCollect: contacts.mustNotCollect,
      approved: contacts.approved,
    })
    .from(contacts)
    .innerJoin(customers, eq(customers.familyId, contacts.familyId))
    .where(
      and(
        eq(contacts.id, sql.placeholder('contactId')),
        eq(customers.id, sql.placeholder('customerId')),
      ),
    )
    .prepare(),
}));

/** The contact `contactId` of the child's family as the contacts table has them, or null. */
export function familyContact(db: Db, customerId: string, contactId: string): VisitContact | null {
  return statements(db).familyContact.get({ contactId, customerId }) ?? null;
}

/**
 * Where the contact `contactId` of the child's family stands to collect the child, by the shared
 * rule (`collectStanding`), as the contacts table has them now; null for anyone who is no
 * contact of the family.
 */
export function collectStandingIn(
  db: Db,
  customerId: string,
  contactId: string,
): CollectStanding | null {
  const row = statements(db).collectFacts.get({ contactId, customerId });
  return row === undefined ? null : collectStanding(collectFactsOf(row));
}

/**
 * The person a visit names, for a record: the family's contact as the table names them, or the
 * id with `NOT_ON_THE_LIST` when the id is no contact of the child's family.
 */
export function namedPerson(db: Db, customerId: string, person: VisitContact): VisitContact {
  return (
    familyContact(db, customerId, person.contactId) ?? {
      contactId: person.contactId,
      name: NOT_ON_THE_LIST,
      relationship: '',
    }
  );
}
