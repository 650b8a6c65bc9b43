/**
 * @module
 * The Litestream configuration the launcher writes for `$DATA_DIR/cubby.sqlite` (decision 042).
 * Retention is a trade-off written down there: how far back a point-in-time restore reaches,
 * against how long a deleted family's pages stay in the replica's history.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from '../db/file-modes.ts';
import type { LogLevel } from '../logger.ts';

/** How long the replica keeps history: a Friday's state can still be restored on Monday. */
export const REPLICA_RETENTION = '72h';
/** A fresh snapshot a day, so a restore replays at most a day of log. */
export const SNAPSHOT_INTERVAL = '24h';
/** How often Litestream ships new log frames unless `LITESTREAM_SYNC_INTERVAL` says otherwise. */
export const DEFAULT_SYNC_INTERVAL = '1s';
/** The configuration's file name inside the data directory. */
export const CONFIG_FILE_NAME = 'litestream.yml';

/** What the configuration names. */
export interface ReplicationSetup {
  databaseFile: string;
  replicaUrl: string;
  /** A Go duration: `1s`, `500ms`, `10s`. */
  syncInterval: string;
  /** Cubby's LOG_LEVEL; Litestream logs JSON lines at the nearest level it has. */
  logLevel: LogLevel;
}

/** Litestream's YAML for one database and one replica. */
export function litestreamConfigYaml(setup: ReplicationSetup): string {
  // JSON strings are YAML double-quoted scalars, so any path or URL is quoted safely.
  const quote = (value: string) => JSON.stringify(value);
  return [
    '# Written by sync-server/src/serve.ts at every start (decision 042); edits are overwritten.',
    'logging:',
    `  level: ${quote(setup.logLevel === 'silent' ? 'error' : setup.logLevel)}`,
    '  type: "json"',
    'dbs:',
    `  - path: ${quote(setup.databaseFile)}`,
    '    replicas:',
    `      - url: ${quote(setup.replicaUrl)}`,
    `        sync-interval: ${quote(setup.syncInterval)}`,
    `        retention: ${quote(REPLICA_RETENTION)}`,
    `        snapshot-interval: ${quote(SNAPSHOT_INTERVAL)}`,
    '',
  ].join('\n');
}

/** Where the launcher keeps the configuration, for `litestream generations` and restores too. */
export function litestreamConfigFile(dataDir: string): string {
  return path.join(dataDir, CONFIG_FILE_NAME);
}

/** Writes the configuration into the data directory (private, like the database) and returns its path. */
export function writeLitestreamConfig(dataDir: string, setup: ReplicationSetup): string {
  const file = litestreamConfigFile(dataDir);
  writeFileSync(file, litestreamConfigYaml(setup), { mode: PRIVATE_FILE_MODE });
  return file;
}
