import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { holdWriteLock } from '../testing/write-lock-holder.ts';
import { type Database_, databaseFile, openDatabase } from './client.ts';
import { families } from './schema.ts';

describe('another process holding the write lock', () => {
  let dir: string;
  let database: Database_;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-write-lock-'));
    database = openDatabase(dir);
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes a transaction that reads before it writes wait for the lock rather than fail', async () => {
    // As Litestream holds it to copy the log: briefly, well inside the busy timeout.
    const hold = await holdWriteLock(databaseFile(dir), 300);
    const { db } = database;
    db.transaction((tx) => {
      const before = tx.select().from(families).all();
      tx.insert(families)
        .values({ id: 'f1', name: `Family ${before.length + 1}` })
        .run();
    });
    await hold.release();
    expect(db.select().from(families).where(eq(families.id, 'f1')).get()?.name).toBe('Family 1');
  });
});

describe('a database busy past the busy timeout', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await createTestApp();
  });

  afterEach(() => app.close());

  it('answers 503 with Retry-After, changing nothing', async () => {
    const family = await app.addFamily('Ada Lovelace');
    // A shorter wait than the server's five seconds, so the test does not sit through it.
    app.core.database.sqlite.pragma('busy_timeout = 50');
    const hold = await holdWriteLock(databaseFile(app.dataDir), 10_000);
    try {
      const response = await app.request('POST', '/api/customer/pickup-requests', {
        token: family.token,
        body: { name: 'Grace Hopper', relationship: 'Aunt', phone: '555-0100' },
      });
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await response.text()).toMatch(/try again/);
    } finally {
      await hold.release();
    }
    const contacts = await app.request('GET', '/api/customer/contacts', { token: family.token });
    expect(((await contacts.json()) as unknown[]).length).toBe(1);
  });
});
