import { rmSync } from 'node:fs';
import {
  docNames,
  getStaffNote,
  listStaffNotes,
  setAttendance,
  setStaffNote,
} from '@cubby/shared/docs';
import { openDatabase } from '@cubby/sync-server/db/client';
import { dailyAttendance, weeklyNotes } from '@cubby/sync-server/db/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { type Device, openDevice, waitFor } from './support/clients.ts';
import { type ServerProcess, spawnServer } from './support/server-process.ts';
import { addCustomer, issueToken, makeDataDir } from './support/test-server.ts';

const MONDAY = '2026-11-16';
const WEEK = docNames.week(MONDAY);
const BATCH = 60;

function prepare(dataDir: string) {
  const database = openDatabase(dataDir);
  const customerIds = Array.from({ length: BATCH }, (_, i) =>
    addCustomer(database.db, { name: `Child ${i}` }),
  );
  const token = issueToken(database.db, { role: 'staff', subject: 'staff-1' });
  database.close();
  return { customerIds, token };
}

describe('a server killed with SIGKILL', () => {
  const devices: Device[] = [];
  const processes: ServerProcess[] = [];
  let dataDir = '';

  afterEach(() => {
    for (const device of devices.splice(0)) device.destroy();
    for (const server of processes.splice(0)) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves after restart every update a second client had received', async () => {
    dataDir = makeDataDir();
    const { customerIds, token } = prepare(dataDir);
    const first = await spawnServer(dataDir);
    processes.push(first);

    const writer = await openDevice(first.wsUrl, WEEK, token);
    const reader = await openDevice(first.wsUrl, WEEK, token);
    devices.push(writer, reader);

    // One update per note, sent as fast as the client can.
    for (const [i, customerId] of customerIds.entries()) {
      setStaffNote(writer.doc, customerId, `note ${i}`);
      setAttendance(writer.doc, customerId, '2026-11-18', { isPresent: true });
    }
    await waitFor(() => listStaffNotes(reader.doc).size === BATCH, 'reader to receive the batch');

    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    for (const device of devices.splice(0)) device.destroy();

    const second = await spawnServer(dataDir);
    processes.push(second);
    const late = await openDevice(second.wsUrl, WEEK, token);
    devices.push(late);
    for (const [i, customerId] of customerIds.entries()) {
      expect(getStaffNote(late.doc, customerId)).toBe(`note ${i}`);
    }

    // The projection was committed with the updates, so it survived too.
    second.child.kill('SIGTERM');
    await second.exited;
    const database = openDatabase(dataDir);
    expect(database.db.select().from(weeklyNotes).all()).toHaveLength(BATCH);
    expect(database.db.select().from(dailyAttendance).all()).toHaveLength(BATCH);
    database.close();
  });

  it('stops cleanly on SIGTERM, with the log folded into a snapshot', async () => {
    dataDir = makeDataDir();
    const { customerIds, token } = prepare(dataDir);
    const server = await spawnServer(dataDir);
    processes.push(server);
    const device = await openDevice(server.wsUrl, WEEK, token);
    devices.push(device);
    const customerId = customerIds[0] as string;
    setStaffNote(device.doc, customerId, 'kept across a clean stop');
    const echo = await openDevice(server.wsUrl, WEEK, token);
    devices.push(echo);
    await waitFor(() => getStaffNote(echo.doc, customerId) !== '', 'echo');

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);

    const database = openDatabase(dataDir);
    const log = database.sqlite
      .prepare('select count(*) as n from yjs_updates where doc_name = ?')
      .get(WEEK) as { n: number };
    const snapshot = database.sqlite
      .prepare('select count(*) as n from yjs_snapshots where doc_name = ?')
      .get(WEEK) as { n: number };
    database.close();
    expect(log.n).toBe(0);
    expect(snapshot.n).toBe(1);
  });
});
