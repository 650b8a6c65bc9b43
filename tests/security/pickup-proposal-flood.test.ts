/**
 * Probe finding 2 (high): one parent sent 7,600 pick-up proposals in 11 minutes. Nothing limited
 * them, each rewrote the family's whole directory entry (2.95 MB to every staff and owner device
 * by the end), and with another process on the database (Litestream, decision 042) a third of
 * them answered 500 "database is locked". Replayed here against a real server: the burst is
 * refused past the family's ten waiting pick-ups (409) and the parent's budget of writes (429
 * with Retry-After), a staff tablet receives a few hundred bytes per proposal however many
 * contacts the family has, and a write that meets another process's write lock waits for it.
 */
import { getDirectoryFamily } from '@cubby/shared/docs';
import { databaseFile } from '@cubby/sync-server/db/client';
import { auditEntries, contacts } from '@cubby/sync-server/db/schema';
import { holdWriteLock } from '@cubby/sync-server/testing/write-lock-holder';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { waitFor, waitForSync } from '../sync/support/clients.ts';
import {
  addCustomer,
  familyOfChild,
  issueToken,
  signInParent,
  startTestServer,
  type TestServer,
} from '../sync/support/test-server.ts';

/** Contacts the family already has: the cost of a proposal must not grow with them. */
const EXISTING_CONTACTS = 30;
/** The burst: past the ten waiting pick-ups and past the hour's 60 writes. */
const PROPOSALS = 120;
/** Bytes a staff tablet may receive for one proposal: one contact's entry and its framing. */
const BYTES_PER_PROPOSAL = 1024;

let server: TestServer;
let staff: string;

beforeEach(async () => {
  server = await startTestServer();
  staff = issueToken(server.server.db, { role: 'staff', subject: 'staff-1' });
});

afterEach(async () => {
  await server.stop();
});

async function api(method: string, path: string, token: string, body?: unknown) {
  return fetch(`${server.server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The directory on a staff tablet, on the stock client, counting the bytes it receives. */
async function staffTablet() {
  const received = { bytes: 0 };
  class CountingSocket extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.on('message', (data: Buffer) => {
        received.bytes += data.byteLength;
      });
    }
  }
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(server.wsUrl, 'directory', doc, {
    params: { token: staff },
    WebSocketPolyfill: CountingSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  await waitForSync(provider);
  return {
    doc,
    received,
    destroy() {
      provider.destroy();
      doc.destroy();
    },
  };
}

describe('a burst of pick-up proposals from one parent', () => {
  it('is refused past ten waiting and past the budget, and costs staff devices one small entry each', async () => {
    const { db, store } = server.server;
    const customerId = addCustomer(db, { name: 'Ada Lovelace' });
    const familyId = familyOfChild(db, customerId);
    const parent = signInParent(db, customerId);
    for (let n = 0; n < EXISTING_CONTACTS; n++) {
      const added = await api('POST', `/api/families/${familyId}/contacts`, staff, {
        name: `Grandparent ${n}`,
        relationship: 'Grandparent',
        phone: '555-0100',
        roles: ['emergency', 'pickup'],
      });
      expect(added.status).toBe(201);
    }
    const tablet = await staffTablet();
    await waitFor(
      () => getDirectoryFamily(tablet.doc, familyId)?.contacts.length === EXISTING_CONTACTS,
      'the family on the staff tablet',
    );
    const directoryBefore = store.storedBytes('directory');

    const statuses: number[] = [];
    const perProposal: number[] = [];
    for (let n = 0; n < PROPOSALS; n++) {
      const before = tablet.received.bytes;
      const response = await api('POST', '/api/customer/pickup-requests', parent, {
        name: `Proposed ${n} ${'x'.repeat(150)}`,
        relationship: 'Friend of the family',
        phone: '+1 (555) 010-0100',
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
        expect(await response.text()).toMatch(/^Too many changes in a short time\. Try again in/);
        continue;
      }
      if (response.status !== 201) continue;
      const { id } = (await response.json()) as { id: string };
      await waitFor(
        () => getDirectoryFamily(tablet.doc, familyId)?.contacts.some((c) => c.id === id) ?? false,
        `proposal ${n} on the staff tablet`,
      );
      perProposal.push(tablet.received.bytes - before);
    }
    tablet.destroy();

    console.log(
      `[security] ${PROPOSALS} proposals: ${statuses.filter((s) => s === 201).length} taken, ` +
        `${statuses.filter((s) => s === 409).length} refused as too many waiting, ` +
        `${statuses.filter((s) => s === 429).length} refused past the budget; ` +
        `staff received ${perProposal.join(', ')} bytes per proposal; the directory grew ` +
        `${store.storedBytes('directory') - directoryBefore} bytes`,
    );
    expect(statuses.every((status) => status < 500)).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    // The budget ends the burst: every request past the hour's writes is 429.
    expect(statuses.slice(60)).toEqual(Array(PROPOSALS - 60).fill(429));
    const waiting = db.select().from(contacts).where(eq(contacts.familyId, familyId)).all();
    expect(waiting.filter((contact) => !contact.approved)).toHaveLength(10);
    for (const bytes of perProposal) expect(bytes).toBeLessThan(BYTES_PER_PROPOSAL);
    expect(store.storedBytes('directory') - directoryBefore).toBeLessThan(10 * BYTES_PER_PROPOSAL);
    const proposed = db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'family.pickup-proposed'))
      .all();
    expect(proposed).toHaveLength(10);
  });

  it('waits for another process holding the write lock, as Litestream does, instead of answering 500', async () => {
    const { db } = server.server;
    // One family each, so neither the waiting pick-ups nor the budget refuse any of them.
    const parents = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'].map((name) =>
      signInParent(db, addCustomer(db, { name })),
    );
    const statuses: number[] = [];
    for (const parent of parents) {
      // Litestream takes the lock every second to copy the log; a proposal that meets it waits.
      const hold = await holdWriteLock(databaseFile(server.dataDir), 300);
      const response = await api('POST', '/api/customer/pickup-requests', parent, {
        name: 'Tomi Adeyemi',
        relationship: 'Aunt',
        phone: '555-0113',
      });
      statuses.push(response.status);
      await hold.release();
    }
    expect(statuses).toEqual([201, 201, 201]);
  });
});
