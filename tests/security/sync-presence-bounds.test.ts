/**
 * Finding 7 (Medium): presence (awareness) was neither bounded nor limited to the sender's own
 * client id. One parent connection made the server hold 106.5 MiB of states, replayed to every
 * new connection of the document; a read-only staff connection pushed 35.5 MiB into the
 * directory document every staff device opens; the 32-connections-per-session cap was bypassed
 * by signing in again (128 connections from one login). Replayed over raw WebSockets as the
 * prober sent them; what is asserted is the bytes the server holds and replays.
 */
import { docNames } from '@cubby/shared/docs';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { openRaw } from '../sync/support/clients.ts';
import {
  addCustomer,
  currentMonday,
  signInParent,
  startTestServer,
  type TestServer,
} from '../sync/support/test-server.ts';

// This week: a parent opens only the weeks a family may answer (decision 066).
const MONDAY = currentMonday();
const MESSAGE_AWARENESS = 1;
const MESSAGE_QUERY_AWARENESS = 3;
const TOO_MANY_CONNECTIONS = 4429;
// Just under the 2 MiB frame bound, as the prober filled each frame.
const STATE_FILLER = 'x'.repeat(2 * 1024 * 1024 - 256);
// What the server may hold of presence in one document (decision 067).
const DOC_PRESENCE_BOUND = 64 * 1024;

/** An awareness message setting each client's state, as the stock client encodes one. */
function awareness(entries: Array<{ clientId: number; clock: number; state: unknown }>) {
  const update = encoding.createEncoder();
  encoding.writeVarUint(update, entries.length);
  for (const { clientId, clock, state } of entries) {
    encoding.writeVarUint(update, clientId);
    encoding.writeVarUint(update, clock);
    encoding.writeVarString(update, JSON.stringify(state));
  }
  const message = encoding.createEncoder();
  encoding.writeVarUint(message, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(message, encoding.toUint8Array(update));
  return encoding.toUint8Array(message);
}

/** The client ids an awareness message carries states of; none for other messages. */
function awarenessIds(message: Uint8Array): number[] {
  const decoder = decoding.createDecoder(message);
  if (decoding.readVarUint(decoder) !== MESSAGE_AWARENESS) return [];
  const update = decoding.createDecoder(decoding.readVarUint8Array(decoder));
  const ids: number[] = [];
  for (let entries = decoding.readVarUint(update); entries > 0; entries--) {
    ids.push(decoding.readVarUint(update));
    decoding.readVarUint(update);
    decoding.readVarString(update);
  }
  return ids;
}

function queryAwareness(): Uint8Array {
  const message = encoding.createEncoder();
  encoding.writeVarUint(message, MESSAGE_QUERY_AWARENESS);
  return encoding.toUint8Array(message);
}

describe('presence on the sync endpoint', () => {
  let test: TestServer;
  let customerId: string;
  const sockets: WebSocket[] = [];

  beforeEach(async () => {
    test = await startTestServer();
    customerId = addCustomer(test.server.db, { name: 'Ada Lovelace' });
  });
  afterEach(async () => {
    for (const ws of sockets.splice(0)) ws.terminate();
    await test.stop();
  });

  async function connect(docName: string, token: string) {
    const raw = openRaw(`${test.wsUrl}/${encodeURIComponent(docName)}?token=${token}`);
    sockets.push(raw.ws);
    await raw.opened;
    return raw;
  }

  // Everything sent before is handled once the answer to a query arrives (one socket, in order).
  async function roundTrip(raw: Awaited<ReturnType<typeof connect>>): Promise<void> {
    const before = raw.messages.length;
    raw.ws.send(queryAwareness());
    const deadline = Date.now() + 30_000;
    while (raw.messages.slice(before).every((message) => message[0] !== MESSAGE_AWARENESS)) {
      if (Date.now() > deadline) throw new Error('no answer to the awareness query');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Bytes of presence the server holds for a document: every state, as JSON. */
  function heldBytes(docName: string): number {
    const doc = test.server.registry.get(docName);
    let bytes = 0;
    for (const state of doc?.awareness.getStates().values() ?? []) {
      bytes += Buffer.byteLength(JSON.stringify(state));
    }
    return bytes;
  }

  /** Bytes of awareness a new connection is sent when it opens the document. */
  async function replayedBytes(docName: string, token: string): Promise<number> {
    const fresh = await connect(docName, token);
    await roundTrip(fresh);
    // The opening replay (or, with no state to replay, the answer to the query): every state.
    const replay = fresh.messages.find((message) => message[0] === MESSAGE_AWARENESS);
    return replay?.byteLength ?? 0;
  }

  it("holds one small state per connection, however many ids and bytes a parent's sends", async () => {
    const docName = docNames.family(customerId, MONDAY);
    const parent = signInParent(test.server.db, customerId);
    const flood = await connect(docName, parent);
    // 54 frames of about 2 MiB, each a new client id: the probe's 106.5 MiB.
    for (let n = 0; n < 54; n++) {
      flood.ws.send(awareness([{ clientId: 1000 + n, clock: 1, state: { f: STATE_FILLER } }]));
    }
    await roundTrip(flood);
    expect(heldBytes(docName)).toBeLessThanOrEqual(DOC_PRESENCE_BOUND);
    expect(await replayedBytes(docName, signInParent(test.server.db, customerId))).toBeLessThan(
      DOC_PRESENCE_BOUND,
    );
  });

  it('takes a connection’s presence for its own client id only', async () => {
    const docName = docNames.family(customerId, MONDAY);
    const parent = await connect(docName, signInParent(test.server.db, customerId));
    parent.ws.send(awareness([{ clientId: 7, clock: 1, state: { user: 'Ada’s mum' } }]));
    // Another client's presence, forged: someone else's id with a state of the sender's making.
    parent.ws.send(awareness([{ clientId: 8, clock: 5, state: { user: 'Owner' } }]));
    await roundTrip(parent);
    const ids = [...(test.server.registry.get(docName)?.awareness.getStates().keys() ?? [])];
    expect(ids).toEqual([7]);
  });

  it('relays nothing of a read-only connection’s presence into the directory', async () => {
    const docName = docNames.directory();
    const { staff } = test.server.generated;
    if (!staff) throw new Error('expected generated staff credentials');
    const staffToken = await signIn('/api/login', staff.username, staff.password);
    const reader = await connect(docName, staffToken);
    // About 18 frames of 2 MiB: the probe's 35.5 MiB, on a connection that may only read.
    for (let n = 0; n < 18; n++) {
      reader.ws.send(awareness([{ clientId: 500, clock: n + 1, state: { f: STATE_FILLER } }]));
    }
    await roundTrip(reader);
    expect(heldBytes(docName)).toBe(0);
    const other = await connect(docName, staffToken);
    await roundTrip(other);
    expect(other.messages.flatMap(awarenessIds)).toEqual([]);
    // What the stock client sends, `{}`, comes back to the sender alone: y-websocket closes a
    // connection that hears nothing for 30 s, and on a quiet document this is what it hears.
    reader.ws.send(awareness([{ clientId: 500, clock: 100, state: {} }]));
    await roundTrip(reader);
    expect(reader.messages.flatMap(awarenessIds)).toContain(500);
    await roundTrip(other);
    expect(other.messages.flatMap(awarenessIds)).toEqual([]);
  });

  it('caps one person’s connections however many times they sign in', async () => {
    const { staff } = test.server.generated;
    if (!staff) throw new Error('expected generated staff credentials');
    const docName = docNames.week(MONDAY);
    let open = 0;
    let refused = 0;
    // Four sign-ins of one login, 32 connections each: the probe's 128.
    for (let session = 0; session < 4; session++) {
      const token = await signIn('/api/login', staff.username, staff.password);
      for (let n = 0; n < 32; n++) {
        const raw = openRaw(`${test.wsUrl}/${encodeURIComponent(docName)}?token=${token}`);
        sockets.push(raw.ws);
        // Let in: the server's opening message. Refused: closed before any document data.
        const outcome = await Promise.race([
          raw.closed.then(({ code }) => code),
          raw.opened.then(async () => {
            while (raw.messages.length === 0) await new Promise((r) => setTimeout(r, 5));
            return 'open' as const;
          }),
        ]);
        if (outcome === 'open') open += 1;
        else if (outcome === TOO_MANY_CONNECTIONS) refused += 1;
      }
    }
    expect(open).toBe(64);
    expect(refused).toBe(64);
  });

  async function signIn(path: string, username: string, password: string): Promise<string> {
    const response = await fetch(`${test.server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }
});
