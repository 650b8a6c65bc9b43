import { fdatasync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, databaseFile, openDatabase } from './client.ts';
import { type SyncFile, WalDurability } from './wal-durability.ts';

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

  it('makes a flush wait for an fsync that starts after its commit, shared by the commits meanwhile', async () => {
    const write = database.sqlite.prepare(
      'INSERT INTO yjs_updates (doc_name, "update") VALUES (?, ?)',
    );
    // The real fdatasync, watched: what happened, in order.
    const events: string[] = [];
    let fsyncs = 0;
    const watched: SyncFile = (fd, done) => {
      const n = ++fsyncs;
      events.push(`fsync ${n} starts`);
      fdatasync(fd, (error) => {
        events.push(`fsync ${n} ends`);
        done(error);
      });
    };
    const durability = new WalDurability(database.sqlite, databaseFile(dir), watched);
    const commitThenFlush = (name: string) => {
      durability.deferred(() => write.run('week:2026-11-16', Buffer.from(name)));
      events.push(`${name} committed`);
      return durability.flush().then(() => events.push(`${name} on disk`));
    };

    const first = commitThenFlush('a');
    // Committed while the first fsync runs: that fsync may have missed them.
    const second = commitThenFlush('b');
    const third = commitThenFlush('c');
    await Promise.all([first, second, third]);
    durability.close();

    expect(events).toEqual([
      'a committed',
      'fsync 1 starts',
      'b committed',
      'c committed',
      'fsync 1 ends',
      'a on disk',
      'fsync 2 starts',
      'fsync 2 ends',
      'b on disk',
      'c on disk',
    ]);
  });
});
