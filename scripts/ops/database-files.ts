/**
 * @module
 * What backup and restore share: which data directory is meant, how to tell whether anything
 * has its database open, how to check a copy before trusting it, and how to make a renamed file
 * durable.
 */
import { closeSync, fsyncSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** The files SQLite keeps beside a WAL-mode database. */
export const SIDE_FILE_SUFFIXES = ['-wal', '-shm'] as const;

/** The data directory the server would use: DATA_DIR, or `./data` like the server's default. */
export function dataDirFromEnv(): string {
  return path.resolve(process.env.DATA_DIR || './data');
}

/** A timestamp that sorts and is safe in a file name: 2026-11-21T11-54-07Z. */
export function fileStamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/** What a Cubby database holds, for the line each command prints. */
export interface DatabaseSummary {
  customers: number;
  documents: number;
  bytes: number;
}

/**
 * Checks that `file` is an intact Cubby database and counts what it holds. Throws with the
 * reason when it is not, so nothing is ever restored from a damaged or foreign file.
 */
export function verifyCubbyDatabase(file: string): DatabaseSummary {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} fails SQLite's integrity check: ${integrity}`);
    const tables = new Set(
      db.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[],
    );
    for (const table of ['__drizzle_migrations', 'customers', 'yjs_snapshots', 'yjs_updates']) {
      if (!tables.has(table))
        throw new Error(`${file} is not a Cubby database (no ${table} table)`);
    }
    const count = (sql: string) => db.prepare(sql).pluck().get() as number;
    return {
      customers: count('select count(*) from customers'),
      documents: count(
        'select count(*) from (select doc_name from yjs_snapshots union select doc_name from yjs_updates)',
      ),
      bytes: count('select page_count * page_size from pragma_page_count, pragma_page_size'),
    };
  } finally {
    db.close();
  }
}

/** "12 customers, 40 documents, 1.2 MiB" */
export function describeSummary({ customers, documents, bytes }: DatabaseSummary): string {
  return `${customers} customers, ${documents} documents, ${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/**
 * Takes the database file for this process alone, or returns null when another connection (a
 * running server, a backup) has it open. A WAL-mode connection holds a shared lock on the file
 * for as long as it is open, so an exclusive lock is refused exactly while one exists; the
 * kernel drops those locks when a process dies, so a killed server does not block a restore.
 * The returned handle keeps the lock until it is closed.
 */
export function lockExclusively(file: string): Database.Database | null {
  const db = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    return db;
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return null;
    throw error;
  }
}

/** Flushes a file, or a directory's entries after a rename, to the disk. */
export function fsyncPath(target: string): void {
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
