import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { type Core, createCore } from '../core.ts';
import type { Db } from '../db/client.ts';
import { accounts, settings } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { DEFAULT_SYNC_OPTIONS } from '../server.ts';
import { TEST_TIME_ZONE } from '../testing/facility-time.ts';
import { BILLING_STARTED_KEY } from './billing/statements-made.ts';

const quiet: Logger = { info() {}, warn() {}, error() {} };
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// A first start as `scripts/start.sh` makes it with no passwords in the environment.
function start(dataDir: string, customerDefaultPassword?: string): Promise<Core> {
  return createCore({
    dataDir,
    log: quiet,
    registry: DEFAULT_SYNC_OPTIONS,
    accounts: { staffUsername: 'staff', ownerUsername: 'owner', customerDefaultPassword },
    config: { businessName: 'Cubby', facilityTimeZone: TEST_TIME_ZONE, trustedProxies: 0 },
  });
}

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cubby-first-passwords-'));
  dirs.push(dir);
  return dir;
}

// Every byte SQLite has written for the data directory: the database, its WAL and journal.
function fileBytes(dataDir: string): string {
  return readdirSync(dataDir)
    .map((name) => readFileSync(path.join(dataDir, name)).toString('latin1'))
    .join('\n');
}

async function addFamily(core: Core, name: string) {
  const staffId = core.database.db
    .select()
    .from(accounts)
    .all()
    .find((a) => a.role === 'staff');
  const { token } = createSession(core.database.db, { role: 'staff', subject: staffId?.id ?? '' });
  const response = await core.app.request('/api/customers', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email: '', phone: '', hourlyRate: '12.50' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { login: { username: string; password: string } }).login;
}

const signIn = (core: Core, username: string, password: string) =>
  core.app.request('/api/customer/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

describe("parents' first passwords", () => {
  it('are generated per login without CUSTOMER_DEFAULT_PASSWORD, answered once, and kept only as a hash', async () => {
    const dataDir = newDataDir();
    const core = await start(dataDir);
    const ada = await addFamily(core, 'Ada Lovelace');
    const alan = await addFamily(core, 'Alan Turing');
    expect(ada.password).toMatch(/^[a-z2-7]{20}$/);
    expect(alan.password).not.toBe(ada.password);
    expect(storedSettings(core.database.db)).toEqual([]);

    expect((await signIn(core, ada.username, ada.password)).status).toBe(200);
    expect((await signIn(core, alan.username, ada.password)).status).toBe(401);
    core.close();

    const bytes = fileBytes(dataDir);
    expect(bytes).not.toContain(ada.password);
    expect(bytes).not.toContain(alan.password);
  });

  it('are the shared CUSTOMER_DEFAULT_PASSWORD when it is set, which is not stored', async () => {
    const dataDir = newDataDir();
    const core = await start(dataDir, 'shared-first-1');
    const ada = await addFamily(core, 'Ada Lovelace');
    expect(ada.password).toBe('shared-first-1');
    expect((await signIn(core, ada.username, 'shared-first-1')).status).toBe(200);
    core.close();
    expect(fileBytes(dataDir)).not.toContain('shared-first-1');
  });

  it('no longer keep the shared first password earlier versions stored in clear', async () => {
    const dataDir = newDataDir();
    const before = await start(dataDir);
    const stored = 'plaintext-first-password-1';
    before.database.db
      .insert(settings)
      .values({ key: 'customerDefaultPassword', value: stored })
      .run();
    before.close();
    expect(fileBytes(dataDir)).toContain(stored);

    const after = await start(dataDir);
    expect(storedSettings(after.database.db)).toEqual([]);
    // Forgetting it left deletes overwriting their bytes for everything after, too.
    expect(after.database.sqlite.pragma('secure_delete', { simple: true })).toBe(1);
    after.close();
    expect(fileBytes(dataDir)).not.toContain(stored);
  });
});

// What the settings table holds beside the day the billing clock began (decision 036).
function storedSettings(db: Db) {
  return db
    .select()
    .from(settings)
    .all()
    .filter((row) => row.key !== BILLING_STARTED_KEY);
}
