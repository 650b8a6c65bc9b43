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
  /** False when a reader (a backup running) kept the log from being emptied; see below. */
  walEmptied: boolean;
}

/**
 * Rewrites the database without free space (VACUUM), then copies the log into it and truncates
 * the log to zero bytes. Call after the deleting commit is durable (a registry `commit()`): the
 * checkpoint moves only synced frames. A reader that still needs old frames (a backup in its
 * read transaction) makes the checkpoint give up after the busy timeout; the old frames then
 * stay in the log until the next erasure or a clean stop, which removes the log.
 */
export function eraseDeletedData(db: Db): Erasure {
  db.run(sql`VACUUM`);
  const result = db.get<{ busy: number }>(sql`PRAGMA wal_checkpoint(TRUNCATE)`);
  return { walEmptied: result?.busy === 0 };
}
