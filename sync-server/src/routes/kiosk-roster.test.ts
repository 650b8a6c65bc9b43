/**
 * The offline kiosk's roster, in-process: a kiosk gets every person who may sign children and
 * has a 6-digit PIN, with identify's answer for them, their PIN's own salt and its 10-bit tag
 * (decision 065), and nothing a PIN could be found from; a person who must not collect, an
 * emergency-only contact, a pick-up not yet approved, a contact without a PIN or with a PIN of 4
 * or 5 digits, and every staff member are left out; a PIN set before tags existed joins once a
 * kiosk has seen it; no person and no revoked kiosk gets the roster.
 */
import { PIN_TAG_BITS, PIN_TAG_HASH } from '@cubby/shared/pin-verifier';
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
import { pinTagUnder } from '../services/pin-verifier.ts';
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
    app.request('PUT', '/api/customer/pin', { token: ada.token, body: { pin: '258014' } }),
  );
});
afterEach(() => app.close());

describe('the kiosk roster', () => {
  it('answers each person as identify does, with their PIN’s salt and tag', async () => {
    await expectJson(
      app.request('POST', '/api/sessions/checkin', {
        token: app.tokens.staff,
        body: { customerId: ada.customerId },
      }),
    );
    const answer = kioskRosterResponseSchema.parse(await expectJson(roster()));
    const identified = await expectJson<IdentifyResponse>(
      app.request('POST', '/api/kiosk/identify', { token: kiosk.token, body: { pin: '258014' } }),
    );
    const salt = answer.entries[0]?.salt ?? '';
    expect(answer).toEqual({
      businessName: expect.any(String),
      generatedAt: expect.any(String),
      pinTag: { ...PIN_TAG_HASH, tagBits: PIN_TAG_BITS },
      entries: [
        {
          ...identified,
          salt: expect.stringMatching(/^[\w-]{22}$/),
          tag: await pinTagUnder(salt, '258014'),
        },
      ],
    });
    expect(identified.children).toEqual([
      { id: ada.customerId, name: 'Ada Lovelace', checkedIn: true, allergies: null },
    ]);
  });

  it('gives each PIN a salt of its own, and leaves out PINs of 4 or 5 digits and staff’s', async () => {
    const ruth = await addContact({ name: 'Ruth Bennett', roles: ['pickup'] }, '481562');
    await addContact({ name: 'Tom Bennett', roles: ['guardian'] }, '3141');
    await addContact({ name: 'Ann Bennett', roles: ['guardian'] }, '31415');
    await expectJson(
      app.request('PUT', '/api/time-clock/pin', {
        token: app.tokens.staff,
        body: { pin: '369147' },
      }),
    );
    const { entries } = await expectJson<KioskRosterResponse>(roster());
    expect(entries.map((entry) => entry.contact.id).sort()).toEqual([ada.contactId, ruth].sort());
    expect(new Set(entries.map((entry) => entry.salt)).size).toBe(2);
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
    for (const secret of ['258014', row?.pinHash ?? '', row?.pinLookup ?? '', 'pinHash', 'pin']) {
      expect(text).not.toContain(`"${secret}"`);
    }
    expect(text).not.toContain(row?.pinLookup ?? '');
    expect(text).not.toContain(row?.pinHash ?? '');
  });

  it('leaves out who must not collect, who may sign no child, and who has no PIN', async () => {
    const pickup = await addContact({ name: 'Ruth Bennett', roles: ['pickup'] }, '481562');
    await addContact({ name: 'Tom Bennett', roles: ['emergency'] }, '314159');
    await addContact({ name: 'Someone', roles: ['guardian'], mustNotCollect: true }, '617493');
    await expectJson(
      app.request('POST', `/api/families/${ada.familyId}/contacts`, {
        token: app.tokens.staff,
        body: { name: 'No Pin', roles: ['guardian'] },
      }),
      201,
    );
    const proposed = await proposePickupWithPin(app, ada, '739164');
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

  it('takes in a PIN set before tags once a kiosk has seen it', async () => {
    app.db
      .update(contacts)
      .set({ pinOfflineSalt: null, pinOfflineTag: null })
      .where(eq(contacts.id, ada.contactId))
      .run();
    expect((await expectJson<KioskRosterResponse>(roster())).entries).toEqual([]);
    // A wrong PIN teaches the server nothing.
    expect(
      (
        await app.request('POST', '/api/kiosk/identify', {
          token: kiosk.token,
          body: { pin: '902174' },
        })
      ).status,
    ).toBe(401);
    expect((await expectJson<KioskRosterResponse>(roster())).entries).toEqual([]);
    await expectJson(
      app.request('POST', '/api/kiosk/identify', { token: kiosk.token, body: { pin: '258014' } }),
    );
    const { entries } = await expectJson<KioskRosterResponse>(roster());
    expect(entries.map((entry) => entry.contact.id)).toEqual([ada.contactId]);
    expect(entries[0]?.tag).toBe(await pinTagUnder(entries[0]?.salt ?? '', '258014'));
  });

  it('changes the salt with the PIN, and a PIN of 4 digits leaves the roster', async () => {
    const before = (await expectJson<KioskRosterResponse>(roster())).entries[0]?.salt;
    await expectJson(
      app.request('PUT', '/api/customer/pin', { token: ada.token, body: { pin: '369702' } }),
    );
    const after = (await expectJson<KioskRosterResponse>(roster())).entries[0]?.salt;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    await expectJson(
      app.request('PUT', '/api/customer/pin', { token: ada.token, body: { pin: '3697' } }),
    );
    expect((await expectJson<KioskRosterResponse>(roster())).entries).toEqual([]);
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
