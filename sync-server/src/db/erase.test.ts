import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, databaseFile, openDatabase } from './client.ts';
import { eraseDeletedData } from './erase.ts';

const SECRET = 'left-behind-by-an-older-cubby';

describe('eraseDeletedData', () => {
  let dir: string;
  let database: Database_;
  const holdsSecret = (file: string) => {
    try {
      return readFileSync(file).includes(SECRET);
    } catch {
      return false;
    }
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-erase-'));
    database = openDatabase(dir);
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('turns secure_delete on for every connection it opens', () => {
    expect(database.sqlite.pragma('secure_delete', { simple: true })).toBe(1);
    expect(database.sqlite.pragma('encoding', { simple: true })).toBe('UTF-8');
  });

  it('removes rows deleted before secure_delete was on from the file and its WAL', () => {
    // As an install from before: deleting without zeroing, the pages checkpointed into the file.
    database.sqlite.pragma('secure_delete = OFF');
    const insert = database.sqlite.prepare('insert into settings (key, value) values (?, ?)');
    for (let n = 0; n < 50; n++) insert.run(`probe-${n}`, `${SECRET} ${'x'.repeat(2000)}`);
    database.sqlite.prepare("delete from settings where key like 'probe-%'").run();
    database.sqlite.pragma('wal_checkpoint(PASSIVE)');
    const file = databaseFile(dir);
    expect(holdsSecret(file) || holdsSecret(`${file}-wal`)).toBe(true);
    database.sqlite.pragma('secure_delete = ON');

    expect(eraseDeletedData(database.db)).toEqual({ walEmptied: true });
    expect(holdsSecret(file)).toBe(false);
    expect(holdsSecret(`${file}-wal`)).toBe(false);
  });

  it('leaves the checkpoint to Litestream while it replicates, instead of waiting on its reader', () => {
    database.close();
    database = openDatabase(dir, { replicated: true });
    expect(database.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    // Litestream keeps a read transaction open on the log, as this second connection does.
    const reader = new Database(databaseFile(dir));
    reader.exec('BEGIN');
    reader.prepare('select count(*) from settings').get();
    const started = Date.now();
    try {
      expect(eraseDeletedData(database.db)).toEqual({
        walEmptied: false,
        deferred: 'Litestream checkpoints the write-ahead log while it replicates',
      });
      // Not the 5 s busy timeout a TRUNCATE checkpoint would wait for.
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      reader.exec('COMMIT');
      reader.close();
    }
  });
  it('empties the log even while another connection is checkpointing it', async () => {
    // As the checkpoint worker does (db/wal-checkpointer), only without pause: SQLite refuses a
    // second checkpoint at once while one runs, whatever the busy timeout.
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const checkpointing = new Worker(
      `const { workerData } = require('node:worker_threads');
       const db = new (require(workerData.driver))(workerData.file);
       while (Atomics.load(workerData.stop, 0) === 0) db.pragma('wal_checkpoint(PASSIVE)');
       db.close();`,
      {
        eval: true,
        workerData: {
          driver: createRequire(import.meta.url).resolve('better-sqlite3'),
          file: databaseFile(dir),
          stop,
        },
      },
    );
    try {
      const insert = database.sqlite.prepare('insert into settings (key, value) values (?, ?)');
      const outcomes: boolean[] = [];
      for (let round = 0; round < 30; round += 1) {
        for (let row = 0; row < 50; row += 1)
          insert.run(`filler-${round}-${row}`, 'x'.repeat(2000));
        outcomes.push(eraseDeletedData(database.db).walEmptied);
      }
      expect(outcomes.filter((emptied) => !emptied)).toEqual([]);
    } finally {
      Atomics.store(stop, 0, 1);
      await new Promise((resolve) => checkpointing.once('exit', resolve));
    }
  }, 30_000);
});
