/**
 * No change without its audit entry and no entry without a change (issue 14): every REST write
 * of the route table as every caller it admits, each twice (a repeat mostly changes nothing),
 * the successful account and family changes the table only refuses, and every kind of write a
 * device makes over the sync endpoint, each compared over what the database records before and
 * after. What the database records is every row of every table but sign-in sessions, the Yjs
 * storage and the log itself, plus what each document holds.
 */
import { randomUUID } from 'node:crypto';
import { checkIn, checkOut, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { addDays, mondayOf } from '@cubby/shared/dates';
import {
  docNames,
  setDaysPaid,
  setFamilyConfirmation,
  setFinancialNote,
  setStaffNote,
  staffNotesMap,
} from '@cubby/shared/docs';
import { facilityClock, facilityToday } from '@cubby/shared/facility-clock';
import {
  FIXTURE_PIN,
  type Fixture,
  label,
  ROUTES,
} from '@cubby/sync-server/routes/contract/route-table';
import { PIN_GUESS_EVENTS } from '@cubby/sync-server/services/kiosk-pin-throttle';
import { kioskFor } from '@cubby/sync-server/testing/kiosk-devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type Device, openDevice, waitFor } from './support/clients.ts';
import {
  addContact,
  addCustomer,
  issueToken,
  signInParent,
  startTestServer,
  type TestServer,
} from './support/test-server.ts';

/**
 * Tables that record no change of anyone's records: sign-ins, document storage, the log, a
 * kiosk's last-seen time, attempts counted against a limit (wrong PINs in a row, PIN
 * changes: throttle state, decision 027), and the tokens a cached customer report and its kept
 * past months are checked against, which a restamped row changes too (decisions 043 and 061).
 */
const NOT_RECORDS = new Set([
  'auth_sessions',
  'yjs_updates',
  'yjs_snapshots',
  'audit_entries',
  'kiosk_activity',
  'attempt_counts',
  'customer_record_versions',
  'customer_month_versions',
]);
const DEVICE = '0d6c1f3e-2b4a-4e5f-9a8b-7c6d5e4f3a2b';

let test: TestServer;
let fixture: Fixture;
let monday: string;
const devices: Device[] = [];

beforeAll(async () => {
  test = await startTestServer();
  const clock = facilityClock(test.server.config.facilityTimeZone);
  const customerA = addCustomer(test.server.db, { name: 'Ada Lovelace', defaultMonday: true });
  const customerB = addCustomer(test.server.db, { name: 'Alan Turing' });
  // This week, so that check-ins land on the day they are made.
  monday = mondayOf(facilityToday(clock));
  fixture = {
    customerA,
    customerB,
    attendanceA: `${customerA}_${addDays(monday, 2)}`,
    monday,
    familyA: customerA,
    contactA: addContact(test.server.db, customerA, { name: 'Parent of Ada Lovelace' }),
    kioskPin: FIXTURE_PIN,
  };
  const pin = await rest(
    'PUT',
    `/api/families/${fixture.familyA}/contacts/${fixture.contactA}/pin`,
    staffToken(),
    { pin: FIXTURE_PIN },
  );
  expect(pin.status).toBe(200);
  const toggled = await rest('POST', '/api/attendance/toggle', staffToken(), {
    customerId: customerA,
    date: addDays(monday, 2),
    isPresent: true,
  });
  expect(toggled.status).toBe(200);
});

afterAll(async () => {
  for (const device of devices) device.destroy();
  await test?.stop();
});

const staffToken = () => issueToken(test.server.db, { role: 'staff', subject: 'maria' });
const ownerToken = () => issueToken(test.server.db, { role: 'owner', subject: 'olga' });
const parentToken = () => signInParent(test.server.db, fixture.customerA);

function rest(method: string, path: string, token: string | undefined, body?: unknown) {
  return fetch(`${test.server.url}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      'X-Cubby-Device': DEVICE,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The server's own SQLite connection. */
const sqlite = () => (test.server.db as unknown as { $client: SqliteConnection }).$client;

interface SqliteConnection {
  prepare(sql: string): { all(): unknown[]; get(): unknown };
}

/** Every record the database holds, as one string. */
function records(): string {
  const tables = sqlite()
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name != '__drizzle_migrations' order by name",
    )
    .all() as Array<{ name: string }>;
  const rows = tables
    .filter(({ name }) => !NOT_RECORDS.has(name))
    .map(({ name }) => [name, sqlite().prepare(`select * from "${name}" order by rowid`).all()]);
  // A restamped updated_at is no change of a record: a device that writes a value again, or a
  // rename to the same name, leaves every value as it was.
  const docs = (
    sqlite()
      .prepare(
        'select doc_name as name from yjs_snapshots union select doc_name from yjs_updates order by 1',
      )
      .all() as Array<{ name: string }>
  ).map(({ name }) => [name, documentContent(name)]);
  return JSON.stringify([rows, docs], (key, value) => {
    if (key === 'updated_at') return undefined;
    return Buffer.isBuffer(value) ? value.toString('base64') : value;
  });
}

function documentContent(name: string): unknown {
  const doc = new Y.Doc();
  const loaded = test.server.registry.get(name);
  Y.applyUpdate(
    doc,
    loaded ? Y.encodeStateAsUpdate(loaded.ydoc) : test.server.store.load(name).state,
  );
  const content = Object.fromEntries(
    [...doc.share.keys()].sort().map((root) => [root, doc.getMap(root).toJSON()]),
  );
  doc.destroy();
  return content;
}

// Entries of guesses at PINs (a PIN told taken, a pause of the kiosks) record an event, not a
// change: the owner reads them in the log though no record changed (decision 065).
function entryCount(): number {
  const rows = sqlite().prepare('select action from audit_entries').all() as Array<{
    action: string;
  }>;
  return rows.filter((row) => !PIN_GUESS_EVENTS.includes(row.action)).length;
}

/** Runs a write and says whether it changed records and how many entries it made. */
async function observe(write: () => Promise<unknown>) {
  const before = records();
  const entries = entryCount();
  await write();
  return { changed: records() !== before, entries: entryCount() - entries };
}

function expectAudited(where: string, outcome: { changed: boolean; entries: number }) {
  if (outcome.changed)
    expect(outcome.entries, `${where} changed records without an entry`).toBeGreaterThan(0);
  else expect(outcome.entries, `${where} made an entry without a change`).toBe(0);
}

const TOKENS = {
  staff: staffToken,
  owner: ownerToken,
  customer: parentToken,
  // A fresh kiosk per call, so no kiosk's wrong PINs add up to a pause.
  kiosk: () => kioskFor(test.server.db).token,
} as const;

describe('every REST write', () => {
  const writes = ROUTES.filter((route) => route.method !== 'GET');

  // Names for the listing, with placeholders for the ids the setup makes.
  const named: Fixture = {
    customerA: ':customerA',
    customerB: ':customerB',
    attendanceA: ':attendanceA',
    monday: '2026-11-16',
    familyA: ':familyA',
    contactA: ':contactA',
    kioskPin: FIXTURE_PIN,
  };
  const cases = writes.map((route) => ({ route, name: label(route, named) }));

  it.each(cases)('$name is audited exactly when it changes a record', async ({ route }) => {
    const callers = route.audience === 'public' ? ([undefined] as const) : route.audience;
    for (const role of callers) {
      for (const attempt of ['first', 'repeat']) {
        const token = role ? TOKENS[role]() : undefined;
        const where = `${role ?? 'anyone'} ${label(route, fixture)} (${attempt})`;
        const outcome = await observe(() =>
          rest(route.method, route.path(fixture), token, route.body?.(fixture)),
        );
        expectAudited(where, outcome);
      }
    }
  });

  it('audits the account and family changes that succeed', async () => {
    const owner = ownerToken();
    let password = '';
    let id = '';
    const added = await observe(async () => {
      const response = await rest('POST', '/api/staff', owner, {
        name: 'Nora Ng',
        username: `nora.${randomUUID().slice(0, 6)}`,
        role: 'staff',
      });
      expect(response.status).toBe(201);
      ({ id, password } = (await response.json()) as { id: string; password: string });
    });
    expectAudited('add a person', added);
    for (const patch of [
      { name: 'Nora N. Ng' },
      { role: 'owner' },
      { active: false },
      { active: true },
    ]) {
      const outcome = await observe(() => rest('PATCH', `/api/staff/${id}`, owner, patch));
      expect(outcome.changed, JSON.stringify(patch)).toBe(true);
      expectAudited(`PATCH ${JSON.stringify(patch)}`, outcome);
      expectAudited(
        `PATCH ${JSON.stringify(patch)} again`,
        await observe(() => rest('PATCH', `/api/staff/${id}`, owner, patch)),
      );
    }
    expectAudited(
      'reset a password',
      await observe(() => rest('POST', `/api/staff/${id}/reset-password`, owner)),
    );
    expect(password).not.toBe('');

    const created = await observe(async () => {
      const response = await rest('POST', '/api/customers', staffToken(), {
        name: 'Grace Hopper',
        email: 'grace@example.test',
        phone: '',
        hourlyRate: '15.00',
      });
      expect(response.status).toBe(201);
      id = ((await response.json()) as { id: string }).id;
    });
    expectAudited('add a family', created);
    const removed = await observe(() => rest('DELETE', `/api/customers/${id}`, staffToken()));
    expect(removed.changed).toBe(true);
    expectAudited('delete a family', removed);
  });
});

describe('every synced write', () => {
  async function device(docName: string, token: string): Promise<Device> {
    const opened = await openDevice(test.wsUrl, docName, token, { device: DEVICE });
    devices.push(opened);
    return opened;
  }

  /** Writes on a device and waits until the server holds and has stored all the device sent. */
  async function syncedWrite(on: Device, write: (doc: Y.Doc) => void) {
    return observe(async () => {
      write(on.doc);
      const name = on.provider.roomname;
      await waitFor(() => {
        const served = test.server.registry.get(name);
        if (!served?.settled) return false;
        const missing = Y.diffUpdate(
          Y.encodeStateAsUpdate(on.doc),
          Y.encodeStateVector(served.ydoc),
        );
        return Y.decodeUpdate(missing).structs.length === 0;
      }, `the server to store ${name}`);
    });
  }

  it('audits a tablet’s check-in, check-out and note, and a write that changes nothing', async () => {
    const tablet = await device(docNames.week(monday), staffToken());
    const clock = facilityClock(test.server.config.facilityTimeZone);
    const weeks = oneWeekDoc(tablet.doc);
    const customerId = fixture.customerB;
    expectAudited(
      'check in',
      await syncedWrite(tablet, () =>
        checkIn(weeks, clock, { customerId, visitId: randomUUID(), source: 'desk' }),
      ),
    );
    expectAudited(
      'check out',
      await syncedWrite(tablet, () => checkOut(weeks, clock, { customerId })),
    );
    expectAudited(
      'staff note',
      await syncedWrite(tablet, (doc) => setStaffNote(doc, customerId, 'Nap at noon')),
    );
    // The same value written again is a new Yjs item, and no change.
    const same = await syncedWrite(tablet, (doc) => {
      const map = staffNotesMap(doc);
      map.set(customerId, map.get(customerId));
    });
    expect(same.changed).toBe(false);
    expectAudited('the same value again', same);
  });

  it('audits an owner’s paid flag and note, and a parent’s answer', async () => {
    const laptop = await device(docNames.finance(monday), ownerToken());
    const paid = await syncedWrite(laptop, (doc) =>
      // Wednesday is paid already (the owner's PATCH in the route table); Thursday is not.
      setDaysPaid(doc, [{ customerId: fixture.customerA, date: addDays(monday, 3) }], true),
    );
    expect(paid.changed).toBe(true);
    expectAudited('paid flag', paid);
    expectAudited(
      'financial note',
      await syncedWrite(laptop, (doc) => setFinancialNote(doc, fixture.customerA, 'Cheque 42')),
    );

    const phone = await device(docNames.family(fixture.customerA, monday), parentToken());
    const answered = await syncedWrite(phone, (doc) =>
      setFamilyConfirmation(
        doc,
        { weekStart: monday, status: 'confirmed', details: {} },
        new Date(),
      ),
    );
    expect(answered.changed).toBe(true);
    expectAudited('family answer', answered);
  });

  it('makes no entry for a write the server discards', async () => {
    const viewer = await device(docNames.week(monday), ownerToken());
    const before = records();
    const entries = entryCount();
    setStaffNote(viewer.doc, fixture.customerA, 'an owner may not write here');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(records()).toBe(before);
    expect(entryCount()).toBe(entries);
  });
});
