/**
 * A signed-in parent's device is the one writer the server does not trust (decision 014): what
 * it sends to its family document is checked whole, bounded in size, refused with a close code
 * that says why, and never stored; and what staff see of its answers carries the server's time.
 */

import { spawn } from 'node:child_process';
import { addDays } from '@cubby/shared/dates';
import { docNames, familyMap, listConfirmations, readRoots } from '@cubby/shared/docs';
import { weeklyConfirmations, yjsUpdates } from '@cubby/sync-server/db/schema';
import { eq } from 'drizzle-orm';
import * as encoding from 'lib0/encoding';
import { beforeEach, describe, expect, it } from 'vitest';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { openRaw, waitFor } from './support/clients.ts';
import { useTestServer } from './support/fixture.ts';
import { spawnServer } from './support/server-process.ts';
import { currentMonday, issueToken, signInParent, startTestServer } from './support/test-server.ts';

// A week a family may answer now (decision 066).
const MONDAY = currentMonday();
const TUESDAY = addDays(MONDAY, 1);
const WEDNESDAY = addDays(MONDAY, 2);
/** Close codes of decision 014. */
const DOCUMENT_TOO_LARGE = 4413;
const CONTENT_REFUSED = 4422;
/** y-protocols' sync message step that carries an update. */
const SYNC_UPDATE = 2;

const fixture = useTestServer();
const family = { customerId: '', parent: '', staff: '', name: '' };

async function api(method: string, path: string, token: string, body?: unknown) {
  return fetch(`${fixture.test.server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// The family as staff create it over REST, scheduled on Mondays and Tuesdays.
beforeEach(async () => {
  const { db } = fixture.test.server;
  family.staff = issueToken(db, { role: 'staff', subject: 'staff-1' });
  const created = await api('POST', '/api/customers', family.staff, {
    name: 'Ada Lovelace',
    email: '',
    phone: '',
    hourlyRate: '12.50',
  });
  expect(created.status).toBeLessThan(300);
  family.customerId = String(((await created.json()) as { id: string }).id);
  const schedule = await api('PUT', `/api/customers/${family.customerId}/schedule`, family.staff, {
    defaultMonday: true,
    defaultTuesday: true,
    defaultWednesday: false,
    defaultThursday: false,
    defaultFriday: false,
  });
  expect(schedule.status).toBeLessThan(300);
  family.parent = signInParent(db, family.customerId);
  family.name = docNames.family(family.customerId, MONDAY);
});

/** A y-websocket update message carrying what a doc holds. */
function updateMessage(doc: Y.Doc): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0);
  syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(doc));
  return encoding.toUint8Array(encoder);
}

/**
 * Sends one message as the parent: the close code when the server refuses it, or 'stored' once
 * the server broadcasts it back (it broadcasts only what it has stored). Waiting for one of the
 * two, rather than for a fixed time, keeps the answer right on a machine busy with other suites.
 */
async function sendAsParent(
  message: Uint8Array,
  wsUrl = fixture.test.wsUrl,
): Promise<number | 'stored'> {
  const raw = openRaw(`${wsUrl}/${family.name}?token=${family.parent}`);
  await raw.opened;
  let onStored = () => {};
  const stored = new Promise<'stored'>((resolve) => {
    onStored = () => resolve('stored');
  });
  raw.ws.on('message', (data: Buffer) => {
    if (data[0] === 0 && data[1] === SYNC_UPDATE) onStored();
  });
  raw.ws.send(message);
  const outcome = await Promise.race([raw.closed.then(({ code }) => code), stored]);
  if (outcome === 'stored') {
    raw.ws.close();
    await raw.closed;
  }
  return outcome;
}

/** A doc whose whole state is the parent's forged write. */
function forged(write: (doc: Y.Doc) => void): Uint8Array {
  const doc = new Y.Doc();
  write(doc);
  return updateMessage(doc);
}

function answer(fields: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    weekStart: MONDAY,
    status: 'confirmed',
    details: {},
    confirmedAt: now,
    updatedAt: now,
    ...fields,
  };
}

/**
 * Health answer times in ms, sampled back to back until stopped, from a process of their own so
 * that this test's sending of 38 MB does not count against the server.
 */
async function sampleHealth(url: string): Promise<() => Promise<number[]>> {
  const sampler = spawn(process.execPath, ['-e', HEALTH_SAMPLER, `${url}/api/health`], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  let onReady = () => {};
  const ready = new Promise<void>((resolve) => {
    onReady = resolve;
  });
  sampler.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('\n')) onReady();
  });
  const exited = new Promise((resolve) => sampler.once('exit', resolve));
  await Promise.race([ready, exited]);
  return async () => {
    sampler.stdin.end();
    await exited;
    return JSON.parse(out.slice(out.indexOf('\n') + 1)) as number[];
  };
}

// Fetches health every 5 ms until its stdin closes, then prints the times as JSON.
const HEALTH_SAMPLER = `
const times = [];
let running = true;
process.stdin.on('end', () => { running = false; });
process.stdin.resume();
(async () => {
  await (await fetch(process.argv[1])).text(); // warm-up: opens the keep-alive connection
  process.stdout.write('ready\\n');
  while (running) {
    const started = performance.now();
    try {
      await (await fetch(process.argv[1])).text();
    } catch {
      times.push(Number.POSITIVE_INFINITY); // no answer at all
      break;
    }
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  process.stdout.write(JSON.stringify(times));
})();
`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function storedRows(name: string): number {
  const { db } = fixture.test.server;
  return db.select().from(yjsUpdates).where(eq(yjsUpdates.docName, name)).all().length;
}

describe("a parent's writes to the family document", () => {
  it('refuses list roots, extra detail keys and oversized updates, stores none, and health stays fast', async () => {
    // Built before the clock starts: the attacker's device does this work, not the server.
    const listRoot = forged((doc) => doc.getArray('family').push(['x'.repeat(1000)]));
    const textRoot = forged((doc) => doc.getText('notes').insert(0, 'x'.repeat(1000)));
    const extraKeys = forged((doc) =>
      familyMap(doc).set(
        'confirmation',
        answer({ details: { reason: 'ok', junk: 'x'.repeat(1000) } }),
      ),
    );
    const oversized = Array.from({ length: 20 }, (_, i) =>
      forged((doc) => doc.getArray('family').push([`${i}`.padEnd(1_900_000, 'x')])),
    );

    // The server in its own process, as in production, so that the health times are its own
    // and not this test's sending of 38 MB.
    const { dataDir } = fixture.test;
    await fixture.test.stop({ keepData: true });
    const server = await spawnServer(dataDir);
    let stopSampling: (() => Promise<number[]>) | undefined;
    try {
      const target = { url: `http://127.0.0.1:${server.port}`, wsUrl: server.wsUrl };
      // Health with nobody attacking, on this machine as loaded as it is now.
      const stopBaseline = await sampleHealth(target.url);
      await sleep(1000);
      const baseline = await stopBaseline();
      stopSampling = await sampleHealth(target.url);
      expect(await sendAsParent(listRoot, target.wsUrl)).toBe(CONTENT_REFUSED);
      expect(await sendAsParent(textRoot, target.wsUrl)).toBe(CONTENT_REFUSED);
      expect(await sendAsParent(extraKeys, target.wsUrl)).toBe(CONTENT_REFUSED);
      for (const message of oversized) {
        expect(await sendAsParent(message, target.wsUrl)).toBe(DOCUMENT_TOO_LARGE);
      }
      const healthTimes = await stopSampling();
      stopSampling = undefined;
      const show = (times: number[]) => times.map((t) => t.toFixed(1)).join(' ');
      console.log(
        `[sync] health, ms: before ${show(baseline)}; during the attack ${show(healthTimes)}`,
      );
      // The issue asks that the health answer stay under 50 ms meanwhile (it took 5.3 s, and
      // grew with every update). A test machine running other suites can make any answer wait
      // for a CPU, so the typical answer is held to 50 ms or, on a machine where even an idle
      // server answers slower, to twice its idle time; and every answer to a second.
      expect(healthTimes.length).toBeGreaterThan(5);
      expect(median(healthTimes)).toBeLessThan(Math.max(50, 2 * median(baseline)));
      expect(Math.max(...healthTimes)).toBeLessThan(1000);
    } finally {
      await stopSampling?.().catch(() => []);
      server.child.kill('SIGTERM');
      await server.exited;
    }

    // Nothing of it was stored: after the restart the document is empty, with no log or snapshot.
    const restarted = await startTestServer({ dataDir });
    try {
      const { db, store } = restarted.server;
      expect(db.select().from(yjsUpdates).where(eq(yjsUpdates.docName, family.name)).all()).toEqual(
        [],
      );
      expect(store.storedBytes(family.name)).toBe(0);
      const reloaded = new Y.Doc();
      Y.applyUpdate(reloaded, store.load(family.name).state);
      expect(readRoots(reloaded).size).toBe(0);
    } finally {
      await restarted.stop();
    }
  });

  it('refuses a schedule change on a day the family is not scheduled for, as REST does', async () => {
    const details = {
      scheduleChangeDay: WEDNESDAY,
      scheduleChangeType: 'early_pick',
      scheduleChangeTime: '14:00',
    };
    const rest = await api('POST', '/api/customer/schedule/confirm-week', family.parent, {
      weekStart: MONDAY,
      status: 'schedule_change',
      details,
    });
    expect(rest.status).toBe(400);
    expect(await rest.text()).toContain(`you are not scheduled on Wednesday (${WEDNESDAY})`);

    const unscheduled = forged((doc) =>
      familyMap(doc).set('confirmation', answer({ status: 'schedule_change', details })),
    );
    expect(await sendAsParent(unscheduled)).toBe(CONTENT_REFUSED);
    expect(storedRows(family.name)).toBe(0);

    // The same change on a scheduled day goes through.
    const scheduled = forged((doc) =>
      familyMap(doc).set(
        'confirmation',
        answer({ status: 'schedule_change', details: { ...details, scheduleChangeDay: TUESDAY } }),
      ),
    );
    expect(await sendAsParent(scheduled)).toBe('stored');
    expect(storedRows(family.name)).toBeGreaterThan(0);
  });

  it("records a back-dated answer with the server's own time", async () => {
    const startedAt = Date.now();
    const staffView = fixture.open(docNames.confirmations(MONDAY), family.staff);
    const lastYear = '2025-11-10T08:00:00.000Z';
    const backDated = forged((doc) =>
      familyMap(doc).set('confirmation', answer({ confirmedAt: lastYear, updatedAt: lastYear })),
    );
    expect(await sendAsParent(backDated)).toBe('stored');

    const row = () =>
      fixture.test.server.db
        .select()
        .from(weeklyConfirmations)
        .where(eq(weeklyConfirmations.customerId, family.customerId))
        .get();
    await waitFor(() => row() !== undefined, 'the answer to be recorded');
    expect(row()?.confirmedAt?.getTime()).toBeGreaterThanOrEqual(startedAt);
    expect(row()?.updatedAt.getTime()).toBeGreaterThanOrEqual(startedAt);

    const mirrored = (await staffView).doc;
    await waitFor(() => listConfirmations(mirrored, MONDAY).has(family.customerId), 'staff view');
    const seen = listConfirmations(mirrored, MONDAY).get(family.customerId);
    expect(Date.parse(seen?.confirmedAt ?? '')).toBeGreaterThanOrEqual(startedAt);

    const read = await api('GET', `/api/customer/confirmation/${MONDAY}`, family.parent);
    const confirmation = (await read.json()) as { confirmedAt: string };
    expect(Date.parse(confirmation.confirmedAt)).toBeGreaterThanOrEqual(startedAt);
  });
});
