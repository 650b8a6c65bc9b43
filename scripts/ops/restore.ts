/**
 * @module
 * `bash scripts/restore BACKUP` (or `node scripts/ops/restore.ts BACKUP`): puts a backup back as
 * `$DATA_DIR/cubby.sqlite`. The server must be stopped first: while anything has the database
 * open this refuses and changes nothing. The database it replaces is kept beside it as
 * `cubby.sqlite.before-restore-<UTC time>`, so a restore can itself be undone. The next start
 * applies any migrations the backup predates. Exit codes: 0 restored, 1 failed (a damaged or
 * foreign backup, say), 2 wrong arguments, 3 refused because the database is open.
 */
import { chmodSync, copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { databaseFile } from '@cubby/sync-server/db/client';
import {
  ensurePrivateDir,
  PRIVATE_FILE_MODE,
  PRIVATE_UMASK,
} from '@cubby/sync-server/db/file-modes';
import type Database from 'better-sqlite3';
import {
  dataDirFromEnv,
  describeSummary,
  fileStamp,
  fsyncPath,
  lockExclusively,
  SIDE_FILE_SUFFIXES,
  verifyCubbyDatabase,
} from './database-files.ts';

class Refused extends Error {}

/**
 * Locks the live database against every other connection and folds its WAL into it, so the file
 * set aside is complete on its own. Null when there is no live database.
 */
function takeLiveDatabase(live: string): Database.Database | null {
  if (!existsSync(live)) return null;
  const db = lockExclusively(live);
  if (!db) {
    throw new Refused(
      `${live} is open in another process: stop the Cubby server (docker stop, systemctl stop, or Ctrl-C) and run the restore again`,
    );
  }
  db.pragma('secure_delete = ON');
  db.pragma('journal_mode = DELETE');
  return db;
}

/** Moves the live database (and any side files) to `aside`; returns whether there was one. */
function setAside(live: string, aside: string): boolean {
  let moved = false;
  for (const suffix of ['', ...SIDE_FILE_SUFFIXES]) {
    if (!existsSync(live + suffix)) continue;
    renameSync(live + suffix, aside + suffix);
    moved = true;
  }
  return moved;
}

// Two restores within a second must not share a name: the second would replace the first's file.
function unusedName(base: string): string {
  let name = base;
  for (let n = 2; existsSync(name); n++) name = `${base}-${n}`;
  return name;
}

function restore(backup: string, dataDir: string): string {
  const summary = verifyCubbyDatabase(backup);
  ensurePrivateDir(dataDir);
  const live = databaseFile(dataDir);
  const incoming = `${live}.restoring`;
  const aside = unusedName(`${live}.before-restore-${fileStamp()}`);

  const lock = takeLiveDatabase(live);
  try {
    rmSync(incoming, { force: true });
    copyFileSync(backup, incoming);
    // A copy takes its source's mode; the database is private whatever the backup's was.
    chmodSync(incoming, PRIVATE_FILE_MODE);
    fsyncPath(incoming);
    const keptPrevious = setAside(live, aside);
    renameSync(incoming, live);
    fsyncPath(dataDir);
    const previous = keptPrevious ? `; the previous database is kept as ${aside}` : '';
    return `Restored ${backup} to ${live} (${describeSummary(summary)})${previous}`;
  } finally {
    lock?.close();
    rmSync(incoming, { force: true });
  }
}

function main(): number {
  process.umask(PRIVATE_UMASK);
  const args = process.argv.slice(2);
  const [backup] = args;
  if (args.length !== 1 || !backup || backup === '--help' || backup === '-h') {
    console.error('usage: bash scripts/restore BACKUP_FILE   (the server must be stopped)');
    return 2;
  }
  try {
    console.log(restore(path.resolve(backup), dataDirFromEnv()));
    return 0;
  } catch (error) {
    console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
    return error instanceof Refused ? 3 : 1;
  }
}

process.exitCode = main();
