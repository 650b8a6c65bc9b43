/**
 * @module
 * The three servers bench:sync-compare runs, each as its own process on loopback with its own
 * storage: Cubby, the reference y-websocket server with its LevelDB persistence, and Hocuspocus
 * with its SQLite extension. A contender restarts on the same port and data, so clients that
 * reconnect after a crash find it again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@cubby/sync-server/testing/free-port';
import { type Fixture, seedFixture } from '../fixture.ts';
import { type ServerProcess, spawnServer, startServerProcess } from '../server-process.ts';
import { type BenchClient, hocuspocusClient, yWebsocketClient } from './protocol-clients.ts';

/** Writers are staff (read/write on week documents); viewers only read (Cubby: the owner). */
export type Role = 'writer' | 'viewer';

/** One server under test. */
export interface Contender {
  /** Short name for tables. */
  readonly name: string;
  /** Exactly what runs: packages and versions. */
  readonly release: string;
  /** Starts the server, again on the same port and data when it ran before. */
  start(): Promise<ServerProcess>;
  /** A client of `role`; `n` numbers the clients of a role that are open at once. */
  client(docName: string, role: Role, n: number): BenchClient;
}

/** What every contender is started with. */
export interface ContenderOptions {
  /** A fresh directory; each contender keeps its storage in a folder of it. */
  workDir: string;
  /** The core the servers are pinned to, or null. */
  core: number | null;
  startTimeoutMs: number;
}

/** How many clients of each role may be open at once, for Cubby's sessions. */
export interface ClientCounts {
  writers: number;
  viewers: number;
}

const SCRIPTS_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const HOCUSPOCUS_ENTRY = fileURLToPath(new URL('./hocuspocus-server.ts', import.meta.url));

/**
 * Cubby on a data directory seeded with `customers` families (the check-ins name them, so its
 * projections do real work) and one session per client, since a session may hold 32 connections.
 */
export async function cubby(
  options: ContenderOptions,
  seed: { customers: number } & ClientCounts,
): Promise<{ contender: Contender; fixture: Fixture }> {
  const dataDir = path.join(options.workDir, 'cubby');
  const fixture = seedFixture(dataDir, {
    families: seed.customers,
    staff: seed.writers,
    owners: seed.viewers,
  });
  const port = await freePort();
  const contender: Contender = {
    name: 'Cubby',
    release: `Cubby (this repository), yjs ${installedVersion('yjs')}, better-sqlite3 WAL, fsync before broadcast (group commit)`,
    start: () =>
      startServerProcess({ dataDir, core: options.core, timeoutMs: options.startTimeoutMs, port }),
    client(docName, role, n) {
      const tokens = role === 'writer' ? fixture.staffTokens : fixture.ownerTokens;
      const token = tokens[n % tokens.length] as string;
      return yWebsocketClient(`ws://127.0.0.1:${port}/sync`, docName, token, `${role} ${n}`);
    },
  };
  return { contender, fixture };
}

/** The reference server's own executable, with YPERSISTENCE pointing at a LevelDB folder. */
export async function yWebsocketServer(options: ContenderOptions): Promise<Contender> {
  const packageDir = packageRoot('@y/websocket-server');
  const port = await freePort();
  const leveldb = path.join(options.workDir, 'y-websocket-leveldb');
  return {
    name: 'y-websocket',
    release:
      `@y/websocket-server ${installedVersion('@y/websocket-server')}, ` +
      `y-leveldb ${installedVersion('y-leveldb', packageDir)}`,
    start: () =>
      spawnServer(
        {
          argv: [process.execPath, path.join(packageDir, 'src/server.js')],
          cwd: packageDir,
          env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), YPERSISTENCE: leveldb },
          ready: /^running at /,
          port,
        },
        { core: options.core, timeoutMs: options.startTimeoutMs },
      ),
    client: (docName, role, n) =>
      yWebsocketClient(`ws://127.0.0.1:${port}`, docName, null, `${role} ${n}`),
  };
}

/** Hocuspocus with @hocuspocus/extension-sqlite on a database file. */
export async function hocuspocus(options: ContenderOptions): Promise<Contender> {
  const port = await freePort();
  const database = path.join(options.workDir, 'hocuspocus.sqlite');
  const extensionDir = packageRoot('@hocuspocus/extension-sqlite');
  return {
    name: 'Hocuspocus',
    release:
      `@hocuspocus/server ${installedVersion('@hocuspocus/server')}, ` +
      `@hocuspocus/extension-sqlite ${installedVersion('@hocuspocus/extension-sqlite')} ` +
      `(better-sqlite3 ${installedVersion('better-sqlite3', extensionDir)})`,
    start: () =>
      spawnServer(
        {
          argv: [process.execPath, HOCUSPOCUS_ENTRY, database, String(port)],
          cwd: SCRIPTS_DIR,
          env: process.env,
          ready: /^Hocuspocus is listening on port (\d+)/,
        },
        { core: options.core, timeoutMs: options.startTimeoutMs },
      ),
    client: (docName, role, n) =>
      hocuspocusClient(`ws://127.0.0.1:${port}`, docName, `${role} ${n}`),
  };
}

/** The version of a package as installed for `from` (a package folder; the scripts' own). */
function installedVersion(name: string, from = SCRIPTS_DIR): string {
  const manifest = JSON.parse(
    readFileSync(path.join(packageRoot(name, from), 'package.json'), 'utf8'),
  );
  return String(manifest.version);
}

// A package's `exports` may hide its package.json or have no main entry, so this tries the
// one, then walks up from the other.
function packageRoot(name: string, from = SCRIPTS_DIR): string {
  const require = createRequire(path.join(from, 'package.json'));
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    // Not exported; found from the entry below.
  }
  let dir = path.dirname(require.resolve(name));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name)
      return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`cannot find the folder of ${name}`);
}
