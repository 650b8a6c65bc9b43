import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { docNames, getStaffNote, setStaffNote } from '@cubby/shared/docs';
import { describe, expect, it } from 'vitest';
import { type Device, openDevice } from '../sync/support/clients.ts';
import { useCleanups } from './support/cleanups.ts';
import { makeTempDir, runCommand, startCubby } from './support/cubby-process.ts';
import { waitForGeneration } from './support/replica.ts';
import { addCustomer, callApi, signIn } from './support/rest-client.ts';

const MONDAY = '2026-11-09';
const SYNC_WRITERS = 4;
const REST_WRITERS = 2;
const LOAD_MS = 8_000;
/**
 * What may be lost: Litestream copies new log frames into its shadow log once a second (its
 * monitor interval) and ships them at each sync interval (1 s here, the default), so a commit
 * reaches the replica within two seconds; one more second covers a two-core machine busy with
 * the load, the server and Litestream at once.
 */
const SYNC_INTERVAL_MS = 1_000;
const MONITOR_INTERVAL_MS = 1_000;
const MARGIN_MS = 1_000;
const BOUND_MS = SYNC_INTERVAL_MS + MONITOR_INTERVAL_MS + MARGIN_MS;

/** An acknowledged write: what it was and when the writer was told. */
interface Ack {
  writer: number;
  n: number;
  at: number;
}

/** Polls until the check passes or the load stops; resolves with whether it passed. */
async function until(check: () => boolean, running: () => boolean): Promise<boolean> {
  while (running()) {
    if (check()) return true;
    await sleep(2);
  }
  return false;
}

describe('losing the machine', () => {
  const { defer, tempDir } = useCleanups();

  it('restores from the file:// replica everything acknowledged more than the replication bound before the loss', async () => {
    const replicaDir = tempDir();
    const replica = pathToFileURL(replicaDir).href;
    const dataDir = makeTempDir('cubby-machine-');
    defer(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startCubby(
      dataDir,
      {
        LOG_LEVEL: 'warn',
        LITESTREAM_REPLICA_URL: replica,
        LITESTREAM_SYNC_INTERVAL: `${SYNC_INTERVAL_MS}ms`,
      },
      'sync-server/dist/serve.js',
    );
    defer(() => server.killTree());
    await waitForGeneration(replicaDir);

    const staff = await signIn(server.url, 'staff');
    // The health answer's replication figure is the owner's (decision 068).
    const owner = await signIn(server.url, 'owner');
    const week = docNames.week(MONDAY);
    const children: string[] = [];
    for (let writer = 0; writer < SYNC_WRITERS; writer++)
      children.push(await addCustomer(server.url, staff, `Child ${writer}`));
    const devices: Device[] = [];
    const open = async () => {
      const device = await openDevice(server.wsUrl, week, staff);
      devices.push(device);
      defer(() => device.destroy());
      return device;
    };
    const observer = await open();
    const writers = [];
    for (let writer = 0; writer < SYNC_WRITERS; writer++) writers.push(await open());

    let running = true;
    const isRunning = () => running;
    const syncAcks: Ack[] = [];
    const restAcks: Ack[] = [];
    let maxLag = 0;
    const lags: number[] = [];
    const loops = [
      // Each tablet rewrites its child's note; another device seeing it means stored.
      ...writers.map(async (device, writer) => {
        const child = children[writer] ?? '';
        for (let n = 0; running; n++) {
          setStaffNote(device.doc, child, `tick ${n}`);
          const seen = () => getStaffNote(observer.doc, child) === `tick ${n}`;
          if (!(await until(seen, isRunning))) return;
          syncAcks.push({ writer, n, at: Date.now() });
        }
      }),
      // The desk adds families over REST; a 201 means committed.
      ...Array.from({ length: REST_WRITERS }, async (_, writer) => {
        for (let n = 0; running; n++) {
          try {
            await addCustomer(server.url, staff, `Loss ${writer}-${n}`);
          } catch {
            return;
          }
          restAcks.push({ writer, n, at: Date.now() });
        }
      }),
      // The lag the health answer reports while the load runs.
      (async () => {
        while (running) {
          try {
            const health = await callApi<{ replication: { lagSeconds: number | null } | null }>(
              server.url,
              'GET',
              '/api/health',
              { token: owner },
            );
            const lag = health.replication?.lagSeconds;
            if (typeof lag === 'number') {
              lags.push(lag);
              maxLag = Math.max(maxLag, lag);
            }
          } catch {
            return;
          }
          await sleep(500);
        }
      })(),
    ];

    await sleep(LOAD_MS);
    // The machine goes: every process at once, then the disk, while the writes are in flight.
    const lostAt = Date.now();
    await server.killTree();
    rmSync(dataDir, { recursive: true, force: true });
    await sleep(200);
    running = false;
    for (const device of devices) device.provider.disconnect();
    await Promise.all(loops);

    const restoredDir = tempDir();
    const restore = await runCommand(
      'node',
      ['scripts/ops/restore.ts', '--from-replica', replica],
      { DATA_DIR: restoredDir },
    );
    expect(restore.code, restore.stderr).toBe(0);
    const restored = await startCubby(restoredDir, { LOG_LEVEL: 'error' });
    defer(() => restored.stop());
    const staffAgain = await signIn(restored.url, 'staff');
    const names = new Set(
      (
        await callApi<Array<{ name: string }>>(restored.url, 'GET', '/api/customers', {
          token: staffAgain,
        })
      ).map((customer) => customer.name),
    );
    const tablet = await openDevice(restored.wsUrl, week, staffAgain);
    defer(() => tablet.destroy());
    const restoredTick = children.map((child) => {
      const note = getStaffNote(tablet.doc, child);
      return note ? Number(note.replace('tick ', '')) : -1;
    });

    const lostRest = restAcks.filter((ack) => !names.has(`Loss ${ack.writer}-${ack.n}`));
    const lostSync = syncAcks.filter((ack) => ack.n > (restoredTick[ack.writer] ?? -1));
    const lost = [...lostRest, ...lostSync];
    const acknowledged = restAcks.length + syncAcks.length;
    const window = lost.length ? lostAt - Math.min(...lost.map((ack) => ack.at)) : 0;
    console.log(
      `machine loss: ${acknowledged} writes acknowledged in ${LOAD_MS / 1000} s ` +
        `(${restAcks.length} REST, ${syncAcks.length} sync); ${lost.length} lost ` +
        `(${lostRest.length} REST, ${lostSync.length} sync), acknowledged in the last ${window} ms ` +
        `before the loss (bound ${BOUND_MS} ms); replica lag reported by /api/health: ` +
        `max ${maxLag.toFixed(3)} s over ${lags.length} reads`,
    );

    expect(restAcks.length).toBeGreaterThan(20);
    expect(syncAcks.length).toBeGreaterThan(100);
    const cutoff = lostAt - BOUND_MS;
    expect(lost.filter((ack) => ack.at < cutoff)).toEqual([]);
  }, 60_000);
});
