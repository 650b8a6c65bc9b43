/**
 * @module
 * People who come to the kiosk, for route tests: a contact staff add with a PIN, and a pick-up
 * person a parent proposed whom staff give a PIN before approving them.
 */
import type { ContactResponse } from '@cubby/shared/schemas';
import { expectJson } from './expect-json.ts';
import type { TestApp, TestFamily } from './test-app.ts';

/** Staff add a contact to the family and set their PIN; answers the contact's id. */
export async function addContactWithPin(
  app: TestApp,
  familyId: string,
  body: Record<string, unknown>,
  pin: string,
): Promise<string> {
  const contact = await expectJson<ContactResponse>(
    app.request('POST', `/api/families/${familyId}/contacts`, { token: app.tokens.staff, body }),
    201,
  );
  await setContactPin(app, familyId, contact.id, pin);
  return contact.id;
}

/** The family's parent proposes Tomi Adeyemi to pick up, and staff set her PIN; not approved yet. */
export async function proposePickupWithPin(
  app: TestApp,
  family: TestFamily,
  pin: string,
): Promise<ContactResponse> {
  const proposed = await expectJson<ContactResponse>(
    app.request('POST', '/api/customer/pickup-requests', {
      token: family.token,
      body: { name: 'Tomi Adeyemi', relationship: 'Aunt', phone: '555-0113' },
    }),
    201,
  );
  await setContactPin(app, family.familyId, proposed.id, pin);
  return proposed;
}

async function setContactPin(app: TestApp, familyId: string, contactId: string, pin: string) {
  await expectJson(
    app.request('PUT', `/api/families/${familyId}/contacts/${contactId}/pin`, {
      token: app.tokens.staff,
      body: { pin },
    }),
  );
}
