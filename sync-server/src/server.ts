/**
 * @module
 * Starts one Cubby process: SQLite, the document registry, the HTTP app and the sync endpoint
 * on one port, and stops it cleanly (stop accepting, store, compact, close).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import { deleteExpiredSessions } from './auth/sessions.ts';
import { type Db, openDatabase } from './db/client.ts';
import { createLogger, type Logger } from './logger.ts';
import { DocRegistry, type RegistryOptions } from './sync/doc-registry.ts';
import { DocStore } from './sync/doc-store.ts';
import { documentHooks } from './sync/hooks/index.ts';
import { attachSyncEndpoint, type EndpointLimits } from './sync/sync-endpoint.ts';

/** Sync tuning; the defaults suit a day-care's few dozen devices. */
export interface SyncOptions extends RegistryOptions, EndpointLimits {}

/** The defaults of every sync limit. */
export const DEFAULT_SYNC_OPTIONS: SyncOptions = {
  idleUnloadMs: 30_000,
  compactAfterUpdates: 500,
  maxMessageBytes: 2 * 1024 * 1024,
  maxBufferedBytes: 8 * 1024 * 1024,
  heartbeatMs: 30_000,
  maxConnectionsPerSession: 32,
};

/** How to start a server. */
export interface ServerOptions {
  port: number;
  /** Interface to listen on; all of them when absent (the Docker image needs that). */
  host?: string;
  dataDir: string;
  webDir?: string;
  log?: Logger;
  sync?: Partial<SyncOptions>;
}

/** A running server. */
export interface RunningServer {
  port: number;
  /** http://host:port, for clients in tests and scripts. */
  url: string;
  db: Db;
  registry: DocRegistry;
  store: DocStore;
  /** Stops accepting, closes every connection, stores and compacts documents, closes SQLite. */
  close(): Promise<void>;
}

const EXPIRED_SESSION_SWEEP_MS = 60 * 60 * 1000;

/** Starts a server and resolves once it listens. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? createLogger('info');
  const sync = { ...DEFAULT_SYNC_OPTIONS, ...options.sync };
  const database = openDatabase(options.dataDir);
  const store = new DocStore(database.db);
  const registry = new DocRegistry(database.db, store, documentHooks, sync, log);
  const app = createApp({
    db: database.db,
    log,
    webDir: options.webDir,
    documentsLoaded: () => registry.size,
  });

  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  const endpoint = attachSyncEndpoint(server, { db: database.db, registry, limits: sync, log });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  deleteExpiredSessions(database.db);
  const sweep = setInterval(() => deleteExpiredSessions(database.db), EXPIRED_SESSION_SWEEP_MS);
  sweep.unref();

  let closing: Promise<void> | undefined;
  return {
    port,
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    db: database.db,
    registry,
    store,
    close() {
      closing ??= (async () => {
        clearInterval(sweep);
        endpoint.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        registry.unloadAll();
        database.close();
      })();
      return closing;
    },
  };
}
