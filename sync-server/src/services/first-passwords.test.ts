import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { type Core, createCore } from '../core.ts';
import type { Db } from '../db/client.ts';
import { accounts, customerLogins, settings } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { DEFAULT_SYNC_OPTIONS } from '../server.ts';
import { TEST_TIME_ZONE } from '../testing/facility-time.ts';
import { BILLING_STARTED_KEY } from './billing/statements-made.ts';
import { readWelcomeCode } from './first-passwords.ts';

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
  return (
    (await response.json()) as {
      login: { username: string; password: string; welcomeCode?: string };
    }
  ).login;
}

// The owner's choice of the shared first password, as Settings stores it.
function chooseShared(core: Core): void {
  core.database.db
    .insert(settings)
    .values({ key: 'setting.parentFirstPassword', value: JSON.stringify('shared') })
    .run();
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

  it('are still each login’s own when CUSTOMER_DEFAULT_PASSWORD is set', async () => {
    const core = await start(newDataDir(), 'shared-first-1');
    const ada = await addFamily(core, 'Ada Lovelace');
    expect(ada.password).toMatch(/^[a-z2-7]{20}$/);
    expect((await signIn(core, ada.username, 'shared-first-1')).status).toBe(401);
    core.close();
  });

  it('are the shared one with a welcome code once the owner chooses it, neither stored in clear', async () => {
    const dataDir = newDataDir();
    const core = await start(dataDir, 'shared-first-1');
    chooseShared(core);
    const ada = await addFamily(core, 'Ada Lovelace');
    expect(ada.password).toBe('shared-first-1');
    expect(ada.welcomeCode).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect((await signIn(core, ada.username, 'shared-first-1')).status).toBe(200);
    core.close();
    const bytes = fileBytes(dataDir);
    expect(bytes).not.toContain('shared-first-1');
    expect(bytes).not.toContain(ada.welcomeCode);
    expect(bytes).not.toContain(readWelcomeCode(ada.welcomeCode ?? ''));
  });

  it('end at start for logins on the shared one without a welcome code, and only those', async () => {
    const dataDir = newDataDir();
    const before = await start(dataDir, 'shared-first-1');
    const db = before.database.db;
    const own = await addFamily(before, 'Alan Turing');
    chooseShared(before);
    const guarded = await addFamily(before, 'Grace Hopper');
    const unguarded = await addFamily(before, 'Ada Lovelace');
    // As a login made before welcome codes: the shared first password and nothing beside it.
    db.update(customerLogins)
      .set({ welcomeCodeHash: null })
      .where(eq(customerLogins.username, unguarded.username))
      .run();
    before.close();

    const after = await start(dataDir, 'shared-first-1');
    const expired = await signIn(after, unguarded.username, 'shared-first-1');
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain('This first password has expired');
    expect((await signIn(after, guarded.username, 'shared-first-1')).status).toBe(200);
    expect((await signIn(after, own.username, own.password)).status).toBe(200);
    const entries = after.database.sqlite
      .prepare(
        "select actor_kind as actor, summary from audit_entries where action = 'family.first-password-retired'",
      )
      .all();
    expect(entries).toEqual([
      {
        actor: 'system',
        summary: 'Ended a parent login’s shared first password, which had no welcome code',
      },
    ]);
    after.close();
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
