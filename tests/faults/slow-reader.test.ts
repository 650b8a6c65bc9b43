/**
 * @module
 * A peer that opens a document and then never reads its socket again, while a writer keeps
 * pushing 100 KB updates through the document. The server cuts the peer off with 1013 (README,
 * "The sync endpoint") once 8 MiB wait unread for it, instead of queueing every update: what it
 * ever held for the peer stays within that bound, and the other clients keep every update.
 */
import { readFileSync } from 'node:fs';
import { docNames, getStaffNote, setStaffNote } from '@cubby/shared/docs';
import { openDatabase } from '@cubby/sync-server/db/client';
import { expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openDevice, waitFor } from '../sync/support/clients.ts';
import { spawnServer } from '../sync/support/server-process.ts';
import { addCustomer, issueToken } from '../sync/support/test-server.ts';
import { useServerProcess } from './support/process-fixture.ts';

const WEEK = docNames.week('2026-11-16');
const MIB = 1024 * 1024;
/** The server's bounds (README): unread bytes before a cut-off, and the largest frame. */
const MAX_UNREAD = 8 * MIB;
const MAX_FRAME = 2 * MIB;
/** Each edit is a 100 KB staff note, the longest the week document takes. */
const NOTE_BYTES = 100_000;
/** A server that has not cut the peer off after this much is queueing without bound. */
const GIVE_UP_BYTES = 128 * MIB;

const fixture = useServerProcess();
const { dataDir, devices } = fixture;

/** The most the kernel buffers on one loopback connection: the receiver's and the sender's. */
function kernelSocketBuffers(): number {
  const max = (file: string) =>
    Number(readFileSync(`/proc/sys/net/ipv4/${file}`, 'utf8').trim().split(/\s+/)[2]);
  return max('tcp_rmem') + max('tcp_wmem');
}

it('cuts off a peer that stops reading, holding no more than the bound for it', async () => {
  const database = openDatabase(dataDir);
  const child = addCustomer(database.db, { name: 'Ada' });
  const [writerToken, readerToken, stalledToken] = ['writer', 'reader', 'stalled'].map((subject) =>
    issueToken(database.db, { role: 'staff', subject }),
  ) as [string, string, string];
  database.close();
  const running = await spawnServer(dataDir, { logLevel: 'warn' });
  fixture.server = running;

  const writer = await openDevice(running.wsUrl, WEEK, writerToken);
  const reader = await openDevice(running.wsUrl, WEEK, readerToken);
  devices.push(writer, reader);
  const stalled = new WebSocket(`${running.wsUrl}/${WEEK}?token=${stalledToken}`);
  const closed = new Promise<number>((resolve) => stalled.on('close', (code) => resolve(code)));
  // The server's opening message arrives; after it the peer's TCP socket is not read.
  await new Promise((resolve) => stalled.once('message', resolve));
  stalled.pause();
  let queuedForStalled = 0;
  stalled.on('message', (data: Buffer) => {
    queuedForStalled += data.length;
  });

  const padding = 'x'.repeat(NOTE_BYTES - 20);
  let written = 0;
  for (let edit = 1; !running.stderr().includes('sync.slow-reader'); edit++) {
    expect(written, 'the server went on queueing for a peer that reads nothing').toBeLessThan(
      GIVE_UP_BYTES,
    );
    setStaffNote(writer.doc, child, `${edit} ${padding}`);
    written += NOTE_BYTES;
    // Paced by the healthy reader: every update reaches it, and the stalled peer is sent the same.
    await waitFor(() => getStaffNote(reader.doc, child).startsWith(`${edit} `), `edit ${edit}`);
  }

  // Reading again at once (the server waits 30 s for the close handshake), the peer finds what
  // had been queued for it, in the server and in the kernel's socket buffers, then the close.
  stalled.resume();
  expect(await closed).toBe(1013);
  console.log(
    `[faults] slow reader: cut off after ${(written / MIB).toFixed(1)} MiB written; ${(queuedForStalled / MIB).toFixed(1)} MiB had been queued for it`,
  );
  expect(queuedForStalled).toBeLessThan(MAX_UNREAD + MAX_FRAME + kernelSocketBuffers());
  const logged = running
    .stderr()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: string; event: string; buffered?: number });
  expect(logged.filter(({ level }) => level === 'error')).toEqual([]);
  const cutOff = logged.filter(({ event }) => event === 'sync.slow-reader');
  expect(cutOff).toHaveLength(1);
  // What the server held for the peer when it gave up on it.
  expect(cutOff[0]?.buffered).toBeLessThanOrEqual(MAX_UNREAD + MAX_FRAME);

  setStaffNote(writer.doc, child, 'after the cut-off');
  await waitFor(() => getStaffNote(reader.doc, child) === 'after the cut-off', 'the reader');
});
