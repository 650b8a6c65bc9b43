/**
 * @module
 * Families for staff and the owner (DESIGN section 7, "People"): the family list and a family
 * with its children, contacts and parent logins; a child's profile; contacts and their kiosk
 * PINs; the family's kiosk note; a parent login's new first password; deleting a whole family. The work is in
 * `services/families.ts` and `services/pins.ts`.
 */

import { can } from '@cubby/shared/access';
import {
  type CreatedContactResponse,
  contactParamSchema,
  createContactPayloadSchema,
  customerIdParamSchema,
  type FamilySummaryResponse,
  familyIdParamSchema,
  parentLoginParamSchema,
  type ResetParentLoginResponse,
  setPinPayloadSchema,
  updateChildPayloadSchema,
  updateContactPayloadSchema,
  updateFamilyPayloadSchema,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { forbidden } from '../http/errors.ts';
import { limitPinChanges } from '../http/limit-pin-changes.ts';
import { readJson, readParams } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { toContactJson, toCustomerJson, toFamilyJson } from '../http/serialize.ts';
import { requireCustomer } from '../queries/customers.ts';
import {
  contactRoles,
  type FamilyRecord,
  findFamily,
  listFamilies,
  loginsOfContact,
} from '../queries/families.ts';
import { changeHourlyRate } from '../services/child-rates.ts';
import { deleteFamily } from '../services/customer-removal.ts';
import {
  addContact,
  removeContact,
  resetParentLogin,
  updateChild,
  updateContact,
} from '../services/families.ts';
import { setKioskNote } from '../services/kiosk-notes.ts';
import { setContactPin } from '../services/pins.ts';
import { notFound } from '../services/refusal.ts';
import { setChildRoom } from '../services/rooms/child-rooms.ts';

const ONLY_THE_OWNER_SETS_RATES = "Only the owner changes a child's hourly rate";
const ONLY_THE_OWNER_SETS_ROOMS = "Only the owner changes a child's room";

/** Family routes, mounted under /api. */
export function familiesRoutes(deps: RouteDeps) {
  const { db } = deps;
  const read = authorize(db, 'families:read');
  const write = authorize(db, 'families:write');
  return new Hono<AppEnv>()
    .get('/families', read, (c) => c.json(listFamilies(db).map(toFamilySummary)))
    .get('/families/:id', read, (c) => {
      const { id } = readParams(c, familyIdParamSchema);
      return c.json(toFamilyJson(findFamily(db, id) ?? notFound('Family not found')));
    })
    .patch('/families/:id', write, async (c) => {
      const { id } = readParams(c, familyIdParamSchema);
      const { kioskNote } = await readJson(c, updateFamilyPayloadSchema);
      setKioskNote(db, id, kioskNote, auditSourceOf(db, c));
      return c.json(toFamilyJson(findFamily(db, id) ?? notFound('Family not found')));
    })
    .delete('/families/:id', write, (c) => {
      const { id } = readParams(c, familyIdParamSchema);
      deleteFamily(deps, id, auditSourceOf(db, c));
      return c.json({ ok: true });
    })
    .patch('/customers/:id', write, async (c) => {
      const { id } = readParams(c, customerIdParamSchema);
      const { hourlyRate, roomId, ...profile } = await readJson(c, updateChildPayloadSchema);
      if (hourlyRate !== undefined && !can(c.get('principal'), 'rates:write')) {
        forbidden(ONLY_THE_OWNER_SETS_RATES);
      }
      if (roomId !== undefined && !can(c.get('principal'), 'rooms:write')) {
        forbidden(ONLY_THE_OWNER_SETS_ROOMS);
      }
      const source = auditSourceOf(db, c);
      if (hourlyRate !== undefined) changeHourlyRate(deps, id, hourlyRate, source);
      if (roomId !== undefined) setChildRoom(deps, id, roomId, source);
      const changed = Object.values(profile).some((value) => value !== undefined);
      const child = changed ? updateChild(deps, id, profile, source) : requireCustomer(db, id);
      return c.json(toCustomerJson(child));
    })
    .post('/families/:id/contacts', write, async (c) => {
      const { id } = readParams(c, familyIdParamSchema);
      const payload = await readJson(c, createContactPayloadSchema);
      const { contact, login, firstPassword, welcomeCode } = await addContact(
        deps,
        id,
        payload,
        auditSourceOf(db, c),
      );
      // A new login's first password (and welcome code) is answered this once; only hashes
      // are kept.
      const created: CreatedContactResponse = toContactJson(contact, login ? [login] : []);
      if (firstPassword) created.firstPassword = firstPassword;
      if (welcomeCode) created.welcomeCode = welcomeCode;
      return c.json(created, 201);
    })
    .patch('/families/:id/contacts/:contactId', write, async (c) => {
      const { id, contactId } = readParams(c, contactParamSchema);
      const patch = await readJson(c, updateContactPayloadSchema);
      const contact = updateContact(deps, id, contactId, patch, auditSourceOf(db, c));
      return c.json(toContactJson(contact, loginsOfContact(db, contactId)));
    })
    .put('/families/:id/contacts/:contactId/pin', write, async (c) => {
      const { id, contactId } = readParams(c, contactParamSchema);
      const { pin } = await readJson(c, setPinPayloadSchema);
      // A temporary PIN, for a contact without a phone or one who forgot theirs.
      await limitPinChanges(c, deps, 'staff', () =>
        setContactPin(deps, { familyId: id, contactId }, pin, 'staff', auditSourceOf(db, c)),
      );
      return c.json({ ok: true });
    })
    .delete('/families/:id/contacts/:contactId', write, (c) => {
      const { id, contactId } = readParams(c, contactParamSchema);
      removeContact(deps, id, contactId, auditSourceOf(db, c));
      return c.json({ ok: true });
    })
    .post('/families/:id/logins/:loginId/reset-password', write, async (c) => {
      const { id, loginId } = readParams(c, parentLoginParamSchema);
      const { login, password, welcomeCode } = await resetParentLogin(
        deps,
        id,
        loginId,
        auditSourceOf(db, c),
      );
      const answer: ResetParentLoginResponse = {
        username: login.username,
        password,
        requiresPasswordChange: true,
        ...(welcomeCode ? { welcomeCode } : {}),
      };
      return c.json(answer);
    });
}

function toFamilySummary(record: FamilyRecord): FamilySummaryResponse {
  return {
    id: record.family.id,
    name: record.family.name,
    children: record.children.map((child) => ({ id: child.id, name: child.name })),
    guardians: record.contacts
      .filter((contact) => contactRoles(contact).includes('guardian'))
      .map((contact) => contact.name),
    pendingPickups: record.contacts.filter((contact) => !contact.approved).length,
  };
}
