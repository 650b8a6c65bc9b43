import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, openDatabase } from './client.ts';

const FULL = 2;
const NORMAL = 1;

describe('WalDurability', () => {
  let dir: string;
  let database: Database_;
  const synchronous = () => database.sqlite.pragma('synchronous', { simple: true });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-wal-'));
    database = openDatabase(dir);
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits without SQLite’s fsync inside deferred, and with it everywhere else', () => {
    expect(synchronous()).toBe(FULL);
    expect(database.durability.deferred(synchronous)).toBe(NORMAL);
    expect(synchronous()).toBe(FULL);
  });

  it('restores SQLite’s fsync when the deferred commit throws', () => {
    expect(() =>
      database.durability.deferred(() => {
        throw new Error('constraint failed');
      }),
    ).toThrow('constraint failed');
    expect(synchronous()).toBe(FULL);
  });

  it('resolves every flush asked for, however many overlap', async () => {
    const write = database.sqlite.prepare(
      'INSERT INTO yjs_updates (doc_name, "update") VALUES (?, ?)',
    );
    const flushes: Promise<void>[] = [];
    for (let i = 0; i < 50; i++) {
      database.durability.deferred(() => write.run('week:2026-11-16', Buffer.from([i])));
      flushes.push(database.durability.flush());
    }
    await expect(Promise.all(flushes)).resolves.toHaveLength(50);
    expect(() => database.durability.flushNow()).not.toThrow();
  });
});
