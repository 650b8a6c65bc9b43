/**
 * The offline kiosk's roster, in-process: a kiosk gets every person who may sign children with
 * identify's answer for them and their PIN's verifier, and nothing a PIN could be found from
 * without the work of deriving it; a person who must not collect, an emergency-only contact, a
 * pick-up not yet approved and a contact without a PIN are left out; a PIN set before verifiers
 * existed joins once a kiosk has seen it; no person and no revoked kiosk gets the roster.
 */
import {
  type ContactResponse,
  type CreatedKioskDeviceResponse,
  type IdentifyResponse,
  type KioskDeviceResponse,
  type KioskRosterResponse,
  kioskRosterResponseSchema,
} from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contacts } from '../db/schema.ts';
import { pinVerifierOf } from '../services/pin-verifier.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

let app: TestApp;
let ada: TestFamily;
let kiosk: CreatedKioskDeviceResponse;

async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(status);
  return (await answered.json()) as T;
}

const roster = (token: string | undefined = kiosk.token) =>
  app.request('GET', '/api/kiosk/roster', { token });

async function addContact(body: Record<string, unknown>, pin: string): Promise<string> {
  const contact = await json<ContactResponse>(
    app.request('POST', `/api/families/${ada.familyId}/contacts`, {
      token: app.tokens.staff,
      body,
    }),
    201,
  );
  await json(
    app.request('PUT', `/api/families/${ada.familyId}/contacts/${contact.id}/pin`, {
      token: app.tokens.staff,
      body: { pin },
    }),
  );
  return contact.id;
}

beforeEach(async () => {
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace');
  kiosk = await json<CreatedKioskDeviceResponse>(
    app.request('POST', '/api/kiosk/devices', {
      token: app.tokens.staff,
      body: { name: 'Front door' },
    }),
    201,
  );
  await json(app.request('PUT', '/api/customer/pin', { token: ada.token, body: { pin: '2580' } }));
});
afterEach(() => app.close());

describe('the kiosk roster', () => {
  it('answers each person as identify does, with the verifier of their PIN', async () => {
    await json(
      app.request('POST', '/api/sessions/checkin', {
        token: app.tokens.staff,
        body: { customerId: ada.customerId },
      }),
    );
    const answer = kioskRosterResponseSchema.parse(await json(roster()));
    const identified = await json<IdentifyResponse>(
      app.request('POST', '/api/kiosk/identify', { token: kiosk.token, body: { pin: '2580' } }),
    );
    expect(answer).toEqual({
      businessName: expect.any(String),
      salt: expect.stringMatching(/^[\w-]{43}$/),
      iterations: 600_000,
      generatedAt: expect.any(String),
      entries: [
        {
          verifier: await pinVerifierOf(Buffer.from(answer.salt, 'base64url'), '2580'),
          ...identified,
        },
      ],
    });
    expect(identified.children).toEqual([
      { id: ada.customerId, name: 'Ada Lovelace', checkedIn: true, allergies: null },
    ]);
  });

  it('carries the business name from the settings', async () => {
    await json(
      app.request('PUT', '/api/settings', {
        token: app.tokens.owner,
        body: { businessName: 'Little Acorns' },
      }),
    );
    expect((await json<KioskRosterResponse>(roster())).businessName).toBe('Little Acorns');
  });

  it('holds no PIN, no hash and no lookup', async () => {
    const text = await (await roster()).text();
    const [row] = app.db.select().from(contacts).where(eq(contacts.id, ada.contactId)).all();
    expect(row?.pinHash).toBeTruthy();
    expect(row?.pinLookup).toBeTruthy();
    for (const secret of ['2580', row?.pinHash ?? '', row?.pinLookup ?? '', 'pinHash', 'pin']) {
      expect(text).not.toContain(`"${secret}"`);
    }
    expect(text).not.toContain(row?.pinLookup ?? '');
    expect(text).not.toContain(row?.pinHash ?? '');
  });

  it('leaves out who must not collect, who may sign no child, and who has no PIN', async () => {
    const pickup = await addContact({ name: 'Ruth Bennett', roles: ['pickup'] }, '4815');
    await addContact({ name: 'Tom Bennett', roles: ['emergency'] }, '3141');
    await addContact({ name: 'Someone', roles: ['guardian'], mustNotCollect: true }, '6174');
    await json(
      app.request('POST', `/api/families/${ada.familyId}/contacts`, {
        token: app.tokens.staff,
        body: { name: 'No Pin', roles: ['guardian'] },
      }),
      201,
    );
    const proposed = await json<ContactResponse>(
      app.request('POST', '/api/customer/pickup-requests', {
        token: ada.token,
        body: { name: 'Tomi Adeyemi', relationship: 'Aunt', phone: '555-0113' },
      }),
      201,
    );
    await json(
      app.request('PUT', `/api/families/${ada.familyId}/contacts/${proposed.id}/pin`, {
        token: app.tokens.staff,
        body: { pin: '7391' },
      }),
    );
    const listed = async () =>
      (await json<KioskRosterResponse>(roster())).entries.map((entry) => entry.contact.id).sort();
    expect(await listed()).toEqual([ada.contactId, pickup].sort());
    await json(
      app.request('PATCH', `/api/families/${ada.familyId}/contacts/${proposed.id}`, {
        token: app.tokens.staff,
        body: { approved: true },
      }),
    );
    expect(await listed()).toEqual([ada.contactId, pickup, proposed.id].sort());
  });

  it('takes in a PIN set before verifiers once a kiosk has seen it', async () => {
    app.db
      .update(contacts)
      .set({ pinOfflineVerifier: null })
      .where(eq(contacts.id, ada.contactId))
      .run();
    expect((await json<KioskRosterResponse>(roster())).entries).toEqual([]);
    // A wrong PIN teaches the server nothing.
    expect(
      (
        await app.request('POST', '/api/kiosk/identify', {
          token: kiosk.token,
          body: { pin: '9021' },
        })
      ).status,
    ).toBe(401);
    expect((await json<KioskRosterResponse>(roster())).entries).toEqual([]);
    await json(
      app.request('POST', '/api/kiosk/identify', { token: kiosk.token, body: { pin: '2580' } }),
    );
    const { entries, salt } = await json<KioskRosterResponse>(roster());
    expect(entries.map((entry) => entry.verifier)).toEqual([
      await pinVerifierOf(Buffer.from(salt, 'base64url'), '2580'),
    ]);
  });

  it('changes the verifier with the PIN', async () => {
    const before = (await json<KioskRosterResponse>(roster())).entries[0]?.verifier;
    await json(
      app.request('PUT', '/api/customer/pin', { token: ada.token, body: { pin: '3697' } }),
    );
    const after = (await json<KioskRosterResponse>(roster())).entries[0]?.verifier;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });

  it('shows the kiosk as seen and writes nothing to the audit log', async () => {
    const audited = () =>
      app.core.database.sqlite.prepare('select count(*) as n from audit_entries').get();
    const before = audited();
    await json(roster());
    expect(audited()).toEqual(before);
    const [listed] = await json<KioskDeviceResponse[]>(
      app.request('GET', '/api/kiosk/devices', { token: app.tokens.staff }),
    );
    expect(listed?.lastSeenAt).not.toBeNull();
  });

  it('is refused to staff, the owner, a parent, anyone signed out and a revoked kiosk', async () => {
    expect((await roster(app.tokens.staff)).status).toBe(403);
    expect((await roster(app.tokens.owner)).status).toBe(403);
    expect((await roster(ada.token)).status).toBe(403);
    expect((await app.request('GET', '/api/kiosk/roster')).status).toBe(401);
    await json(
      app.request('DELETE', `/api/kiosk/devices/${kiosk.deviceId}`, { token: app.tokens.staff }),
    );
    const revoked = await roster();
    expect(revoked.status).toBe(401);
    expect(await revoked.text()).toBe('Not signed in');
  });
});
