/**
 * Kiosk PINs in-process: a parent sets their own, staff set a temporary one for any contact of a
 * family; easy PINs are refused with their reason, a PIN is unique in the facility (409), no
 * family reaches another's contacts, and the database keeps only a keyed lookup and an Argon2id
 * hash, never the PIN, with the key in a private file beside it. Whether a PIN is held is told
 * sparingly: a parent login tries 5 changes a day, and every "taken" is a guess against the
 * facility's budget of wrong PINs (decision 065).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PIN_REPEATED_MESSAGE, PIN_RUN_MESSAGE } from '@cubby/shared/pin-rules';
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PIN_KEY_FILE } from '../auth/pin-key.ts';
import { contacts } from '../db/schema.ts';
import { pinLookupOf } from '../services/pins.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';
import { fingerprint } from './contract/db-fingerprint.ts';

let app: TestApp;
let ada: TestFamily;
let alan: TestFamily;

beforeEach(async () => {
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace');
  alan = await app.addFamily('Alan Turing');
});
afterEach(() => app.close());

const setOwnPin = (family: TestFamily, pin: unknown) =>
  app.request('PUT', '/api/customer/pin', { token: family.token, body: { pin } });

const setPinAsStaff = (
  familyId: string,
  contactId: string,
  pin: unknown,
  token = app.tokens.staff,
) =>
  app.request('PUT', `/api/families/${familyId}/contacts/${contactId}/pin`, {
    token,
    body: { pin },
  });

const contactRow = (id: string) => app.db.select().from(contacts).where(eq(contacts.id, id)).get();

const takenEntries = () =>
  app.core.database.sqlite
    .prepare("select * from audit_entries where action = 'pin.taken' order by id")
    .all() as Array<Record<string, unknown>>;

const pinEntries = () =>
  app.core.database.sqlite
    .prepare("select * from audit_entries where action = 'family.pin-set' order by id")
    .all() as Array<Record<string, unknown>>;

async function expectStatus(response: Promise<Response>, status: number, text?: string) {
  const answered = await response;
  const body = await answered.text();
  expect(answered.status, body).toBe(status);
  if (text !== undefined) expect(body).toBe(text);
}

describe('a parent’s own PIN', () => {
  it('is kept as a keyed lookup and an Argon2id hash, never as the PIN', async () => {
    await expectStatus(setOwnPin(ada, '2580'), 200);
    const row = contactRow(ada.contactId);
    const key = new Uint8Array(readFileSync(path.join(app.dataDir, PIN_KEY_FILE)));
    expect(key).toHaveLength(32);
    expect(row?.pinLookup).toBe(
      encodeHexLowerCase(hmac(SHA256, key, new TextEncoder().encode('2580'))),
    );
    expect(row?.pinHash).toMatch(/^\$argon2id\$/);
    expect(row?.pinSetBy).toBe('parent');
    expect(JSON.stringify(row)).not.toContain('2580');
    // The key is the server's alone, and never in the database.
    expect(statSync(path.join(app.dataDir, PIN_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(fingerprint(app.core.database)).not.toContain(encodeHexLowerCase(key));
  });

  it('is refused with its reason when it is easy to guess or not 4 to 6 digits', async () => {
    await expectStatus(setOwnPin(ada, '1111'), 400, `pin: ${PIN_REPEATED_MESSAGE}`);
    await expectStatus(setOwnPin(ada, '1234'), 400, `pin: ${PIN_RUN_MESSAGE}`);
    await expectStatus(setOwnPin(ada, '987654'), 400, `pin: ${PIN_RUN_MESSAGE}`);
    await expectStatus(setOwnPin(ada, '258'), 400, 'pin: A PIN is 4 to 6 digits');
    await expectStatus(setOwnPin(ada, 2580), 400, 'pin: A PIN is 4 to 6 digits');
    expect(contactRow(ada.contactId)?.pinHash).toBeNull();
    expect(pinEntries()).toEqual([]);
  });

  it('is unique in the facility: another family’s parent is told it is taken', async () => {
    await expectStatus(setOwnPin(ada, '2580'), 200);
    const before = fingerprint(app.core.database);
    await expectStatus(setOwnPin(alan, '2580'), 409, 'That PIN is taken; choose another');
    // Nothing changes but the audit entry saying a PIN was told taken: whose, never the PIN.
    expect(fingerprint(app.core.database)).toBe(before);
    expect(takenEntries()).toEqual([
      expect.objectContaining({
        actor_name: 'Parent of Alan Turing',
        summary: 'Told Parent of Alan Turing that a PIN they chose is taken',
        before: null,
        after: null,
      }),
    ]);
    // Setting one's own PIN again, or changing it, is no conflict.
    await expectStatus(setOwnPin(ada, '2580'), 200);
    await expectStatus(setOwnPin(ada, '4815'), 200);
    await expectStatus(setOwnPin(alan, '2580'), 200);
  });

  it('is recorded in the audit log as set by the parent, without the PIN', async () => {
    await expectStatus(setOwnPin(ada, '2580'), 200);
    const [entry] = pinEntries();
    expect(entry).toMatchObject({
      actor_kind: 'parent',
      customer_id: ada.customerId,
      summary: "A parent of Ada Lovelace's family set their kiosk PIN",
      after: JSON.stringify({ contactId: ada.contactId, setBy: 'parent' }),
    });
    expect(JSON.stringify(entry)).not.toContain('2580');
  });
});

describe('a temporary PIN staff set', () => {
  it('sets any contact’s PIN in the family, recorded as set by staff', async () => {
    const added = await app.request('POST', `/api/families/${ada.familyId}/contacts`, {
      token: app.tokens.staff,
      body: { name: 'Ruth Bennett', roles: ['pickup'] },
    });
    const { id: grandmother } = (await added.json()) as { id: string };
    await expectStatus(setPinAsStaff(ada.familyId, grandmother, '4815'), 200);
    await expectStatus(setPinAsStaff(ada.familyId, ada.contactId, '3141', app.tokens.owner), 200);
    expect(contactRow(grandmother)?.pinSetBy).toBe('staff');
    expect(pinEntries().map((entry) => [entry.actor_kind, entry.summary])).toEqual([
      ['staff', "Set a temporary kiosk PIN for a contact of Ada Lovelace's family"],
      ['owner', "Set a temporary kiosk PIN for a contact of Ada Lovelace's family"],
    ]);
  });

  it('is refused when taken, easy, or for a contact of another family', async () => {
    await expectStatus(setOwnPin(alan, '2580'), 200);
    await expectStatus(
      setPinAsStaff(ada.familyId, ada.contactId, '2580'),
      409,
      'That PIN is taken; choose another',
    );
    await expectStatus(
      setPinAsStaff(ada.familyId, ada.contactId, '0000'),
      400,
      `pin: ${PIN_REPEATED_MESSAGE}`,
    );
    const before = fingerprint(app.core.database);
    await expectStatus(setPinAsStaff(ada.familyId, alan.contactId, '4815'), 404);
    await expectStatus(setPinAsStaff(ada.familyId, 'not-a-uuid', '4815'), 400);
    expect(fingerprint(app.core.database)).toBe(before);
  });

  it('is not for parents: the staff route refuses them, even for their own contact', async () => {
    await expectStatus(setPinAsStaff(ada.familyId, ada.contactId, '2580', ada.token), 403);
  });
});

describe('how often a PIN may be found taken', () => {
  const PINS = ['2580', '4815', '7391', '3141', '6174', '9021', '8264'];

  it('is 5 PIN changes a day for a parent login, set or taken alike, then 429 with Retry-After', async () => {
    await expectStatus(setOwnPin(alan, '2580'), 200);
    // A PIN set says that nobody else holds it, as a taken one says someone does: both count.
    for (const pin of PINS.slice(1, 4)) await expectStatus(setOwnPin(ada, pin), 200);
    for (let i = 0; i < 2; i += 1) await expectStatus(setOwnPin(ada, '2580'), 409);
    const refused = await setOwnPin(ada, PINS[4]);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe(
      'Too many PIN changes: at most 5 a day. Try again in 24 hours.',
    );
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(86_300);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    // Refused without touching the contact: the last PIN set still holds.
    expect(contactRow(ada.contactId)?.pinLookup).toBe(pinLookupOf(app.core.pinKey, PINS[3] ?? ''));
    // Another login has its own count.
    await expectStatus(setOwnPin(alan, PINS[0]), 200);
  });

  it('counts each taken PIN against the facility’s budget of wrong PINs, as a kiosk would', async () => {
    await expectStatus(setOwnPin(alan, '2580'), 200);
    for (let i = 0; i < 2; i += 1) await expectStatus(setOwnPin(ada, '2580'), 409);
    const facility = app.core.database.sqlite
      .prepare("select count from attempt_counts where key = 'kiosk-facility'")
      .get() as { count: number };
    expect(facility.count).toBe(2);
    expect(takenEntries()).toHaveLength(2);
  });

  it('is refused to a parent while every kiosk is paused', async () => {
    app.core.database.sqlite
      .prepare(
        "insert into attempt_counts (key, count, window_ends_at, blocked_until) values ('kiosk-facility', 0, null, ?)",
      )
      .run(Date.now() + 10 * 60 * 1000);
    const refused = await setOwnPin(ada, '2580');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe(
      'The kiosks are paused after too many wrong PINs, and PIN changes with them. Try again in 10 minutes.',
    );
    expect(contactRow(ada.contactId)?.pinLookup).toBeNull();
    // Staff may still hand out a PIN, to a family whose PIN was guessed for one.
    await expectStatus(setPinAsStaff(ada.familyId, ada.contactId, '2580'), 200);
  });

  it('is 20 times an hour for a staff account, which may set PINs for every family', async () => {
    await expectStatus(setOwnPin(alan, '2580'), 200);
    for (let i = 0; i < 25; i += 1) {
      await expectStatus(
        setPinAsStaff(ada.familyId, ada.contactId, PINS[1 + (i % (PINS.length - 1))]),
        200,
      );
    }
    for (let i = 0; i < 20; i += 1) {
      await expectStatus(setPinAsStaff(ada.familyId, ada.contactId, '2580'), 409);
    }
    const refused = await setPinAsStaff(ada.familyId, ada.contactId, '2468');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe(
      'Too many PIN changes: at most 20 taken PINs an hour. Try again in 60 minutes.',
    );
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3590);
    // The owner's account is another account.
    await expectStatus(setPinAsStaff(ada.familyId, ada.contactId, '2468', app.tokens.owner), 200);
    // 26 PINs set, each an Argon2 hash: seconds on a busy machine.
  }, 30_000);

  it('starts again once the day is over', async () => {
    for (const pin of PINS.slice(0, 5)) await expectStatus(setOwnPin(ada, pin), 200);
    await expectStatus(setOwnPin(ada, PINS[5]), 429);
    app.core.database.sqlite
      .prepare('update attempt_counts set blocked_until = ?, window_ends_at = ? where key like ?')
      .run(Date.now() - 1000, Date.now() - 1000, 'pin-change:%');
    await expectStatus(setOwnPin(ada, PINS[5]), 200);
  });
});

describe('the PIN key', () => {
  it('outlives a restart, so PINs set before it still find their contact', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-pins-'));
    try {
      const first = await createTestApp({ dataDir });
      const family = await first.addFamily('Grace Hopper');
      const set = await first.request('PUT', '/api/customer/pin', {
        token: family.token,
        body: { pin: '2580' },
      });
      expect(set.status).toBe(200);
      first.close();
      const again = await createTestApp({ dataDir });
      const other = await again.addFamily('Edsger Dijkstra');
      const taken = await again.request('PUT', '/api/customer/pin', {
        token: other.token,
        body: { pin: '2580' },
      });
      expect(taken.status).toBe(409);
      again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
