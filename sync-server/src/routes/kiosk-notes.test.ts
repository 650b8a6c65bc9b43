/**
 * A family's kiosk note, in-process: staff set, change and clear it on the family, the owner may
 * too, a parent may not (403, nothing written), a note too long is 400; the kiosk's identify
 * answers it to whoever of the family types their PIN; the audit log says it was set, changed
 * or cleared, never what it said.
 */
import type { FamilyResponse, IdentifyResponse } from '@cubby/shared/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectJson } from '../testing/expect-json.ts';
import { kioskFor } from '../testing/kiosk-devices.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

const NOTE = 'Please see the front desk about the September forms';

let app: TestApp;
let ada: TestFamily;
let kiosk: { deviceId: string; token: string };

beforeEach(async () => {
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace');
  const pin = await app.request('PUT', '/api/customer/pin', {
    token: ada.token,
    body: { pin: '2580' },
  });
  expect(pin.status).toBe(200);
  kiosk = kioskFor(app.db, 'Front door');
});
afterEach(() => app.close());

const setNote = (kioskNote: unknown, token = app.tokens.staff) =>
  app.request('PATCH', `/api/families/${ada.familyId}`, { token, body: { kioskNote } });

const identify = () =>
  expectJson<IdentifyResponse>(
    app.request('POST', '/api/kiosk/identify', { token: kiosk.token, body: { pin: '2580' } }),
  );

const noteEntries = () =>
  app.core.database.sqlite
    .prepare(
      "select action, customer_id, summary, before, after from audit_entries where action like 'family.kiosk-note-%' order by id",
    )
    .all() as Array<Record<string, unknown>>;

describe("a family's kiosk note", () => {
  it('is set by staff, shown at the kiosk, changed by the owner and cleared', async () => {
    expect((await identify()).note).toBeNull();
    const set = await expectJson<FamilyResponse>(setNote(`  ${NOTE} `));
    expect(set).toMatchObject({ id: ada.familyId, kioskNote: NOTE });
    expect(
      await expectJson<FamilyResponse>(
        app.request('GET', `/api/families/${ada.familyId}`, {
          token: app.tokens.staff,
        }),
      ),
    ).toMatchObject({ kioskNote: NOTE });
    expect(await identify()).toMatchObject({
      contact: { id: ada.contactId },
      children: [{ id: ada.customerId }],
      note: NOTE,
    });

    await expectJson(setNote('Your invoice is ready', app.tokens.owner));
    expect((await identify()).note).toBe('Your invoice is ready');
    // The same note again changes nothing and records nothing.
    await expectJson(setNote('Your invoice is ready'));
    expect((await expectJson<FamilyResponse>(setNote(''))).kioskNote).toBeNull();
    await expectJson(setNote(null));
    expect((await identify()).note).toBeNull();

    const entries = noteEntries();
    expect(entries.map((entry) => entry.action)).toEqual([
      'family.kiosk-note-set',
      'family.kiosk-note-changed',
      'family.kiosk-note-cleared',
    ]);
    expect(entries[0]).toMatchObject({
      customer_id: ada.customerId,
      summary: "Set the kiosk note of Ada Lovelace's family",
    });
    // Free text never goes into the log: only whether there was a note.
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain('front desk');
    expect(logged).not.toContain('invoice');
  });

  it('is refused to a parent on the server, and changes nothing', async () => {
    const refused = await setNote(NOTE, ada.token);
    expect(refused.status).toBe(403);
    expect((await identify()).note).toBeNull();
    expect(noteEntries()).toEqual([]);
  });

  it('refuses a note longer than 200 characters, and a body that is not a note', async () => {
    const tooLong = await setNote('x'.repeat(201));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain('at most 200 characters');
    expect((await setNote(42)).status).toBe(400);
    expect(
      (
        await app.request('PATCH', `/api/families/${ada.familyId}`, {
          token: app.tokens.staff,
          body: { kioskNote: NOTE, name: 'Renamed' },
        })
      ).status,
    ).toBe(400);
    await expectJson(setNote('x'.repeat(200)));
    expect(noteEntries()).toHaveLength(1);
  });

  it('is 404 for a family that does not exist', async () => {
    const missing = await app.request(
      'PATCH',
      '/api/families/00000000-0000-4000-8000-000000000000',
      {
        token: app.tokens.staff,
        body: { kioskNote: NOTE },
      },
    );
    expect(missing.status).toBe(404);
  });
});
