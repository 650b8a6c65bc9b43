import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, databaseFile, openDatabase } from './client.ts';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.ts';

const PAGE = 4096;

describe('startWalCheckpointer', () => {
  let dir: string;
  let database: Database_;
  let checkpointer: WalCheckpointer;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-checkpoint-'));
    database = openDatabase(dir);
    checkpointer = startWalCheckpointer(databaseFile(dir), (error) => {
      throw new Error(error);
    });
  });

  afterEach(() => {
    checkpointer.close();
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the log short without a checkpoint on the writer’s thread', async () => {
    // No fallback: only the worker checkpoints.
    database.sqlite.pragma('wal_autocheckpoint = 0');
    database.sqlite.exec('create table filler (body blob)');
    const insert = database.sqlite.prepare('insert into filler (body) values (randomblob(?))');
    const burst = database.sqlite.transaction(() => {
      for (let n = 0; n < 100; n += 1) insert.run(4 * PAGE - 200);
    });
    // 2,400 pages in all, 400 a commit, with pauses the worker checkpoints in.
    for (let n = 0; n < 6; n += 1) {
      burst();
      await sleep(600);
    }
    const wal = statSync(`${databaseFile(dir)}-wal`).size;
    expect(wal).toBeLessThan(1000 * PAGE);
  }, 20_000);

  it('lets go of the database when closed, so the last connection removes the log', () => {
    database.sqlite.exec('create table t (x)');
    checkpointer.close();
    database.close();
    expect(existsSync(`${databaseFile(dir)}-wal`)).toBe(false);
    database = openDatabase(dir);
  });
});
