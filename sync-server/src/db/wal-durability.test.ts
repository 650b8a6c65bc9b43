import { fdatasync, fdatasyncSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, databaseFile, openDatabase } from './client.ts';
import {
  QUICK_FSYNC_MS,
  type SyncFile,
  type SyncFileNow,
  WalDurability,
} from './wal-durability.ts';

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

  describe('the event loop’s own fsync', () => {
    const insert = () =>
      database.sqlite
        .prepare('INSERT INTO yjs_updates (doc_name, "update") VALUES (?, ?)')
        .run('week:2026-11-16', Buffer.from('x'));

    /** The real fdatasyncSync, counted, and as slow as a test makes it. */
    function watchedNow(slowMs = 0) {
      const calls = { count: 0 };
      const now: SyncFileNow = (fd) => {
        calls.count += 1;
        const until = performance.now() + slowMs;
        while (performance.now() < until) {
          // A disk that takes its time.
        }
        fdatasyncSync(fd);
      };
      return { calls, now };
    }

    it('puts a commit on disk at once, on the event loop, while no fsync was slow', () => {
      const { calls, now } = watchedNow();
      const durability = new WalDurability(database.sqlite, databaseFile(dir), fdatasync, now);
      durability.deferred(insert);
      // Whether the next one stays on the loop depends on how quick this disk was just now.
      expect(durability.syncIfQuick()).toBe(true);
      expect(calls.count).toBe(1);
      durability.close();
    });

    it('leaves the fsync to the thread pool while one runs there', async () => {
      const { calls, now } = watchedNow();
      const durability = new WalDurability(database.sqlite, databaseFile(dir), fdatasync, now);
      durability.deferred(insert);
      const flushed = durability.flush();
      durability.deferred(insert);
      expect(durability.syncIfQuick()).toBe(false);
      await flushed;
      expect(calls.count).toBe(0);
      durability.close();
    });

    it('sends every fsync to the thread pool after one on the event loop was slow', () => {
      const slow = watchedNow(QUICK_FSYNC_MS + 3);
      const durability = new WalDurability(database.sqlite, databaseFile(dir), fdatasync, slow.now);
      durability.deferred(insert);
      expect(durability.syncIfQuick()).toBe(true);
      durability.deferred(insert);
      expect(durability.syncIfQuick()).toBe(false);
      expect(slow.calls.count).toBe(1);
      durability.close();
    });

    // The pool's time is mostly waking its thread and then the event loop: on a busy machine it
    // is slow whatever the disk, and would keep every fsync off the loop for good.
    it('keeps fsyncing on the event loop after a slow round trip to the thread pool', async () => {
      const { calls, now } = watchedNow();
      const slowPool: SyncFile = (fd, done) => {
        setTimeout(() => fdatasync(fd, done), QUICK_FSYNC_MS + 3);
      };
      const durability = new WalDurability(database.sqlite, databaseFile(dir), slowPool, now);
      durability.deferred(insert);
      await durability.flush();
      durability.deferred(insert);
      expect(durability.syncIfQuick()).toBe(true);
      expect(calls.count).toBe(1);
      durability.close();
    });
  });
});
