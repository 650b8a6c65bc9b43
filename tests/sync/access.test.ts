import { ACCESS_TABLE } from '@cubby/shared/access';
import {
  DOC_KINDS,
  type DocKind,
  docNames,
  getStaffNote,
  mirrorConfirmation,
  setStaffNote,
} from '@cubby/shared/docs';
import { createSession, type SessionPrincipal } from '@cubby/sync-server/auth/sessions';
import { authSessions } from '@cubby/sync-server/db/schema';
import { kioskFor } from '@cubby/sync-server/testing/kiosk-devices';
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { openDevice, openRaw, waitFor } from './support/clients.ts';
import {
  addCustomer,
  currentMonday,
  issueToken,
  signInParent,
  startTestServer,
  type TestServer,
} from './support/test-server.ts';

// A week a family may open now (decision 066).
const MONDAY = currentMonday();

let test: TestServer;
let ownFamily: string;
let otherFamily: string;
const tokens = {} as Record<'staff' | 'owner' | 'customer' | 'kiosk', string>;

beforeAll(async () => {
  test = await startTestServer();
  const db = test.server.db;
  ownFamily = addCustomer(db, { name: 'Ada Lovelace' });
  otherFamily = addCustomer(db, { name: 'Alan Turing' });
  const principals: Record<'staff' | 'owner', SessionPrincipal> = {
    staff: { role: 'staff', subject: 'staff-1' },
    owner: { role: 'owner', subject: 'owner-1' },
  };
  tokens.staff = issueToken(db, principals.staff);
  tokens.owner = issueToken(db, principals.owner);
  tokens.customer = signInParent(db, ownFamily);
  tokens.kiosk = kioskFor(db).token;
});

afterAll(() => test.stop());

function nameOf(kind: DocKind, family = ownFamily): string {
  return kind === 'directory' || kind === 'staffing'
    ? docNames[kind]()
    : kind === 'family'
      ? docNames.family(family, MONDAY)
      : docNames[kind](MONDAY);
}

function url(docName: string, token?: string): string {
  return `${test.wsUrl}/${docName}${token === undefined ? '' : `?token=${token}`}`;
}

/** The server opens every allowed connection with sync step 1: message type 0, step 0. */
function isSyncStep1(message: Uint8Array | undefined): boolean {
  return message?.[0] === 0 && message[1] === 0;
}

async function expectRefused(docName: string, token: string | undefined, code: number) {
  const raw = openRaw(url(docName, token));
  const outcome = await raw.closed;
  expect(outcome.code).toBe(code);
  expect(outcome.messages).toHaveLength(0);
}

async function expectSyncs(docName: string, token: string) {
  const raw = openRaw(url(docName, token));
  await waitFor(() => raw.messages.length > 0, `first message on ${docName}`);
  expect(isSyncStep1(raw.messages[0])).toBe(true);
  raw.ws.close();
  await raw.closed;
}

describe('every cell of the access table', () => {
  const cells = DOC_KINDS.flatMap((kind) =>
    (['staff', 'owner', 'customer', 'kiosk'] as const).map((role) => ({
      kind,
      role,
      access: ACCESS_TABLE[kind][role],
    })),
  );

  it.each(cells)('$role on $kind ($access)', async ({ kind, role, access }) => {
    if (access === 'none') await expectRefused(nameOf(kind), tokens[role], 4403);
    else await expectSyncs(nameOf(kind), tokens[role]);
  });

  it("refuses a customer another family's document", async () => {
    await expectRefused(nameOf('family', otherFamily), tokens.customer, 4403);
  });

  it('refuses a parent still on the first password (4403) and a login switched off (4401)', async () => {
    const db = test.server.db;
    await expectRefused(
      nameOf('family'),
      signInParent(db, ownFamily, { passwordChanged: false }),
      4403,
    );
    await expectRefused(nameOf('family'), signInParent(db, ownFamily, { isActive: false }), 4401);
  });

  it('refuses a missing, forged or expired token with 4401', async () => {
    await expectRefused(nameOf('week'), undefined, 4401);
    await expectRefused(nameOf('week'), 'forged-token-that-was-never-issued', 4401);
    const expired = createSession(
      test.server.db,
      { role: 'staff', subject: 'staff-old' },
      new Date(Date.now() - 365 * 24 * 60 * 60 * 1000),
    ).token;
    await expectRefused(nameOf('week'), expired, 4401);
  });

  it('stores only the token hash', () => {
    const stored = test.server.db.select().from(authSessions).all();
    const sids = stored.map((row) => row.sid);
    expect(sids).not.toContain(tokens.staff);
    expect(sids.every((sid) => /^[0-9a-f]{64}$/.test(sid))).toBe(true);
  });

  it('refuses names that are not documents', async () => {
    await expectRefused('week:2026-11-17', tokens.staff, 4404); // a Tuesday
    await expectRefused('payroll', tokens.staff, 4404);
  });

  it('accepts the session cookie of a same-origin browser', async () => {
    const raw = openRaw(url(nameOf('week')), { Cookie: `cubby_staff=${tokens.staff}` });
    await waitFor(() => raw.messages.length > 0, 'first message');
    expect(isSyncStep1(raw.messages[0])).toBe(true);
    raw.ws.close();
  });

  it('refuses an upgrade from another origin', async () => {
    const raw = openRaw(url(nameOf('week')), {
      Cookie: `cubby_staff=${tokens.staff}`,
      Origin: 'https://evil.example',
    });
    await expect(raw.opened).rejects.toThrow(/403/);
  });
});

describe('writes on a read-only connection', () => {
  it('are discarded: the document and its storage do not change', async () => {
    const name = nameOf('week');
    const ownerView = await openDevice(test.wsUrl, name, tokens.owner);
    const staffView = await openDevice(test.wsUrl, name, tokens.staff);
    const storedBefore = test.server.store.storedBytes(name);
    const discarded = () => test.log.events.filter((e) => e.event === 'sync.write-discarded');
    // Opening read-only, which sends an empty sync step 2, is not a write.
    expect(discarded()).toHaveLength(0);

    // The owner may only read week documents; the stock client sends the edit anyway.
    setStaffNote(ownerView.doc, ownFamily, 'written by a read-only connection');
    // Then a legitimate edit, so we know the server has processed what came before it.
    setStaffNote(staffView.doc, otherFamily, 'written by staff');
    await waitFor(
      () => getStaffNote(staffView.doc, otherFamily) === 'written by staff',
      'staff echo',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(getStaffNote(staffView.doc, ownFamily)).toBe('');
    expect(discarded()).toMatchObject([{ fields: { role: 'owner', why: 'read-only connection' } }]);
    const fresh = await openDevice(test.wsUrl, name, tokens.staff);
    expect(getStaffNote(fresh.doc, ownFamily)).toBe('');
    expect(test.server.store.storedBytes(name)).toBeGreaterThan(storedBefore);
    for (const device of [ownerView, staffView, fresh]) device.destroy();
  });

  it('are not reported when a reader only sends back what the server has, deletions included', async () => {
    const name = docNames.week('2026-11-23');
    const staffView = await openDevice(test.wsUrl, name, tokens.staff);
    // Overwriting a note deletes the old value: the document now has a delete set.
    setStaffNote(staffView.doc, ownFamily, 'first');
    setStaffNote(staffView.doc, ownFamily, 'second');
    const reader = await openDevice(test.wsUrl, name, tokens.staff);
    await waitFor(() => getStaffNote(reader.doc, ownFamily) === 'second', 'reader in sync');
    const before = test.log.events.filter((e) => e.event === 'sync.write-discarded').length;
    const ownerView = await openDevice(test.wsUrl, name, tokens.owner, { doc: reader.doc });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(test.log.events.filter((e) => e.event === 'sync.write-discarded')).toHaveLength(before);
    for (const device of [staffView, reader, ownerView]) device.destroy();
  });

  it('are discarded when sent as raw update messages too', async () => {
    const name = nameOf('confirmations');
    const before = test.server.store.storedBytes(name);
    const raw = openRaw(url(name, tokens.staff));
    await raw.opened;
    const forged = new Y.Doc();
    mirrorConfirmation(forged, ownFamily, {
      weekStart: MONDAY,
      status: 'confirmed',
      details: {},
      confirmedAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, 0);
    syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(forged));
    raw.ws.send(encoding.toUint8Array(encoder));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(raw.ws.readyState).toBe(raw.ws.OPEN);
    expect(test.server.store.storedBytes(name)).toBe(before);
    raw.ws.close();
  });
});
