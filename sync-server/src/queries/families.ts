/**
 * @module
 * Families as the routes read them: a family with its children, contacts and parent logins, the
 * family list, and the children a parent's session reaches.
 */
import type { CollectFacts } from '@cubby/shared/collect-standing';
import type { ContactRole } from '@cubby/shared/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared-once.ts';
import { contacts, customerLogins, customers, families } from '../db/schema.ts';

/** A families row. */
export type FamilyRow = typeof families.$inferSelect;
/** A contacts row. */
export type ContactRow = typeof contacts.$inferSelect;
/** A customer_logins row. */
export type ParentLoginRow = typeof customerLogins.$inferSelect;
/** A customers row. */
export type ChildRow = typeof customers.$inferSelect;

type Reader = Pick<Db, 'select'>;

// Prepared once: a parent's every request reads its family's children (the session's reach),
// and the statements read a family per request; building and preparing each query cost more
// than running it.
const statements = preparedOnce((db: Reader) => {
  const familyId = sql.placeholder('familyId');
  const childOrder = [asc(customers.createdAt), asc(customers.id)];
  return {
    family: db.select().from(families).where(eq(families.id, familyId)).prepare(),
    children: db
      .select()
      .from(customers)
      .where(eq(customers.familyId, familyId))
      .orderBy(...childOrder)
      .prepare(),
    childIds: db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.familyId, familyId))
      .orderBy(...childOrder)
      .prepare(),
    contacts: db
      .select()
      .from(contacts)
      .where(eq(contacts.familyId, familyId))
      .orderBy(asc(contacts.createdAt), asc(contacts.id))
      .prepare(),
    logins: db
      .select()
      .from(customerLogins)
      .where(eq(customerLogins.familyId, familyId))
      .orderBy(asc(customerLogins.createdAt))
      .prepare(),
  };
});

/** A family with everything the family page shows. */
export interface FamilyRecord {
  family: FamilyRow;
  children: ChildRow[];
  contacts: ContactRow[];
  logins: ParentLoginRow[];
}

/** The roles a contact row holds, in the order CONTACT_ROLES lists them. */
export function contactRoles(
  row: Pick<ContactRow, 'isGuardian' | 'isEmergency' | 'isPickup'>,
): ContactRole[] {
  const roles: ContactRole[] = [];
  if (row.isGuardian) roles.push('guardian');
  if (row.isEmergency) roles.push('emergency');
  if (row.isPickup) roles.push('pickup');
  return roles;
}

/** What the shared rule of who may collect (`collectStanding`) reads of a contact row. */
export function collectFactsOf(
  row: Pick<ContactRow, 'isGuardian' | 'isEmergency' | 'isPickup' | 'mustNotCollect' | 'approved'>,
): CollectFacts {
  return { roles: contactRoles(row), mustNotCollect: row.mustNotCollect, approved: row.approved };
}

/** The role flags of a contact row for a list of roles. */
export function roleFlags(roles: readonly ContactRole[]) {
  return {
    isGuardian: roles.includes('guardian'),
    isEmergency: roles.includes('emergency'),
    isPickup: roles.includes('pickup'),
  };
}

/** A family's children, first added first (the first is the spec's customer of a parent login). */
export function familyChildren(db: Reader, familyId: string): ChildRow[] {
  return statements(db).children.all({ familyId });
}

/** The family's own row; undefined when there is none. */
export function findFamilyRow(db: Reader, familyId: string): FamilyRow | undefined {
  return statements(db).family.get({ familyId });
}

/** One family with its children, contacts and logins; undefined when there is none. */
export function findFamily(db: Reader, familyId: string): FamilyRecord | undefined {
  const read = statements(db);
  const family = read.family.get({ familyId });
  if (!family) return undefined;
  return {
    family,
    children: read.children.all({ familyId }),
    contacts: read.contacts.all({ familyId }),
    logins: read.logins.all({ familyId }),
  };
}

/** The parent logins of one contact (a guardian has at most one). */
export function loginsOfContact(db: Pick<Db, 'select'>, contactId: string): ParentLoginRow[] {
  return db.select().from(customerLogins).where(eq(customerLogins.contactId, contactId)).all();
}

/** Every family with its children and contacts, sorted by name. */
export function listFamilies(db: Pick<Db, 'select'>): FamilyRecord[] {
  const byId = new Map<string, FamilyRecord>();
  for (const family of db.select().from(families).all()) {
    byId.set(family.id, { family, children: [], contacts: [], logins: [] });
  }
  const children = db.select().from(customers).orderBy(asc(customers.createdAt)).all();
  for (const child of children) byId.get(child.familyId ?? '')?.children.push(child);
  for (const contact of db.select().from(contacts).orderBy(asc(contacts.createdAt)).all()) {
    byId.get(contact.familyId)?.contacts.push(contact);
  }
  return [...byId.values()].sort(
    (a, b) => a.family.name.localeCompare(b.family.name) || a.family.id.localeCompare(b.family.id),
  );
}

/** The ids of a family's children, first added first: what a parent's session reaches. */
export function familyChildIds(db: Reader, familyId: string): string[] {
  return statements(db)
    .childIds.all({ familyId })
    .map((row) => row.id);
}

/** The family's first child, under which family-wide audit entries are filed; null if none. */
export function firstChildId(db: Pick<Db, 'select'>, familyId: string): string | null {
  return familyChildIds(db, familyId)[0] ?? null;
}
