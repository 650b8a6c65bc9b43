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
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '@cubby/sync-server/db/client';
import { type Summary, summarize } from '../percentiles.ts';

/** Bytes of one check-in's update as the app writes it (a visit and the day's attendance). */
const UPDATE_BYTES = 400;

/** Times `commits` durable commits of one update each, in a scratch database under `workDir`. */
export function measureDurableCommit(workDir: string, commits: number): Summary {
  const log = openUpdateLog(workDir);
  try {
    const samples: number[] = [];
    for (let n = 0; n < commits; n += 1) samples.push(log.timedAppend());
    return summarize(samples);
  } finally {
    log.close();
  }
}

/**
 * The same commit paced as a rush step's commits come, one every `intervalMs` of `intervalsMs`
 * (`commits` each): an fsync after the disk has idled costs more than one right after another,
 * which is what the morning rush's quiet steps ask of Cubby. Shown beside the target, not in it.
 */
export async function measurePacedDurableCommits(
  workDir: string,
  intervalsMs: readonly number[],
  commits: number,
): Promise<Map<number, Summary>> {
  const log = openUpdateLog(workDir);
  try {
    const byInterval = new Map<number, Summary>();
    for (const intervalMs of intervalsMs) {
      const samples: number[] = [];
      for (let n = 0; n < commits; n += 1) {
        await sleep(intervalMs);
        samples.push(log.timedAppend());
      }
      byInterval.set(intervalMs, summarize(samples));
    }
    return byInterval;
  } finally {
    log.close();
  }
}

/** A scratch copy of Cubby's update log: appends one update in its own durable commit. */
function openUpdateLog(workDir: string): { timedAppend: () => number; close: () => void } {
  const dir = mkdtempSync(path.join(workDir, 'durable-commit-'));
  const database = openDatabase(dir);
  const append = database.sqlite.prepare(
    'insert into yjs_updates (doc_name, "update") values (?, ?)',
  );
  const update = randomBytes(UPDATE_BYTES);
  return {
    timedAppend: () => {
      const started = performance.now();
      append.run('week:2026-11-16', update);
      return performance.now() - started;
    },
    close: () => {
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
