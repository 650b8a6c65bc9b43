/**
 * @module
 * Families (DESIGN section 7, "People"): a child's profile, the family's contacts and its parent
 * logins, for staff and the owner; a parent's own phone and email and the pick-up people they
 * propose. Every change is in the audit log, in its own transaction, naming which fields changed
 * and never their text (allergies, phone numbers and names of contacts are free text or contact
 * details). Every change is followed by a directory refresh: staff devices hold the profiles and
 * the contacts offline, and see a change at once.
 */
import { randomUUID } from 'node:crypto';
import {
  type ContactRole,
  type CreateContactPayload,
  MAX_PENDING_PICKUPS,
  type ProposePickupPayload,
  type UpdateChildPayload,
  type UpdateContactPayload,
  type UpdateOwnContactPayload,
} from '@cubby/shared/schemas';
import { and, count, eq } from 'drizzle-orm';
import { endSessions } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { contacts, customerLogins, customers, families } from '../db/schema.ts';
import {
  type ChildRow,
  type ContactRow,
  contactRoles,
  type ParentLoginRow,
  roleFlags,
} from '../queries/families.ts';
import { refreshDirectory } from '../sync/hooks/directory-source.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';
import { type CustomerDeps, insertParentLogin } from './customers.ts';
import { firstPasswordExpiry, newFirstSecrets } from './first-passwords.ts';
import { conflict, notFound } from './refusal.ts';

const ROLE_WORDS: Readonly<Record<ContactRole, string>> = {
  guardian: 'guardian',
  emergency: 'emergency contact',
  pickup: 'authorised pick-up',
};

const KEEPS_GUARDIAN =
  'This person signs in to the parent portal, so they stay a guardian; remove their contact to end their login';

/** A child's name and profile fields: everything of a child staff may change. */
export type ChildProfilePatch = Omit<UpdateChildPayload, 'hourlyRate'>;

/** Changes a child's name or profile; 404 when there is no such child. */
export function updateChild(
  deps: CustomerDeps,
  id: string,
  patch: ChildProfilePatch,
  source: AuditSource,
): ChildRow {
  const row = deps.db.transaction((tx) => {
    const before = tx.select().from(customers).where(eq(customers.id, id)).get();
    if (!before) return notFound('Customer not found');
    const changed = changedFields(before, patch);
    if (changed.length === 0) return before;
    const after = tx.update(customers).set(patch).where(eq(customers.id, id)).returning().get();
    appendAuditBy(tx, source, {
      action: 'customer.profile-changed',
      customerId: id,
      summary:
        patch.name !== undefined && patch.name !== before.name
          ? `Renamed ${before.name} to ${patch.name}`
          : `Changed ${before.name}'s ${listWords(changed.map(fieldWord))}`,
      // Which fields changed; their text (allergies, medical notes) never goes into the log.
      after: { fields: changed },
    });
    return after ?? before;
  });
  refresh(deps);
  return row;
}

const FIELD_WORDS: Readonly<Record<string, string>> = {
  name: 'name',
  birthDate: 'birth date',
  allergies: 'allergies',
  medicalNotes: 'medical notes',
  notes: 'notes',
};
const fieldWord = (field: string) => FIELD_WORDS[field] ?? field;

/**
 * Adds a contact; a guardian with `portalLogin` gets a parent login, its first password (and,
 * beside a shared one, its welcome code) once.
 */
export async function addContact(
  deps: CustomerDeps,
  familyId: string,
  payload: CreateContactPayload,
  source: AuditSource,
): Promise<{
  contact: ContactRow;
  login: ParentLoginRow | null;
  firstPassword: string | null;
  welcomeCode: string | null;
}> {
  const secrets = payload.portalLogin ? await newFirstSecrets(deps) : null;
  const created = deps.db.transaction((tx) => {
    const family = requireFamily(tx, familyId);
    const contact = insertContact(tx, familyId, {
      ...payload,
      approved: true,
    });
    const login =
      secrets === null
        ? null
        : insertParentLogin(tx, { familyId, contactId: contact.id, name: payload.name, secrets });
    appendAuditBy(tx, source, {
      action: 'family.contact-added',
      customerId: firstChildOf(tx, familyId),
      summary: `Added ${describeContact(contact)} to ${family.name}'s family${login ? ', with a parent login' : ''}`,
      after: contactFacts(contact),
    });
    return { contact, login };
  });
  refresh(deps);
  return {
    ...created,
    firstPassword: secrets?.password ?? null,
    welcomeCode: secrets?.welcomeCode ?? null,
  };
}

/** Changes a contact, or approves a pick-up person a parent proposed. */
export function updateContact(
  deps: CustomerDeps,
  familyId: string,
  contactId: string,
  patch: UpdateContactPayload,
  source: AuditSource,
): ContactRow {
  const row = deps.db.transaction((tx) => {
    const family = requireFamily(tx, familyId);
    const before = requireContact(tx, familyId, contactId);
    const roles = patch.roles ?? contactRoles(before);
    const mustNotCollect = patch.mustNotCollect ?? before.mustNotCollect;
    if (mustNotCollect && roles.includes('pickup')) {
      conflict('A person who must not collect cannot also be an authorised pick-up');
    }
    if (!mustNotCollect && roles.length === 0) {
      conflict('Choose at least one role: guardian, emergency or pickup');
    }
    if (!roles.includes('guardian') && hasLogin(tx, contactId)) conflict(KEEPS_GUARDIAN);
    const { roles: _roles, approved, ...fields } = patch;
    const after =
      tx
        .update(contacts)
        .set({
          ...fields,
          ...(patch.roles ? roleFlags(patch.roles) : {}),
          ...(approved ? { approved: true } : {}),
          updatedAt: new Date(),
        })
        .where(eq(contacts.id, contactId))
        .returning()
        .get() ?? before;
    const was = contactFacts(before);
    const now = contactFacts(after);
    const detailsChanged = (['name', 'relationship', 'phone', 'email'] as const).filter(
      (field) => before[field] !== after[field],
    );
    if (JSON.stringify(was) === JSON.stringify(now) && detailsChanged.length === 0) return before;
    const approving = approved === true && !before.approved;
    appendAuditBy(tx, source, {
      action: approving ? 'family.pickup-approved' : 'family.contact-changed',
      customerId: firstChildOf(tx, familyId),
      summary: approving
        ? `Approved a pick-up person ${family.name}'s family proposed`
        : `Changed ${describeContact(before)} of ${family.name}'s family`,
      before: was,
      after: { ...now, ...(detailsChanged.length > 0 ? { detailsChanged } : {}) },
    });
    return after;
  });
  refresh(deps);
  return row;
}

/** Removes a contact, and the parent login they sign in with (its sessions end at once). */
export function removeContact(
  deps: CustomerDeps,
  familyId: string,
  contactId: string,
  source: AuditSource,
): void {
  deps.db.transaction((tx) => {
    const family = requireFamily(tx, familyId);
    const contact = requireContact(tx, familyId, contactId);
    const logins = tx
      .select({ id: customerLogins.id })
      .from(customerLogins)
      .where(eq(customerLogins.contactId, contactId))
      .all();
    for (const login of logins) endSessions(tx, { role: 'customer', subject: login.id });
    // The login goes with its contact (ON DELETE CASCADE).
    tx.delete(contacts).where(eq(contacts.id, contactId)).run();
    appendAuditBy(tx, source, {
      action: 'family.contact-removed',
      customerId: firstChildOf(tx, familyId),
      summary: `Removed ${describeContact(contact)} from ${family.name}'s family${logins.length > 0 ? ' and their parent login' : ''}`,
      before: contactFacts(contact),
    });
  });
  refresh(deps);
}

/**
 * Gives a parent login a new first password (to be changed at the next sign-in; beside a shared
 * one, a new welcome code) and signs it out everywhere; both are answered once.
 */
export async function resetParentLogin(
  deps: CustomerDeps,
  familyId: string,
  loginId: string,
  source: AuditSource,
): Promise<{ login: ParentLoginRow; password: string; welcomeCode: string | null }> {
  const secrets = await newFirstSecrets(deps);
  const login = deps.db.transaction((tx) => {
    const family = requireFamily(tx, familyId);
    const found = tx
      .select()
      .from(customerLogins)
      .where(and(eq(customerLogins.id, loginId), eq(customerLogins.familyId, familyId)))
      .get();
    if (!found) return notFound('Parent login not found');
    const updated =
      tx
        .update(customerLogins)
        .set({
          passwordHash: secrets.passwordHash,
          welcomeCodeHash: secrets.welcomeCodeHash,
          requiresPasswordChange: true,
          firstPasswordExpiresAt: firstPasswordExpiry(),
          updatedAt: new Date(),
        })
        .where(eq(customerLogins.id, loginId))
        .returning()
        .get() ?? found;
    endSessions(tx, { role: 'customer', subject: loginId });
    appendAuditBy(tx, source, {
      action: 'family.login-reset',
      customerId: firstChildOf(tx, familyId),
      summary: `Gave a parent login of ${family.name}'s family a new first password`,
    });
    return updated;
  });
  return { login, password: secrets.password, welcomeCode: secrets.welcomeCode };
}

/** A parent changes their own phone or email. */
export function updateOwnContact(
  deps: CustomerDeps,
  loginId: string,
  patch: UpdateOwnContactPayload,
  source: AuditSource,
): ContactRow {
  const login = deps.db
    .select({ familyId: customerLogins.familyId, contactId: customerLogins.contactId })
    .from(customerLogins)
    .where(eq(customerLogins.id, loginId))
    .get();
  if (!login?.contactId) return notFound('Your contact details were not found');
  const { phone, email } = patch;
  return updateContact(deps, login.familyId, login.contactId, { phone, email }, source);
}

/**
 * A parent proposes a pick-up person: on the list, but not allowed to collect until staff
 * approve them (DESIGN section 7). Staff see the proposal live through the directory, as one new
 * contact entry. A family has at most `MAX_PENDING_PICKUPS` waiting (decision 066).
 */
export function proposePickup(
  deps: CustomerDeps,
  familyId: string,
  payload: ProposePickupPayload,
  source: AuditSource,
): ContactRow {
  const contact = deps.db.transaction((tx) => {
    const family = requireFamily(tx, familyId);
    if (pendingPickups(tx, familyId) >= MAX_PENDING_PICKUPS) conflict(TOO_MANY_WAITING);
    const row = insertContact(tx, familyId, {
      ...payload,
      email: '',
      roles: ['pickup'],
      mustNotCollect: false,
      approved: false,
    });
    appendAuditBy(tx, source, {
      action: 'family.pickup-proposed',
      customerId: firstChildOf(tx, familyId),
      summary: `${family.name}'s family proposed a pick-up person, waiting for staff approval`,
      after: contactFacts(row),
    });
    return row;
  });
  refresh(deps);
  return contact;
}

function insertContact(
  tx: Pick<Db, 'insert'>,
  familyId: string,
  contact: Omit<CreateContactPayload, 'portalLogin'> & { approved: boolean },
): ContactRow {
  return tx
    .insert(contacts)
    .values({
      id: randomUUID(),
      familyId,
      name: contact.name,
      relationship: contact.relationship,
      phone: contact.phone,
      email: contact.email,
      ...roleFlags(contact.roles),
      mustNotCollect: contact.mustNotCollect,
      approved: contact.approved,
    })
    .returning()
    .get();
}

const TOO_MANY_WAITING = `Your family already has ${MAX_PENDING_PICKUPS} pick-up people waiting for approval. Ask the day-care to approve them before you add more.`;

// Pick-up people the family proposed that staff have not approved yet.
function pendingPickups(tx: Pick<Db, 'select'>, familyId: string): number {
  return (
    tx
      .select({ waiting: count() })
      .from(contacts)
      .where(and(eq(contacts.familyId, familyId), eq(contacts.approved, false)))
      .get()?.waiting ?? 0
  );
}

function refresh(deps: CustomerDeps): void {
  refreshDirectory(deps.db, deps.registry.write);
  deps.registry.commit();
}

function requireFamily(tx: Pick<Db, 'select'>, familyId: string) {
  return (
    tx.select().from(families).where(eq(families.id, familyId)).get() ??
    notFound('Family not found')
  );
}

function requireContact(tx: Pick<Db, 'select'>, familyId: string, contactId: string) {
  return (
    tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.familyId, familyId)))
      .get() ?? notFound('Contact not found')
  );
}

function hasLogin(tx: Pick<Db, 'select'>, contactId: string): boolean {
  return (
    tx
      .select({ id: customerLogins.id })
      .from(customerLogins)
      .where(eq(customerLogins.contactId, contactId))
      .get() !== undefined
  );
}

// Family entries are filed under the first child, so a family's history shows them.
function firstChildOf(tx: Pick<Db, 'select'>, familyId: string): string | null {
  return (
    tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.familyId, familyId))
      .orderBy(customers.createdAt, customers.id)
      .get()?.id ?? null
  );
}

// What an entry may say of a contact: their roles, never their name or details.
function describeContact(contact: ContactRow): string {
  if (contact.mustNotCollect) return 'a person who must not collect';
  const roles = contactRoles(contact).map((role) => ROLE_WORDS[role]);
  return `a contact (${listWords(roles)})`;
}

function contactFacts(contact: ContactRow) {
  return {
    roles: contactRoles(contact),
    mustNotCollect: contact.mustNotCollect,
    approved: contact.approved,
  };
}

function changedFields(before: ChildRow, patch: ChildProfilePatch): string[] {
  return (Object.keys(patch) as Array<keyof ChildProfilePatch>).filter(
    (field) => patch[field] !== undefined && patch[field] !== before[field],
  );
}

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
