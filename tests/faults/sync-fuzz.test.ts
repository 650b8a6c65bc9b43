/**
 * @module
 * Fuzzes the sync endpoint for a bounded time with real, mutated and synthesized y-websocket
 * frames on every kind of connection (read/write, read-only, a family's checked writes). The
 * server must stay up and keep serving the stock clients beside the fuzzer, close a connection
 * only for a bad frame (1007), an oversized one (1009), an update its document refuses (4413,
 * 4422) or a parent's spent budget of writes (4429), store nothing a refused frame carried,
 * keep what it stores equal to what it serves, and log no error.
 */
import { docNames, getStaffNote, setStaffNote } from '@cubby/shared/docs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type Device, openDevice, waitFor } from '../sync/support/clients.ts';
import {
  addCustomer,
  currentMonday,
  issueToken,
  signInParent,
  startTestServer,
  type TestServer,
} from '../sync/support/test-server.ts';
import { type FrameOutcome, FuzzPeer } from './support/fuzz-peer.ts';
import { seededRandom } from './support/random.ts';
import { createFrameSource } from './support/sync-frames.ts';

const FUZZ_MS = 20_000;
const MAX_MESSAGE_BYTES = 64 * 1024;
// A week a family may answer now (decision 066).
const MONDAY = currentMonday();
const WEEK = docNames.week(MONDAY);
/**
 * Refusals a frame may earn: malformed, too big a frame, too big for its document, content its
 * document may not hold (decision 014), and a write past the parent's budget (decision 066).
 */
const REFUSED = [1007, 1009, 4413, 4422, 4429];

const random = seededRandom('sync endpoint fuzz');
let test: TestServer;
let fuzzed: string;
let bystander: string;
let tablet: Device;
let laptop: Device;

interface Target {
  docName: string;
  token: string;
  /** Whether anything the fuzzer sends may be stored. */
  writes: boolean;
}
let targets: Target[];

beforeAll(async () => {
  test = await startTestServer({
    // Documents stay loaded for the whole run, so nothing but a frame changes what is stored.
    sync: { maxMessageBytes: MAX_MESSAGE_BYTES, idleUnloadMs: 10 * 60_000 },
  });
  const db = test.server.db;
  // Fixed ids, so that a replayed seed sends the same bytes.
  fuzzed = addCustomer(db, { name: 'Ada', id: '6f1c3a52-0d7e-4b8e-9a51-2f0c6d1e7a11' });
  bystander = addCustomer(db, { name: 'Alan', id: '0b9e2d47-5c31-4f6a-8e02-7d4a1c9b3f22' });
  const staff = issueToken(db, { role: 'staff', subject: 'staff-1' });
  const owner = issueToken(db, { role: 'owner', subject: 'owner-1' });
  targets = [
    { docName: WEEK, token: staff, writes: true },
    { docName: WEEK, token: owner, writes: false },
    { docName: docNames.confirmations(MONDAY), token: staff, writes: false },
    { docName: docNames.family(fuzzed, MONDAY), token: signInParent(db, fuzzed), writes: true },
    { docName: docNames.finance(MONDAY), token: owner, writes: true },
  ];
  tablet = await openDevice(test.wsUrl, WEEK, issueToken(db, { role: 'staff', subject: 'tab' }));
  laptop = await openDevice(test.wsUrl, WEEK, issueToken(db, { role: 'staff', subject: 'lap' }));
});

afterAll(async () => {
  tablet?.destroy();
  laptop?.destroy();
  await test?.stop();
});

/** Lets the commit a handled frame scheduled (setImmediate, in this same process) run. */
async function settle() {
  for (let i = 0; i < 2; i++) await new Promise((resolve) => setImmediate(resolve));
}

let edits = 0;
/** The server still answers health checks and relays the stock clients' edits to each other. */
async function expectServerStillServes() {
  const health = await fetch(`${test.server.url}/api/health`);
  expect(health.status).toBe(200);
  edits += 1;
  setStaffNote(tablet.doc, bystander, `edit ${edits}`);
  await waitFor(() => getStaffNote(laptop.doc, bystander) === `edit ${edits}`, 'laptop');
}

/**
 * Bytes stored for every document the fuzzer reaches, including the confirmations document a
 * family's answer is mirrored into.
 */
function storedBytes(): number {
  const names = new Set(targets.map(({ docName }) => docName));
  return [...names].reduce((sum, name) => sum + test.server.store.storedBytes(name), 0);
}

/** What the server stores for a document is what it serves from memory. */
function expectStoredMatchesServed(docName: string, where: string) {
  const served = test.server.registry.get(docName)?.ydoc;
  if (!served) return;
  const stored = new Y.Doc();
  Y.applyUpdate(stored, test.server.store.load(docName).state);
  expect(Y.equalSnapshots(Y.snapshot(stored), Y.snapshot(served)), where).toBe(true);
  stored.destroy();
}

function describeFrame(data: Uint8Array | string): string {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const hex = Buffer.from(bytes.subarray(0, 96)).toString('hex');
  return `${bytes.length} bytes${typeof data === 'string' ? ' of text' : ''}: ${hex}${bytes.length > 96 ? '…' : ''}`;
}

it(`survives ${FUZZ_MS / 1000} s of fuzzed frames, storing nothing it refused`, async () => {
  const nextFrame = createFrameSource(
    random,
    { customerId: fuzzed, monday: MONDAY },
    MAX_MESSAGE_BYTES,
  );
  const outcomes = { answered: 0, stored: 0, refused: 0 };
  const deadline = Date.now() + FUZZ_MS;
  let open: { peer: FuzzPeer; target: Target } | null = null;

  for (let i = 0; Date.now() < deadline; i++) {
    if (!open) {
      const target = random.pick(targets);
      const url = `${test.wsUrl}/${target.docName}?token=${target.token}`;
      open = { peer: await FuzzPeer.open(url), target };
    }
    const { peer, target } = open;
    const frame = nextFrame();
    const where = `frame ${i} on ${target.docName} (${frame.how}), ${describeFrame(frame.data)}`;
    const before = storedBytes();
    const outcome: FrameOutcome = await peer.exchange(frame.data);
    await settle();

    const stored = storedBytes();
    if (outcome.closed) {
      outcomes.refused += 1;
      open = null;
      expect(REFUSED, `${where}: closed with ${outcome.code}`).toContain(outcome.code);
      expect(stored, `${where}: a refused frame changed what is stored`).toBe(before);
    } else {
      outcomes.answered += 1;
      if (stored !== before) outcomes.stored += 1;
      if (!target.writes) expect(stored, `${where}: a read-only connection wrote`).toBe(before);
    }
    if (i % 100 === 0) {
      expectStoredMatchesServed(target.docName, where);
      await expectServerStillServes();
    }
  }
  await open?.peer.close();

  console.log(
    `[faults] sync fuzz: ${outcomes.answered} frames answered (${outcomes.stored} stored), ${outcomes.refused} refused`,
  );
  for (const { docName } of targets) expectStoredMatchesServed(docName, `${docName} at the end`);
  await expectServerStillServes();
  expect(test.log.events.filter((event) => event.level === 'error')).toEqual([]);
  // A run that refused everything, or nothing, did not exercise both paths.
  expect(outcomes.answered).toBeGreaterThan(100);
  expect(outcomes.refused).toBeGreaterThan(100);
});
