import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { docNames, getAttendanceDay, getStaffNote, setStaffNote } from '@cubby/shared/docs';
import { describe, expect, it } from 'vitest';
import { type Device, openDevice, waitFor } from '../sync/support/clients.ts';
import { useCleanups } from './support/cleanups.ts';
import { type CubbyProcess, runCommand, startCubby } from './support/cubby-process.ts';
import { addCustomer, callApi, signIn } from './support/rest-client.ts';

const MONDAY = '2026-11-09';
const TUESDAY = '2026-11-10';
const FAMILIES = ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson'];

interface AttendanceWeek {
  customer: { id: string };
  attendance: Record<string, { isPresent: boolean }>;
}
interface Report {
  payments: Array<{ amount: string; note: string | null }>;
}

const reportOf = (url: string, token: string, customerId: string) =>
  callApi<Report>(
    url,
    'GET',
    `/api/customer-report?customerId=${customerId}&startDate=${MONDAY}&endDate=${TUESDAY}`,
    { token },
  );

/**
 * Writes until stopped, one confirmed write after another: customers added through REST, named
 * `During 0`, `During 1`, ..., and a staff note through the sync endpoint numbered likewise.
 * Records when each was confirmed.
 */
function keepWriting(
  url: string,
  staff: string,
  customerId: string,
  writer: Device,
  reader: Device,
) {
  let running = true;
  const failures: unknown[] = [];
  const customersAdded: number[] = [];
  const notesSeen: number[] = [];
  const loop = async (write: (n: number) => Promise<void>, confirmed: number[]) => {
    try {
      for (let n = 0; running; n++) {
        await write(n);
        confirmed.push(Date.now());
      }
    } catch (error) {
      failures.push(error);
      running = false;
    }
  };
  const loops = Promise.all([
    loop(async (n) => void (await addCustomer(url, staff, `During ${n}`)), customersAdded),
    loop(async (n) => {
      setStaffNote(writer.doc, customerId, `tick ${n}`);
      // The server broadcasts an update only once it is stored: seen by another device means
      // committed.
      await waitFor(() => getStaffNote(reader.doc, customerId) === `tick ${n}`, `tick ${n}`);
    }, notesSeen),
  ]);
  return {
    /** How many customers, and how many notes, were confirmed before `time`. */
    confirmedBefore: (time: number) => ({
      customers: customersAdded.filter((at) => at < time).length,
      notes: notesSeen.filter((at) => at < time).length,
    }),
    async stop() {
      running = false;
      await loops;
      if (failures.length > 0) throw failures[0];
    },
  };
}

describe('backup and restore', () => {
  const { defer, tempDir } = useCleanups();
  const started = async (dataDir: string) => {
    const server = await startCubby(dataDir, { LOG_LEVEL: 'error' });
    defer(() => server.stop());
    return server;
  };
  const device = async (server: CubbyProcess, docName: string, token: string) => {
    const opened = await openDevice(server.wsUrl, docName, token);
    defer(() => opened.destroy());
    return opened;
  };

  it('copies a running server under writes, and a server on the restored copy finds every record', async () => {
    const source = await started(tempDir());
    const staff = await signIn(source.url, 'staff');
    const owner = await signIn(source.url, 'owner');
    const week = docNames.week(MONDAY);
    const tablet = await device(source, week, staff);
    const office = await device(source, week, staff);

    const ids: string[] = [];
    for (const [index, name] of FAMILIES.entries()) {
      const customerId = await addCustomer(source.url, staff, name);
      ids.push(customerId);
      for (const date of [MONDAY, TUESDAY]) {
        await callApi(source.url, 'POST', '/api/attendance/toggle', {
          token: staff,
          body: { customerId, date, isPresent: true },
        });
      }
      await callApi(source.url, 'POST', '/api/payments', {
        token: owner,
        body: {
          customerId,
          // A default day at the new family's 12.50 an hour.
          amount: '75.00',
          method: 'cheque',
          receivedOn: MONDAY,
          note: `receipt-${index}`,
        },
      });
      setStaffNote(tablet.doc, customerId, `note for ${name}`);
    }
    await waitFor(
      () =>
        ids.every((id, index) => getStaffNote(office.doc, id) === `note for ${FAMILIES[index]}`),
      'every staff note stored and broadcast',
    );

    const busy = await addCustomer(source.url, staff, 'Busy Family');
    const writes = keepWriting(source.url, staff, busy, tablet, office);
    await sleep(300);
    const backupDir = tempDir();
    const backupFile = path.join(backupDir, 'cubby-backup.sqlite');
    const backupStarted = Date.now();
    const backup = await runCommand('bash', ['scripts/backup', backupFile], {
      DATA_DIR: source.dataDir,
    });
    const backupEnded = Date.now();
    await sleep(200);
    await writes.stop();
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`to ${backupFile} (`);
    const confirmedBefore = writes.confirmedBefore(backupStarted);
    const duringBackup = writes.confirmedBefore(backupEnded).customers - confirmedBefore.customers;
    expect(duringBackup, 'customers added while the backup ran').toBeGreaterThan(0);

    // The server still has the database open: a restore over it changes nothing.
    const refused = await runCommand('node', ['scripts/ops/restore.ts', backupFile], {
      DATA_DIR: source.dataDir,
    });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('is open in another process');
    expect(readdirSync(source.dataDir).filter((file) => file.includes('before-restore'))).toEqual(
      [],
    );
    expect(await source.stop()).toBe(0);

    const restoredDir = tempDir();
    const restore = await runCommand('bash', ['scripts/restore', backupFile], {
      DATA_DIR: restoredDir,
    });
    expect(restore.code, restore.stderr).toBe(0);
    const server = await started(restoredDir);
    const staffAgain = await signIn(server.url, 'staff');
    const ownerAgain = await signIn(server.url, 'owner');

    const customers = await callApi<Array<{ id: string; name: string }>>(
      server.url,
      'GET',
      '/api/customers',
      { token: staffAgain },
    );
    const names = customers.map((customer) => customer.name);
    expect(names.filter((name) => !name.startsWith('During ')).sort()).toEqual(
      [...FAMILIES, 'Busy Family'].sort(),
    );
    // A consistent copy holds an unbroken run of the sequential writes: everything confirmed
    // before the backup started, and nothing after a gap.
    const during = names
      .filter((name) => name.startsWith('During '))
      .map((name) => Number(name.slice('During '.length)))
      .sort((a, b) => a - b);
    expect(during).toEqual(during.map((_, n) => n));
    expect(during.length).toBeGreaterThanOrEqual(confirmedBefore.customers);
    const grid = await callApi<AttendanceWeek[]>(
      server.url,
      'GET',
      `/api/attendance/weekly?week=${MONDAY}`,
      { token: staffAgain },
    );
    for (const id of ids) {
      const row = grid.find((entry) => entry.customer.id === id);
      expect(row?.attendance[MONDAY]?.isPresent).toBe(true);
      expect(row?.attendance[TUESDAY]?.isPresent).toBe(true);
    }
    for (const [index, id] of ids.entries()) {
      const report = await reportOf(server.url, ownerAgain, id);
      expect(report.payments).toEqual([
        expect.objectContaining({ amount: '75.00', note: `receipt-${index}` }),
      ]);
    }

    const restoredWeek = await device(server, week, staffAgain);
    for (const [index, id] of ids.entries()) {
      expect(getStaffNote(restoredWeek.doc, id)).toBe(`note for ${FAMILIES[index]}`);
      expect(getAttendanceDay(restoredWeek.doc, id, MONDAY)?.isPresent).toBe(true);
    }
    const tick = Number(getStaffNote(restoredWeek.doc, busy).replace('tick ', ''));
    expect(tick + 1).toBeGreaterThanOrEqual(confirmedBefore.notes);
  });

  it('keeps the database a restore replaces, and refuses a file that is not a Cubby backup', async () => {
    const dataDir = tempDir();
    const server = await started(dataDir);
    const staff = await signIn(server.url, 'staff');
    await addCustomer(server.url, staff, 'Before The Backup');
    const backup = await runCommand('node', ['scripts/ops/backup.ts'], { DATA_DIR: dataDir });
    expect(backup.code, backup.stderr).toBe(0);
    const [backupName] = readdirSync(path.join(dataDir, 'backups'));
    expect(backupName).toMatch(/^cubby-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite$/);
    await addCustomer(server.url, staff, 'After The Backup');
    expect(await server.stop()).toBe(0);

    const foreign = path.join(dataDir, 'notes.txt');
    writeFileSync(foreign, 'Not a database, though someone may take it for one.');
    const notABackup = await runCommand('node', ['scripts/ops/restore.ts', foreign], {
      DATA_DIR: dataDir,
    });
    expect(notABackup.code).toBe(1);

    const restore = await runCommand(
      'node',
      ['scripts/ops/restore.ts', path.join(dataDir, 'backups', backupName ?? '')],
      { DATA_DIR: dataDir },
    );
    expect(restore.code, restore.stderr).toBe(0);
    const kept = readdirSync(dataDir).filter((file) => file.includes('.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(restore.stdout).toContain(
      `the previous database is kept as ${path.join(dataDir, kept[0] ?? '')}`,
    );
    expect(existsSync(path.join(dataDir, 'cubby.sqlite-wal'))).toBe(false);

    const restarted = await started(dataDir);
    const names = async (url: string) =>
      (
        await callApi<Array<{ name: string }>>(url, 'GET', '/api/customers', {
          token: await signIn(url, 'staff'),
        })
      ).map((customer) => customer.name);
    expect(await names(restarted.url)).toEqual(['Before The Backup']);
    expect(await restarted.stop()).toBe(0);

    // Undoing the restore is a restore of the kept file.
    const undo = await runCommand(
      'node',
      ['scripts/ops/restore.ts', path.join(dataDir, kept[0] ?? '')],
      { DATA_DIR: dataDir },
    );
    expect(undo.code, undo.stderr).toBe(0);
    const undone = await started(dataDir);
    expect((await names(undone.url)).sort()).toEqual(['After The Backup', 'Before The Backup']);
  });
});
