/**
 * @module
 * What one fsync costs on this disk, measured in the same run as the servers: one update of a
 * check-in's size appended to Cubby's update log, each in its own durable commit (Cubby's
 * database and pragmas, WAL with `synchronous=FULL`, so SQLite fsyncs the log in every commit).
 * The morning rush's target allows Cubby the reference server's latency plus 1 ms plus this.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@cubby/sync-server/db/client';
import { type Summary, summarize } from '../percentiles.ts';

/** Bytes of one check-in's update as the app writes it (a visit and the day's attendance). */
const UPDATE_BYTES = 400;

/** Times `commits` durable commits of one update each, in a scratch database under `workDir`. */
export function measureDurableCommit(workDir: string, commits: number): Summary {
  const dir = mkdtempSync(path.join(workDir, 'durable-commit-'));
  const database = openDatabase(dir);
  try {
    const append = database.sqlite.prepare(
      'insert into yjs_updates (doc_name, "update") values (?, ?)',
    );
    const update = randomBytes(UPDATE_BYTES);
    const samples: number[] = [];
    for (let n = 0; n < commits; n += 1) {
      const started = performance.now();
      append.run('week:2026-11-16', update);
      samples.push(performance.now() - started);
    }
    return summarize(samples);
  } finally {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
