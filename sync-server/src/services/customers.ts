/**
 * @module
 * Customer operations shared by the REST routes and the demo seed: add a child (a new family
 * with its first guardian and parent login, or a sibling), edit default days, delete a child or
 * a family everywhere (`customer-removal.ts`). Every
 * change to the customers table is followed by a directory refresh, so staff and owner devices
 * see the roster change at once.
 */
import { randomUUID } from 'node:crypto';
import { parseMoney } from '@cubby/shared/money';
import { usernameFor } from '@cubby/shared/names';
import {
  type CreateCustomerPayload,
  defaultWeekdays,
  type UpdateSchedulePayload,
} from '@cubby/shared/schemas';
import { eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts, customerLogins, customers, families } from '../db/schema.ts';
import { roleFlags } from '../queries/families.ts';
import { refreshDirectory } from '../sync/hooks/directory-source.ts';
import { type AuditSource, appendAuditBy, SYSTEM_SOURCE } from './audit.ts';
import { type FirstSecrets, firstPasswordExpiry, newFirstSecrets } from './first-passwords.ts';
import { notFound } from './refusal.ts';
import type { ServiceDeps } from './service-deps.ts';
import { defaultHourlyRate } from './settings.ts';

export { deleteCustomer } from './customer-removal.ts';

/** What the customer operations need from the process. */
export type CustomerDeps = Pick<ServiceDeps, 'db' | 'registry' | 'config'>;

/** A stored customer row. */
export type CustomerRow = typeof customers.$inferSelect;

/** A stored parent login row. */
export type CustomerLoginRow = typeof customerLogins.$inferSelect;

/**
 * What adding a child made: the child, and for a new family its first parent login with its
 * first password and, beside a shared one, its welcome code (decision 068).
 */
export type CreatedCustomer =
  | {
      customer: CustomerRow;
      login: CustomerLoginRow;
      firstPassword: string;
      welcomeCode: string | null;
    }
  | { customer: CustomerRow; login: null; firstPassword: null; welcomeCode: null };

/**
 * Adds a child. Without `familyId`, the spec's way: a new family of this one child, a first
 * guardian (the spec's customer was the family, so its email and phone are the guardian's) and
 * the family's parent login (`firstname.lastname`, a first password, a forced change at first
 * login), in one transaction. With `familyId`, a sibling joins that family and shares its login.
 * Then the directory document is refreshed. The first password (and welcome code) is returned
 * once, to tell the family, and only its hash is kept.
 */
export async function createCustomer(
  deps: CustomerDeps,
  requested: CreateCustomerPayload,
  source: AuditSource = SYSTEM_SOURCE,
): Promise<CreatedCustomer> {
  // A child without a stated rate gets the owner's default (decision 024).
  const payload = {
    ...requested,
    hourlyRate: requested.hourlyRate ?? defaultHourlyRate(deps.db, deps.config),
  };
  const { familyId } = payload;
  if (familyId !== undefined) return addSibling(deps, { ...payload, familyId }, source);
  const secrets = await newFirstSecrets(deps);
  const created = deps.db.transaction((tx) => {
    const family = tx
      .insert(families)
      .values({ id: randomUUID(), name: payload.name })
      .returning()
      .get();
    const customer = insertChild(tx, family.id, payload);
    const guardian = tx
      .insert(contacts)
      .values({
        id: randomUUID(),
        familyId: family.id,
        name: `Parent of ${payload.name}`,
        relationship: 'Parent',
        phone: payload.phone,
        email: payload.email,
        ...roleFlags(['guardian', 'pickup']),
      })
      .returning()
      .get();
    const login = insertParentLogin(tx, {
      familyId: family.id,
      contactId: guardian.id,
      name: payload.name,
      secrets,
    });
    appendAuditBy(tx, source, {
      action: 'customer.added',
      customerId: customer.id,
      summary: `Added ${customer.name}`,
      after: { hourlyRate: payload.hourlyRate },
    });
    return { customer, login };
  });
  refreshDirectory(deps.db, deps.registry.write);
  deps.registry.commit();
  return { ...created, firstPassword: secrets.password, welcomeCode: secrets.welcomeCode };
}

/** A child to add, its rate settled. */
type NewChild = CreateCustomerPayload & { hourlyRate: string };

function addSibling(
  deps: CustomerDeps,
  payload: NewChild & { familyId: string },
  source: AuditSource,
): CreatedCustomer {
  const customer = deps.db.transaction((tx) => {
    const family = tx.select().from(families).where(eq(families.id, payload.familyId)).get();
    if (!family) return notFound('Family not found');
    const child = insertChild(tx, family.id, payload);
    appendAuditBy(tx, source, {
      action: 'customer.added',
      customerId: child.id,
      summary: `Added ${child.name} to ${family.name}'s family`,
      after: { hourlyRate: payload.hourlyRate, familyId: family.id },
    });
    return child;
  });
  refreshDirectory(deps.db, deps.registry.write);
  deps.registry.commit();
  return { customer, login: null, firstPassword: null, welcomeCode: null };
}

function insertChild(tx: Pick<Db, 'insert'>, familyId: string, payload: NewChild) {
  return tx
    .insert(customers)
    .values({
      id: randomUUID(),
      familyId,
      name: payload.name,
      // The screens send empty strings for "not given"; store them as absent.
      email: payload.email || null,
      phone: payload.phone || null,
      hourlyRateCents: parseMoney(payload.hourlyRate),
    })
    .returning()
    .get();
}

/** Inserts a parent login named after `name` (`firstname.lastname`, made unique), first password due. */
export function insertParentLogin(
  tx: Pick<Db, 'insert' | 'select'>,
  login: {
    familyId: string;
    contactId: string;
    name: string;
    secrets: Pick<FirstSecrets, 'passwordHash' | 'welcomeCodeHash'>;
  },
): CustomerLoginRow {
  return tx
    .insert(customerLogins)
    .values({
      id: randomUUID(),
      familyId: login.familyId,
      contactId: login.contactId,
      username: uniqueUsername(tx, usernameFor(login.name)),
      passwordHash: login.secrets.passwordHash,
      welcomeCodeHash: login.secrets.welcomeCodeHash,
      requiresPasswordChange: true,
      firstPasswordExpiresAt: firstPasswordExpiry(),
      isActive: true,
    })
    .returning()
    .get();
}

/** `base`, or `base2`, `base3`, ... : the first one no login holds yet. */
function uniqueUsername(tx: Pick<Db, 'select'>, base: string): string {
  // `base` holds only a-z, 0-9 and '.', none of which LIKE treats as a wildcard.
  const taken = new Set(
    tx
      .select({ username: customerLogins.username })
      .from(customerLogins)
      .where(like(customerLogins.username, `${base}%`))
      .all()
      .map((row) => row.username),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

/** Sets a customer's five default days; 404 when there is no such customer. */
export function updateSchedule(
  deps: CustomerDeps,
  id: string,
  days: UpdateSchedulePayload,
  source: AuditSource = SYSTEM_SOURCE,
): CustomerRow {
  const row = deps.db.transaction((tx) => {
    const before = tx.select().from(customers).where(eq(customers.id, id)).get();
    if (!before) return notFound('Customer not found');
    const after = tx.update(customers).set(days).where(eq(customers.id, id)).returning().get();
    const was = defaultWeekdays(before);
    const now = defaultWeekdays(after ?? before);
    if (was.join() !== now.join()) {
      appendAuditBy(tx, source, {
        action: 'customer.schedule-changed',
        customerId: id,
        summary: `Changed ${before.name}'s default days`,
        before: { days: was },
        after: { days: now },
      });
    }
    return after ?? before;
  });
  refreshDirectory(deps.db, deps.registry.write);
  deps.registry.commit();
  return row;
}
