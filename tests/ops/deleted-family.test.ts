import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { addDays, addWeeks } from '@cubby/shared/dates';
import { docNames, getStaffNote, setStaffNote } from '@cubby/shared/docs';
import { describe, expect, it } from 'vitest';
import { type Device, openDevice, waitFor } from '../sync/support/clients.ts';
import { currentMonday } from '../sync/support/test-server.ts';
import { useCleanups } from './support/cleanups.ts';
import { type CubbyProcess, runCommand, startCubby } from './support/cubby-process.ts';
import { callApi, signIn } from './support/rest-client.ts';

// Last week and this one: weeks a family may answer (decision 066).
const NEXT_MONDAY = currentMonday();
const MONDAY = addWeeks(NEXT_MONDAY, -1);
const TUESDAY = addDays(MONDAY, 1);
const NEXT_WEDNESDAY = addDays(NEXT_MONDAY, 2);

// Everything the family told the day care, each string found nowhere else in the database.
const FAMILY = {
  name: 'Zebulon Quillfeather',
  email: 'zq.erasure-probe@example.test',
  phone: '555-0142-8831',
};
const SECRETS = {
  ...FAMILY,
  username: 'zebulon.quillfeather',
  staffNote: 'staffnote-marmalade-lighthouse',
  financialNote: 'finnote-tangerine-submarine',
  reason: 'reason-periwinkle-aardvark',
  scheduleReason: 'schedreason-obsidian-walrus',
  paymentNote: 'receipt-saffron-gondola',
};
// Everything but the name, which the audit log keeps with the entries that name the family.
const { name: _kept, ...ERASED } = SECRETS;

/** The tables of a database file that hold `text` in any column. */
function tablesHolding(file: string, text: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as Array<{ name: string }>;
    return tables
      .filter(({ name }) =>
        (db.prepare(`select * from "${name}"`).all() as Array<Record<string, unknown>>).some(
          (row) => Object.values(row).some((value) => String(value).includes(text)),
        ),
      )
      .map(({ name }) => name);
  } finally {
    db.close();
  }
}

/**
 * Which of the secrets a file holds, as UTF-8 (SQLite's encoding here) or UTF-16. The family's
 * name is kept on purpose in the audit log's entries (decision 017), and checked apart.
 */
function secretsIn(file: string, secrets: Record<string, string> = ERASED): string[] {
  if (!existsSync(file)) return [];
  const bytes = readFileSync(file);
  return Object.values(secrets).filter(
    (secret) =>
      bytes.includes(Buffer.from(secret, 'utf8')) || bytes.includes(Buffer.from(secret, 'utf16le')),
  );
}

describe('deleting a family', () => {
  const { defer, tempDir } = useCleanups();
  const device = async (server: CubbyProcess, docName: string, token: string) => {
    const opened = await openDevice(server.wsUrl, docName, token);
    defer(() => opened.destroy());
    return opened;
  };

  it('leaves none of its data in the database, its WAL or a backup taken after', async () => {
    const dataDir = tempDir();
    const server = await startCubby(dataDir, { LOG_LEVEL: 'error' });
    defer(() => server.stop());
    const { url } = server;
    const staff = await signIn(url, 'staff');
    const owner = await signIn(url, 'owner');
    // A staff tablet stays on the week throughout, so the week document never unloads.
    const tablet: Device = await device(server, docNames.week(MONDAY), staff);

    const created = await callApi<{ id: string; login: { username: string; password: string } }>(
      url,
      'POST',
      '/api/customers',
      { token: staff, body: { ...FAMILY, hourlyRate: '12.50' } },
    );
    const customerId = created.id;
    expect(created.login.username).toBe(SECRETS.username);
    await callApi(url, 'PUT', `/api/customers/${customerId}/schedule`, {
      token: staff,
      body: {
        defaultMonday: true,
        defaultTuesday: true,
        defaultWednesday: true,
        defaultThursday: true,
        defaultFriday: true,
      },
    });
    const other = await callApi<{ id: string }>(url, 'POST', '/api/customers', {
      token: staff,
      body: { name: 'Another Family', email: '', phone: '', hourlyRate: '12.50' },
    });

    for (const id of [customerId, other.id]) {
      for (const date of [MONDAY, TUESDAY]) {
        await callApi(url, 'POST', '/api/attendance/toggle', {
          token: staff,
          body: { customerId: id, date, isPresent: true },
        });
      }
    }
    await callApi(url, 'POST', '/api/sessions/checkin', { token: staff, body: { customerId } });
    await callApi(url, 'POST', '/api/payments', {
      token: owner,
      body: {
        customerId,
        // A default day at the new family's 12.50 an hour.
        amount: '75.00',
        method: 'cheque',
        receivedOn: MONDAY,
        note: SECRETS.paymentNote,
      },
    });
    await callApi(url, 'POST', '/api/weekly-notes/financial', {
      token: owner,
      body: { customerId, weekStart: MONDAY, note: SECRETS.financialNote },
    });
    setStaffNote(tablet.doc, customerId, SECRETS.staffNote);
    const office = await device(server, docNames.week(MONDAY), staff);
    await waitFor(
      () => getStaffNote(office.doc, customerId) === SECRETS.staffNote,
      'the staff note stored and broadcast',
    );

    const parent = await callApi<{ token: string }>(url, 'POST', '/api/customer/login', {
      body: { username: created.login.username, password: created.login.password },
    });
    const changed = await callApi<{ ok: boolean }>(url, 'POST', '/api/customer/change-password', {
      token: parent.token,
      body: { newPassword: 'a-new-family-password-9' },
    });
    expect(changed.ok).toBe(true);
    await callApi(url, 'POST', '/api/customer/schedule/confirm-week', {
      token: parent.token,
      body: {
        weekStart: MONDAY,
        status: 'not_coming',
        details: { absentDays: [TUESDAY], reason: SECRETS.reason },
      },
    });
    await callApi(url, 'POST', '/api/customer/schedule/confirm-week', {
      token: parent.token,
      body: {
        weekStart: NEXT_MONDAY,
        status: 'schedule_change',
        details: {
          scheduleChangeDay: NEXT_WEDNESDAY,
          scheduleChangeType: 'late_drop',
          scheduleChangeTime: '10:30',
          scheduleChangeReason: SECRETS.scheduleReason,
        },
      },
    });

    const database = path.join(dataDir, 'cubby.sqlite');
    const live = [...secretsIn(database, SECRETS), ...secretsIn(`${database}-wal`, SECRETS)];
    // The test can fail: before the deletion, every secret is on disk.
    expect([...new Set(live)].sort()).toEqual(Object.values(SECRETS).sort());

    await callApi(url, 'DELETE', `/api/customers/${customerId}`, { token: staff });
    const backup = await runCommand('bash', ['scripts/backup'], { DATA_DIR: dataDir });
    expect(backup.code, backup.stderr).toBe(0);
    const backupsDir = path.join(dataDir, 'backups');
    const [backupName] = readdirSync(backupsDir);
    const backupFile = path.join(backupsDir, backupName ?? '');

    // While the server still runs, the tablet still on the week.
    expect(secretsIn(database), 'database file').toEqual([]);
    expect(secretsIn(`${database}-wal`), 'WAL').toEqual([]);
    expect(secretsIn(backupFile), 'backup').toEqual([]);
    // The name stays in the audit log alone, with what was done and by whom.
    expect(tablesHolding(database, FAMILY.name)).toEqual(['audit_entries']);
    const log = await callApi<{ entries: Array<{ action: string; summary: string }> }>(
      url,
      'GET',
      `/api/audit?customerId=${customerId}`,
      { token: owner },
    );
    expect(log.entries[0]).toMatchObject({
      action: 'customer.deleted',
      summary: `Deleted ${FAMILY.name} and every record of theirs`,
    });
    // The other family's records are untouched.
    const grid = await callApi<Array<{ customer: { id: string } }>>(
      url,
      'GET',
      `/api/attendance/weekly?week=${MONDAY}`,
      { token: staff },
    );
    expect(grid.map((row) => row.customer.id)).toEqual([other.id]);

    // And after a clean stop, which compacts every document.
    expect(await server.stop()).toBe(0);
    for (const file of readdirSync(dataDir).filter((name) => name.startsWith('cubby.sqlite'))) {
      expect(secretsIn(path.join(dataDir, file)), file).toEqual([]);
    }
  });
});
