/**
 * @module
 * A parent's own family (DESIGN section 7, "People"): its contacts, their own phone and email,
 * pick-up people they propose, who may not collect until staff approve them, and their own
 * kiosk PIN. The family is
 * always the session's, never anything in a payload.
 */
import type { Principal } from '@cubby/shared/access';
import {
  type OwnContactResponse,
  proposePickupPayloadSchema,
  setPinPayloadSchema,
  updateOwnContactPayloadSchema,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { forbidden } from '../http/errors.ts';
import { limitParentWrites } from '../http/limit-parent-writes.ts';
import { limitPinChanges } from '../http/limit-pin-changes.ts';
import { readJson } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { toContactJson } from '../http/serialize.ts';
import { findFamily } from '../queries/families.ts';
import { proposePickup, updateOwnContact } from '../services/families.ts';
import { contactOfLogin, setContactPin } from '../services/pins.ts';
import { notFound } from '../services/refusal.ts';

/** A parent's own family routes, mounted under /api. */
export function ownFamilyRoutes(deps: RouteDeps) {
  const { db } = deps;
  const parentWrite = limitParentWrites(db, () => deps.clock.now());
  return new Hono<AppEnv>()
    .get('/customer/contacts', authorize(db, 'own-family:read'), (c) => {
      const family = findFamily(db, familyOf(c.get('principal'))) ?? notFound('Family not found');
      // A parent sees who is on their family's lists, never the logins of other guardians, nor
      // who must not collect: that record (often a court order) is for the staff at the door.
      const listed = family.contacts.filter((contact) => !contact.mustNotCollect);
      return c.json(listed.map((contact) => toContactJson(contact)));
    })
    .patch('/customer/contact', authorize(db, 'own-family:write'), parentWrite, async (c) => {
      const patch = await readJson(c, updateOwnContactPayloadSchema);
      const principal = c.get('principal');
      const contact = updateOwnContact(deps, principal.subject, patch, auditSourceOf(db, c));
      const answer: OwnContactResponse = {
        id: contact.id,
        name: contact.name,
        phone: contact.phone,
        email: contact.email,
      };
      return c.json(answer);
    })
    .post(
      '/customer/pickup-requests',
      authorize(db, 'own-family:write'),
      parentWrite,
      async (c) => {
        const payload = await readJson(c, proposePickupPayloadSchema);
        const familyId = familyOf(c.get('principal'));
        const contact = proposePickup(deps, familyId, payload, auditSourceOf(db, c));
        return c.json(toContactJson(contact), 201);
      },
    )
    .put('/customer/pin', authorize(db, 'own-pin:write'), parentWrite, async (c) => {
      const { pin } = await readJson(c, setPinPayloadSchema);
      // The parent's own contact, from the session; never one named in the payload.
      const target = contactOfLogin(db, c.get('principal').subject);
      await limitPinChanges(c, deps, 'parent', () =>
        setContactPin(deps, target, pin, 'parent', auditSourceOf(db, c)),
      );
      return c.json({ ok: true });
    });
}

// The own-family actions admit only parents, each tied to one family.
function familyOf(principal: Principal): string {
  return principal.role === 'customer' ? principal.familyId : forbidden();
}
