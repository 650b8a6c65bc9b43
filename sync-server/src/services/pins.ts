/**
 * @module
 * Kiosk PINs (DESIGN section 7, "Kiosk"): a parent sets their own, staff set a temporary one for
 * any contact of a family. A PIN is kept twice, never in clear: a keyed HMAC (the key outside the
 * database) that is unique in the facility and finds the contact a typed PIN belongs to, and an
 * Argon2id hash checked once it is found (decision 027). The rules of a good PIN are in
 * `@cubby/shared/pin-rules`, checked by the payload schema before anything here runs.
 */
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, contacts, customerLogins, families } from '../db/schema.ts';
import { type ContactRow, firstChildId } from '../queries/families.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { newPinTag } from './pin-verifier.ts';
import { conflict, notFound } from './refusal.ts';

/** The answer when another person of the facility holds the PIN asked for. */
export const PIN_TAKEN = 'That PIN is taken; choose another';

/** Who sets a PIN: the parent their own, or staff a temporary one. */
export type PinSetter = 'parent' | 'staff';

/** What setting a PIN needs: the database and the server's PIN key. */
export interface PinDeps {
  db: Db;
  pinKey: Uint8Array;
}

/** The lookup a PIN is found by: HMAC-SHA256 under the server's key, in hex. */
export function pinLookupOf(pinKey: Uint8Array, pin: string): string {
  return encodeHexLowerCase(hmac(SHA256, pinKey, new TextEncoder().encode(pin)));
}

/** Sets a contact's PIN; 404 for a contact not of that family, 409 when the PIN is taken. */
export async function setContactPin(
  deps: PinDeps,
  target: { familyId: string; contactId: string },
  pin: string,
  setBy: PinSetter,
  source: AuditSource,
): Promise<void> {
  const { db, pinKey } = deps;
  const pinLookup = pinLookupOf(pinKey, pin);
  // Checked before the slow hash too, so a taken PIN costs the server no Argon2 run.
  requireFreePin(db, pinLookup, { contactId: target.contactId });
  const [pinHash, offline] = await Promise.all([hashPassword(pin), newPinTag(pin)]);
  db.transaction((tx) => {
    const family =
      tx.select().from(families).where(eq(families.id, target.familyId)).get() ??
      notFound('Family not found');
    const contact =
      tx
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, target.contactId), eq(contacts.familyId, target.familyId)))
        .get() ?? notFound('Contact not found');
    // Again inside the transaction: another PIN may have been set while this one was hashed.
    requireFreePin(tx, pinLookup, { contactId: contact.id });
    tx.update(contacts)
      .set({
        pinLookup,
        pinHash,
        pinOfflineSalt: offline?.salt ?? null,
        pinOfflineTag: offline?.tag ?? null,
        pinSetBy: setBy,
        updatedAt: new Date(),
      })
      .where(eq(contacts.id, contact.id))
      .run();
    appendAuditBy(tx, source, {
      action: 'family.pin-set',
      customerId: firstChildId(tx, family.id),
      summary:
        setBy === 'parent'
          ? `A parent of ${family.name}'s family set their kiosk PIN`
          : `Set a temporary kiosk PIN for a contact of ${family.name}'s family`,
      // Who set it and for which contact; never the PIN, nor anything it could be found from.
      after: { contactId: contact.id, setBy },
    });
  });
}

/** The contact a parent login belongs to; 404 when it has none. */
export function contactOfLogin(
  db: Pick<Db, 'select'>,
  loginId: string,
): { familyId: string; contactId: string } {
  const login = db
    .select({ familyId: customerLogins.familyId, contactId: customerLogins.contactId })
    .from(customerLogins)
    .where(eq(customerLogins.id, loginId))
    .get();
  if (!login?.contactId) return notFound('Your contact details were not found');
  return { familyId: login.familyId, contactId: login.contactId };
}

/**
 * The one contact a typed PIN may belong to, found by its lookup; null when nobody's PIN has it.
 * Synchronous, so a wrong PIN is known, and counted, in the same tick it arrives.
 */
export function pinCandidate(deps: PinDeps, pin: string): ContactRow | null {
  return (
    deps.db
      .select()
      .from(contacts)
      .where(eq(contacts.pinLookup, pinLookupOf(deps.pinKey, pin)))
      .get() ?? null
  );
}

/**
 * Whether the candidate's Argon2 hash agrees with the PIN too, so a lookup alone (a database
 * copied with its key, or a row written by hand) signs nobody in.
 */
export function pinMatches(contact: ContactRow, pin: string): Promise<boolean> {
  return contact.pinHash ? verifyPassword(contact.pinHash, pin) : Promise.resolve(false);
}

/**
 * Gives a contact whose 6-digit PIN has no offline tag yet (set before tags, decision 065) its
 * tag, now that a kiosk was told the PIN and it matched: the only moment the server sees it
 * again. Not if the PIN changed meanwhile (the lookup no longer the same), nor when it has one.
 */
export async function addMissingTag(
  deps: PinDeps,
  contact: ContactRow,
  pin: string,
): Promise<void> {
  if (contact.pinOfflineTag !== null || !contact.pinLookup) return;
  const offline = await newPinTag(pin);
  if (!offline) return;
  deps.db
    .update(contacts)
    .set({ pinOfflineSalt: offline.salt, pinOfflineTag: offline.tag })
    .where(and(eq(contacts.id, contact.id), eq(contacts.pinLookup, contact.pinLookup)))
    .run();
}

/**
 * Sets a staff or owner account's kiosk PIN, for the time clock at the kiosk: their own, or a
 * temporary one the owner gives. Unique across every PIN of the facility, contacts' and staff's
 * alike, so a typed PIN finds one person. It has no offline tag: the time clock needs the
 * network (decisions 040, 065). 404 for no such account, 409 when the PIN is taken.
 */
export async function setAccountPin(
  deps: PinDeps,
  accountId: string,
  pin: string,
  own: boolean,
  source: AuditSource,
): Promise<void> {
  const { db, pinKey } = deps;
  const pinLookup = pinLookupOf(pinKey, pin);
  requireFreePin(db, pinLookup, { accountId });
  const pinHash = await hashPassword(pin);
  db.transaction((tx) => {
    const account =
      tx.select().from(accounts).where(eq(accounts.id, accountId)).get() ??
      notFound('No staff account with that id');
    requireFreePin(tx, pinLookup, { accountId });
    tx.update(accounts)
      .set({ pinLookup, pinHash, updatedAt: new Date() })
      .where(eq(accounts.id, accountId))
      .run();
    const name = account.name || account.username;
    appendAuditBy(tx, source, {
      action: 'account.pin-set',
      summary: own ? `${name} set their own kiosk PIN` : `Set a temporary kiosk PIN for ${name}`,
      // Whose PIN and who set it; never the PIN, nor anything it could be found from.
      after: { accountId, setBy: own ? 'self' : 'owner' },
    });
  });
}

/** The staff or owner account a typed PIN may belong to, found by its lookup; null if none. */
export function staffPinCandidate(deps: PinDeps, pin: string) {
  return (
    deps.db
      .select()
      .from(accounts)
      .where(eq(accounts.pinLookup, pinLookupOf(deps.pinKey, pin)))
      .get() ?? null
  );
}

/** Whether a staff account's Argon2 hash agrees with the PIN too. */
export function staffPinMatches(
  account: { pinHash: string | null },
  pin: string,
): Promise<boolean> {
  return account.pinHash ? verifyPassword(account.pinHash, pin) : Promise.resolve(false);
}

/** Whose PIN is being set: it may keep its own PIN, and no one else's. */
type PinOwner = { contactId: string } | { accountId: string };

function requireFreePin(db: Pick<Db, 'select'>, pinLookup: string, owner: PinOwner): void {
  const contactHolder = db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      'contactId' in owner
        ? and(eq(contacts.pinLookup, pinLookup), ne(contacts.id, owner.contactId))
        : eq(contacts.pinLookup, pinLookup),
    )
    .get();
  const accountHolder = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      'accountId' in owner
        ? and(eq(accounts.pinLookup, pinLookup), ne(accounts.id, owner.accountId))
        : eq(accounts.pinLookup, pinLookup),
    )
    .get();
  if (contactHolder || accountHolder) conflict(PIN_TAKEN);
}
