/**
 * @module
 * Making deleted rows unreadable in the files, not only in queries (decision 017). With
 * `secure_delete` on, SQLite zeroes what a delete frees, but two copies survive it: pages freed
 * or left with garbage before it was on (an install upgraded in place), and the old page images
 * in the write-ahead log, which keeps every page as it was written until the log is reset.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** What `eraseDeletedData` achieved. */
export interface Erasure {
  /** False when the log was not emptied: why is in `deferred`. */
  walEmptied: boolean;
  /** Why the log still holds old pages, when it does. */
  deferred?: string;
}

/**
 * Rewrites the database without free space (VACUUM), then copies the log into it and truncates
 * the log to zero bytes. Call after the deleting commit is durable (a registry `commit()`): the
 * checkpoint moves only synced frames. A reader that still needs old frames (a backup in its
 * read transaction) makes the checkpoint give up after the busy timeout; the old frames then
 * stay in the log until the next erasure or a clean stop, which removes the log.
 *
 * While Litestream replicates (automatic checkpoints off, decision 042) the log is Litestream's
 * to checkpoint: it holds a read transaction on it at all times except during its own
 * checkpoints, so a TRUNCATE here would stall the server for the whole busy timeout and then
 * fail. The checkpoint is left to Litestream, after it has copied the vacuumed pages.
 */
export function eraseDeletedData(db: Db): Erasure {
  db.run(sql`VACUUM`);
  const autocheckpoint = db.get<{ wal_autocheckpoint: number }>(sql`PRAGMA wal_autocheckpoint`);
  if (autocheckpoint?.wal_autocheckpoint === 0)
    return {
      walEmptied: false,
      deferred: 'Litestream checkpoints the write-ahead log while it replicates',
    };
  return truncateLog(db)
    ? { walEmptied: true }
    : { walEmptied: false, deferred: 'a reader held the write-ahead log' };
}

/** Tries again while another checkpoint (the checkpoint worker's) holds the lock for a moment. */
const CHECKPOINT_ATTEMPTS = 100;
const CHECKPOINT_RETRY_MS = 5;
/** An attempt that gave up faster than this met another checkpoint, not a reader's busy wait. */
const LOCK_HELD_MS = 50;

/**
 * Copies the log into the database and truncates it. SQLite refuses a checkpoint at once, busy
 * handler or not, while another connection runs one; the checkpoint worker (db/wal-checkpointer)
 * runs a short one every 250 ms, so meeting it is retried. A reader holding old frames makes an
 * attempt wait out the busy timeout instead, and that is not retried.
 */
function truncateLog(db: Db): boolean {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 1; ; attempt++) {
    const startedAt = performance.now();
    const result = db.get<{ busy: number }>(sql`PRAGMA wal_checkpoint(TRUNCATE)`);
    if (result?.busy === 0) return true;
    const metAnotherCheckpoint = performance.now() - startedAt < LOCK_HELD_MS;
    if (!metAnotherCheckpoint || attempt === CHECKPOINT_ATTEMPTS) return false;
    Atomics.wait(pause, 0, 0, CHECKPOINT_RETRY_MS);
  }
}
