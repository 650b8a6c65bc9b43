/**
 * The offline kiosk's roster, in-process: a kiosk gets every person who may sign children with
 * identify's answer for them and their PIN's verifier, and nothing a PIN could be found from
 * without the work of deriving it; a person who must not collect, an emergency-only contact, a
 * pick-up not yet approved and a contact without a PIN are left out; a PIN set before verifiers
 * existed joins once a kiosk has seen it; staff PINs come as bare verifiers, so offline a staff
 * PIN is told the time clock needs the network rather than counted as wrong (decision 040); no
 * person and no revoked kiosk gets the roster.
 */
import {
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
import { expectJson } from '../testing/expect-json.ts';
import { addContactWithPin, proposePickupWithPin } from '../testing/kiosk-contacts.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

let app: TestApp;
let ada: TestFamily;
let kiosk: CreatedKioskDeviceResponse;

const roster = (token: string | undefined = kiosk.token) =>
  app.request('GET', '/api/kiosk/roster', { token });

const addContact = (body: Record<string, unknown>, pin: string) =>
  addContactWithPin(app, ada.familyId, body, pin);

beforeEach(async () => {
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace');
  kiosk = await expectJson<CreatedKioskDeviceResponse>(
    app.request('POST', '/api/kiosk/devices', {
      token: app.tokens.staff,
      body: { name: 'Front door' },
    }),
    201,
  );
  await expectJson(
    app.request('PUT', '/api/customer/pin', { token: ada.token, body: { pin: '2580' } }),
  );
});
afterEach(() => app.close());

describe('the kiosk roster', () => {
  it('answers each person as identify does, with the verifier of their PIN', async () => {
    await expectJson(
      app.request('POST', '/api/sessions/checkin', {
        token: app.tokens.staff,
        body: { customerId: ada.customerId },
      }),
    );
    const answer = kioskRosterResponseSchema.parse(await expectJson(roster()));
    const identified = await expectJson<IdentifyResponse>(
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
      staffVerifiers: [],
    });
    expect(identified.children).toEqual([
      { id: ada.customerId, name: 'Ada Lovelace', checkedIn: true, allergies: null },
    ]);
  });

  it('knows staff PINs by their verifiers alone, while the account is active', async () => {
    await expectJson(
      app.request('PUT', '/api/time-clock/pin', { token: app.tokens.staff, body: { pin: '3691' } }),
    );
    const answer = await expectJson<KioskRosterResponse>(roster());
    const salt = Buffer.from(answer.salt, 'base64url');
    expect(answer.staffVerifiers).toEqual([await pinVerifierOf(salt, '3691')]);
    expect(JSON.stringify(answer)).not.toContain('staff-password');
    await expectJson(
      app.request('PATCH', `/api/staff/${app.accountIds.staff}`, {
        token: app.tokens.owner,
        body: { active: false },
      }),
    );
    expect((await expectJson<KioskRosterResponse>(roster())).staffVerifiers).toEqual([]);
  });

  it('carries the business name from the settings', async () => {
    await expectJson(
      app.request('PUT', '/api/settings', {
        token: app.tokens.owner,
        body: { businessName: 'Little Acorns' },
      }),
    );
    expect((await expectJson<KioskRosterResponse>(roster())).businessName).toBe('Little Acorns');
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
    await expectJson(
      app.request('POST', `/api/families/${ada.familyId}/contacts`, {
        token: app.tokens.staff,
        body: { name: 'No Pin', roles: ['guardian'] },
      }),
      201,
    );
    const proposed = await proposePickupWithPin(app, ada, '7391');
    const listed = async () =>
      (await expectJson<KioskRosterResponse>(roster())).entries
        .map((entry) => entry.contact.id)
        .sort();
    expect(await listed()).toEqual([ada.contactId, pickup].sort());
    await expectJson(
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
    expect((await expectJson<KioskRosterResponse>(roster())).entries).toEqual([]);
    // A wrong PIN teaches the server nothing.
    expect(
      (
        await app.request('POST', '/api/kiosk/identify', {
          token: kiosk.token,
          body: { pin: '9021' },
        })
      ).status,
    ).toBe(401);
    expect((await expectJson<KioskRosterResponse>(roster())).entries).toEqual([]);
    await expectJson(
      app.request('POST', '/api/kiosk/identify', { token: kiosk.token, body: { pin: '2580' } }),
    );
    const { entries, salt } = await expectJson<KioskRosterResponse>(roster());
    expect(entries.map((entry) => entry.verifier)).toEqual([
      await pinVerifierOf(Buffer.from(salt, 'base64url'), '2580'),
    ]);
  });

  it('changes the verifier with the PIN', async () => {
    const before = (await expectJson<KioskRosterResponse>(roster())).entries[0]?.verifier;
    await expectJson(
      app.request('PUT', '/api/customer/pin', { token: ada.token, body: { pin: '3697' } }),
    );
    const after = (await expectJson<KioskRosterResponse>(roster())).entries[0]?.verifier;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });

  it('shows the kiosk as seen and writes nothing to the audit log', async () => {
    const audited = () =>
      app.core.database.sqlite.prepare('select count(*) as n from audit_entries').get();
    const before = audited();
    await expectJson(roster());
    expect(audited()).toEqual(before);
    const [listed] = await expectJson<KioskDeviceResponse[]>(
      app.request('GET', '/api/kiosk/devices', { token: app.tokens.staff }),
    );
    expect(listed?.lastSeenAt).not.toBeNull();
  });

  it('is refused to staff, the owner, a parent, anyone signed out and a revoked kiosk', async () => {
    expect((await roster(app.tokens.staff)).status).toBe(403);
    expect((await roster(app.tokens.owner)).status).toBe(403);
    expect((await roster(ada.token)).status).toBe(403);
    expect((await app.request('GET', '/api/kiosk/roster')).status).toBe(401);
    await expectJson(
      app.request('DELETE', `/api/kiosk/devices/${kiosk.deviceId}`, { token: app.tokens.staff }),
    );
    const revoked = await roster();
    expect(revoked.status).toBe(401);
    expect(await revoked.text()).toBe('Not signed in');
  });
});
