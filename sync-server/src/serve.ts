/**
 * @module
 * What the Docker image starts. Without `LITESTREAM_REPLICA_URL` it is the server itself
 * (`main.ts`, in this process: the same PID, signals and exit codes as before). With it, it
 * writes Litestream's configuration for `$DATA_DIR/cubby.sqlite`, restores from the replica
 * first when `LITESTREAM_RESTORE=1` finds no database, and runs
 * `litestream replicate -exec "node … main.js"`: Litestream supervises the server, so the
 * container is one process tree. SIGTERM goes to Litestream, which passes it to the server; the
 * server stores everything and exits 0, then Litestream ships what is left and exits with it
 * (decision 042).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { databaseFile } from './db/database-file.ts';
import { ensurePrivateDir, PRIVATE_UMASK } from './db/file-modes.ts';
import { type Env, readEnv } from './env.ts';
import { createLogger, type Logger } from './logger.ts';
import { litestreamBinary } from './replication/litestream-binary.ts';
import { writeLitestreamConfig } from './replication/litestream-config.ts';
import { redactReplicaUrl } from './replication/replica-url.ts';

process.umask(PRIVATE_UMASK);
const env = readEnv();

if (env.LITESTREAM_REPLICA_URL) {
  process.exitCode = await replicate(env, env.LITESTREAM_REPLICA_URL, createLogger(env.LOG_LEVEL));
} else {
  await import('./main.ts');
}

async function replicate(env: Env, replicaUrl: string, log: Logger): Promise<number> {
  const dataDir = path.resolve(env.DATA_DIR);
  ensurePrivateDir(dataDir);
  const database = databaseFile(dataDir);
  const config = writeLitestreamConfig(dataDir, {
    databaseFile: database,
    replicaUrl,
    syncInterval: env.LITESTREAM_SYNC_INTERVAL,
    logLevel: env.LOG_LEVEL,
  });
  const binary = litestreamBinary();
  if (env.LITESTREAM_RESTORE) {
    const code = await restoreIfEmpty(binary, config, database, replicaUrl, log);
    if (code !== 0) return code;
  }
  // Litestream takes up a database only once the file exists, and ships nothing at stop for one
  // it has not taken up. Created here, in WAL mode, it is taken up at Litestream's first check
  // (within its first second) instead of at a check after the server's migrations made it.
  createIfMissing(database);
  // The server runs with this process's Node flags (the image's --max-semi-space-size).
  // main sits beside this file, built (dist/main.js) or not (src/main.ts).
  const main = fileURLToPath(new URL(`./main${path.extname(import.meta.url)}`, import.meta.url));
  const server = [process.execPath, ...process.execArgv, main];
  const litestream = spawn(
    binary,
    ['replicate', '-no-expand-env', '-config', config, '-exec', server.map(shellQuote).join(' ')],
    { stdio: 'inherit' },
  );
  // Litestream passes the first SIGTERM or SIGINT to the server and ignores the rest.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => litestream.kill(signal));
  return new Promise((resolve) => {
    litestream.once('error', (error) => {
      log.error('replication.failed', { error: error.message });
      resolve(1);
    });
    litestream.once('exit', (code) => resolve(code ?? 1));
  });
}

// A new container on an empty volume takes the replica's latest state before it serves; with no
// replica yet (the very first start) it starts empty.
function restoreIfEmpty(
  binary: string,
  config: string,
  database: string,
  replicaUrl: string,
  log: Logger,
): Promise<number> {
  const replica = redactReplicaUrl(replicaUrl);
  if (existsSync(database)) {
    log.info('replication.restore-skipped', { why: 'the database exists', replica });
    return Promise.resolve(0);
  }
  const args = ['restore', '-no-expand-env', '-config', config];
  args.push('-if-db-not-exists', '-if-replica-exists', database);
  const restore = spawn(binary, args, { stdio: 'inherit' });
  return new Promise((resolve) => {
    restore.once('error', (error) => {
      log.error('replication.restore-failed', { error: error.message, replica });
      resolve(1);
    });
    restore.once('exit', (code) => {
      if (code !== 0) {
        log.error('replication.restore-failed', { code, replica });
        resolve(code ?? 1);
      } else {
        const restored = existsSync(database);
        log.info(restored ? 'replication.restored' : 'replication.no-replica', { replica });
        resolve(0);
      }
    });
  });
}

function createIfMissing(database: string): void {
  if (existsSync(database)) return;
  const db = new Database(database);
  db.pragma('journal_mode = WAL');
  db.close();
}

// Litestream splits -exec into words as a POSIX shell would: single quotes keep each one whole.
function shellQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}
