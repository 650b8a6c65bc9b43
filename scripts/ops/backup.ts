/**
 * @module
 * `bash scripts/backup [DEST]` (or `node scripts/ops/backup.ts [DEST]` where Node 24 is already
 * on the PATH, as in the Docker image): a consistent copy of `$DATA_DIR/cubby.sqlite` taken with
 * SQLite's online backup API while the server keeps running and writing.
 *
 * DEST is a new file, or a directory that receives `cubby-<UTC time>.sqlite`; by default
 * `$DATA_DIR/backups/`. The copy is written beside its destination, checked, then renamed into
 * place, so a DEST that exists is always a whole, intact backup.
 */
import { chmodSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { databaseFile } from '@cubby/sync-server/db/client';
import {
  BACKUPS_DIR,
  ensurePrivateDir,
  PRIVATE_FILE_MODE,
  PRIVATE_UMASK,
  tightenBackupsDir,
} from '@cubby/sync-server/db/file-modes';
import Database from 'better-sqlite3';
import {
  dataDirFromEnv,
  describeSummary,
  fileStamp,
  fsyncPath,
  verifyCubbyDatabase,
} from './database-files.ts';

/** Where the backup goes: DEST as a file, or a timestamped file inside DEST as a directory. */
function destinationFile(dest: string | undefined, dataDir: string): string {
  const target = path.resolve(dest ?? path.join(dataDir, BACKUPS_DIR));
  const isDirectory = dest === undefined || dest.endsWith('/') || isExistingDirectory(target);
  if (!isDirectory) return target;
  // The default folder is Cubby's own, made private even if an older version created it; a
  // folder the operator names keeps the mode it has, or is created private.
  if (dest === undefined && existsSync(target)) tightenBackupsDir(target);
  else if (!existsSync(target)) ensurePrivateDir(target);
  return path.join(target, `cubby-${fileStamp()}.sqlite`);
}

function isExistingDirectory(target: string): boolean {
  return existsSync(target) && statSync(target).isDirectory();
}

/** Copies the live database to `file` and returns what the copy holds. */
async function backUp(source: string, file: string) {
  if (existsSync(file)) throw new Error(`${file} already exists; name a new file`);
  if (!existsSync(path.dirname(file))) ensurePrivateDir(path.dirname(file));
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const db = new Database(source, { fileMustExist: true, timeout: 5_000 });
  db.pragma('secure_delete = ON');
  try {
    // SQLite restarts an online backup whenever another connection writes between two steps,
    // and the server writes several times a second. better-sqlite3 copies 100 pages first;
    // every later step asks for all the pages left, so one step inside one read transaction
    // finishes the copy whatever the server writes meanwhile (WAL readers do not block it).
    await db.backup(partial, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } finally {
    db.close();
  }
  // A self-contained file: no -wal beside it to forget when it is copied elsewhere.
  const copy = new Database(partial);
  copy.pragma('secure_delete = ON');
  copy.pragma('journal_mode = DELETE');
  copy.close();
  // The umask already made it so; a backup is as private as the database whatever started this.
  chmodSync(partial, PRIVATE_FILE_MODE);
  const summary = verifyCubbyDatabase(partial);
  fsyncPath(partial);
  renameSync(partial, file);
  fsyncPath(path.dirname(file));
  return summary;
}

async function main(): Promise<number> {
  // The copy, and any folder made for it, readable by this user alone (decision 017).
  process.umask(PRIVATE_UMASK);
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0] === '--help' || args[0] === '-h') {
    console.error('usage: bash scripts/backup [DEST file or directory]');
    return 2;
  }
  const dataDir = dataDirFromEnv();
  const source = databaseFile(dataDir);
  if (!existsSync(source)) {
    console.error(`backup: no database at ${source} (set DATA_DIR to the server's data folder)`);
    return 1;
  }
  const file = destinationFile(args[0], dataDir);
  try {
    const summary = await backUp(source, file);
    console.log(`Backed up ${source} to ${file} (${describeSummary(summary)})`);
    return 0;
  } catch (error) {
    rmSync(`${file}.partial`, { force: true });
    console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
