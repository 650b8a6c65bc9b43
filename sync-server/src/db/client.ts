/**
 * @module
 * Opens the SQLite file, sets it up for durability, and applies migrations.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { SERVER_ROOT } from '../server-root.ts';
import { databaseFile } from './database-file.ts';
import { ensurePrivateFile, tightenDataDir } from './file-modes.ts';
import * as schema from './schema.ts';
import { WalDurability } from './wal-durability.ts';

/** The drizzle handle every module queries through. */
export type Db = BetterSQLite3Database<typeof schema>;

/** An open database: drizzle for queries, the raw handle for pragmas and closing. */
export interface Database_ {
  db: Db;
  sqlite: Database.Database;
  /** Commits that fsync off the event loop, for the document registry. */
  durability: WalDurability;
  close(): void;
}

const MIGRATIONS = path.join(SERVER_ROOT, 'drizzle');

export { databaseFile } from './database-file.ts';

/** How the database is shared with other processes. */
export interface OpenOptions {
  /**
   * Litestream replicates the file and owns its checkpoints (decision 042): SQLite's automatic
   * checkpoint is turned off on this connection, and Litestream checkpoints after it has copied
   * the log.
   */
  replicated?: boolean;
}

/**
 * Makes every transaction on `db` begin with SQLite's write lock (`BEGIN IMMEDIATE`) unless it
 * asks otherwise. drizzle begins them deferred: a transaction that reads first takes the write
 * lock only at its first write, and SQLite does not wait for a lock it upgrades to: it answers
 * SQLITE_BUSY at once, whatever `busy_timeout` says. Another process that writes briefly (under
 * replication, Litestream takes the write lock every second to copy the log, and again to
 * checkpoint it: decision 042) then failed any such transaction that met it. Taken at `BEGIN`,
 * the lock is waited for under the busy timeout like any other (decision 066).
 */
function takeWriteLockFirst(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    transaction(run, { behavior: 'immediate', ...config })) as Db['transaction'];
  return db;
}

/** Opens (creating if needed) the database in `dataDir` and brings its schema up to date. */
export function openDatabase(dataDir: string, options: OpenOptions = {}): Database_ {
  // Readable by this user alone, including an install from before that had 0755 and 0644.
  tightenDataDir(dataDir);
  const file = databaseFile(dataDir);
  ensurePrivateFile(file);
  const sqlite = new Database(file);
  // WAL lets reads run beside the writer; FULL syncs the WAL on every commit, so an update is
  // on disk before any client is told about it (DESIGN section 5). The document registry's
  // commits sync the same way, only off the event loop (wal-durability.ts).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // What is deleted is overwritten with zeros, in its page and in pages that fall free: a
  // deleted family's data does not linger in the file (decision 017).
  sqlite.pragma('secure_delete = ON');
  if (options.replicated) sqlite.pragma('wal_autocheckpoint = 0');
  const db = takeWriteLockFirst(drizzle({ client: sqlite, schema }));
  migrate(db, { migrationsFolder: MIGRATIONS });
  const durability = new WalDurability(sqlite, file);
  return {
    db,
    sqlite,
    durability,
    close() {
      durability.close();
      sqlite.close();
    },
  };
}
