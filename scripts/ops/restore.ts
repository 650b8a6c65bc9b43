/**
 * @module
 * `bash scripts/restore BACKUP` (or `node scripts/ops/restore.ts BACKUP`): puts a backup back as
 * `$DATA_DIR/cubby.sqlite`. `bash scripts/restore --from-replica [URL] [--timestamp ISO]` takes
 * it from Litestream's replica instead (URL defaults to `LITESTREAM_REPLICA_URL`): its latest
 * state, or its state at that moment (decision 042). The server must be stopped first: while
 * anything has the database open this refuses and changes nothing. The database it replaces is kept beside it as
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
import { redactReplicaUrl } from '@cubby/sync-server/replication/replica-url';
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
import { parseRestoreArgs, restoreFromReplica } from './from-replica.ts';

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

/**
 * Replaces the live database with what `fetch` writes to the file it is given, once that file
 * passes the checks. `source` names where it came from, for the line printed.
 */
async function restore(
  source: string | (() => string),
  dataDir: string,
  fetch: (incoming: string) => Promise<void>,
): Promise<string> {
  ensurePrivateDir(dataDir);
  const live = databaseFile(dataDir);
  const incoming = `${live}.restoring`;
  const aside = unusedName(`${live}.before-restore-${fileStamp()}`);

  // Taken first: a running server is refused before anything is downloaded or checked.
  const lock = takeLiveDatabase(live);
  try {
    removeWithSideFiles(incoming);
    await fetch(incoming);
    const summary = verifyCubbyDatabase(incoming);
    // A copy takes its source's mode; the database is private whatever the backup's was.
    chmodSync(incoming, PRIVATE_FILE_MODE);
    fsyncPath(incoming);
    const keptPrevious = setAside(live, aside);
    renameSync(incoming, live);
    fsyncPath(dataDir);
    const previous = keptPrevious ? `; the previous database is kept as ${aside}` : '';
    const from = typeof source === 'string' ? source : source();
    return `Restored ${from} to ${live} (${describeSummary(summary)})${previous}`;
  } finally {
    lock?.close();
    removeWithSideFiles(incoming);
  }
}

// Litestream restores into `<file>.tmp` first and renames it; a failed restore leaves it behind.
function removeWithSideFiles(file: string): void {
  for (const base of [file, `${file}.tmp`])
    for (const suffix of ['', ...SIDE_FILE_SUFFIXES]) rmSync(base + suffix, { force: true });
}

/** Copies a backup file (checked first, so a bad one is refused before the lock is taken). */
function copyBackup(backup: string) {
  verifyCubbyDatabase(backup);
  return async (incoming: string) => copyFileSync(backup, incoming);
}

const USAGE = [
  'usage: bash scripts/restore BACKUP_FILE',
  '       bash scripts/restore --from-replica [REPLICA_URL] [--timestamp 2026-11-21T09:30:00Z]',
  '(the server must be stopped; REPLICA_URL defaults to LITESTREAM_REPLICA_URL)',
].join('\n');

async function main(): Promise<number> {
  process.umask(PRIVATE_UMASK);
  const request = parseRestoreArgs(process.argv.slice(2), process.env.LITESTREAM_REPLICA_URL);
  if ('problem' in request) {
    console.error(request.problem ? `restore: ${request.problem}\n${USAGE}` : USAGE);
    return 2;
  }
  try {
    const dataDir = dataDirFromEnv();
    if (request.kind === 'backup') {
      const backup = path.resolve(request.file);
      console.log(await restore(backup, dataDir, copyBackup(backup)));
    } else {
      const { url, timestamp } = request;
      let note = '';
      const source = () =>
        `${redactReplicaUrl(url)}${timestamp ? ` as of ${timestamp}` : ''}${note}`;
      const fetch = async (incoming: string) => {
        note = await restoreFromReplica(url, incoming, timestamp);
      };
      console.log(await restore(source, dataDir, fetch));
    }
    return 0;
  } catch (error) {
    console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
    return error instanceof Refused ? 3 : 1;
  }
}

process.exitCode = await main();
