/**
 * @module
 * Starts one Cubby process: the core (SQLite, accounts, documents, HTTP app) and the sync
 * endpoint on one port, and stops it cleanly (stop accepting, store, compact, close).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostTimeZone } from '@cubby/shared/facility-clock';
import { createAdaptorServer } from '@hono/node-server';
import { deleteExpiredSessions } from './auth/sessions.ts';
import { forgetStaleDevices } from './auth/sign-in-devices.ts';
import { createCore } from './core.ts';
import type { Db } from './db/client.ts';
import type { AppConfig } from './http/route-deps.ts';
import { createLogger, type Logger } from './logger.ts';
import type { AccountsSetup, GeneratedCredentials } from './services/accounts.ts';
import type { DemoSummary } from './services/demo-roster.ts';
import { DOC_BYTE_BOUNDS } from './sync/doc-bounds.ts';
import type { DocRegistry, RegistryOptions } from './sync/doc-registry.ts';
import type { DocStore } from './sync/doc-store.ts';
import { attachSyncEndpoint, type EndpointLimits } from './sync/sync-endpoint.ts';

/** Sync tuning; the defaults suit a day-care's few dozen devices. */
export interface SyncOptions extends RegistryOptions, EndpointLimits {}

/** The defaults of every sync limit. */
export const DEFAULT_SYNC_OPTIONS: SyncOptions = {
  idleUnloadMs: 30_000,
  compactAfterUpdates: 500,
  maxDocBytes: DOC_BYTE_BOUNDS,
  maxMessageBytes: 2 * 1024 * 1024,
  maxBufferedBytes: 8 * 1024 * 1024,
  heartbeatMs: 30_000,
  maxConnectionsPerSession: 32,
  // Decision 067: a device at the desk holds about ten documents; a person, a few devices.
  maxConnectionsPerPerson: 64,
  maxPresenceStateBytes: 1024,
  maxPresenceDocBytes: 64 * 1024,
};

/** Accounts for tests and tools that do not care which: fixed usernames, generated passwords. */
export const DEFAULT_ACCOUNTS: AccountsSetup = { staffUsername: 'staff', ownerUsername: 'owner' };

/** How to start a server. */
export interface ServerOptions {
  port: number;
  /** Interface to listen on; all of them when absent (the Docker image needs that). */
  host?: string;
  dataDir: string;
  webDir?: string;
  log?: Logger;
  sync?: Partial<SyncOptions>;
  accounts?: AccountsSetup;
  config?: Partial<Omit<AppConfig, 'customerDefaultPassword'>>;
  /** Loads the demo roster into an empty database. */
  seedDemo?: boolean;
  /** The replica Litestream streams the database to (decision 042), when it does. */
  replicaUrl?: string | undefined;
}

/** A running server. */
export interface RunningServer {
  port: number;
  /** http://host:port, for clients in tests and scripts. */
  url: string;
  db: Db;
  registry: DocRegistry;
  store: DocStore;
  config: AppConfig;
  /** Passwords this start generated, to print once. */
  generated: GeneratedCredentials;
  /** What the demo seed created, if it ran. */
  demo: DemoSummary | null;
  /** Stops accepting, closes every connection, stores and compacts documents, closes SQLite. */
  close(): Promise<void>;
}

const EXPIRED_SESSION_SWEEP_MS = 60 * 60 * 1000;

/** Starts a server and resolves once it listens. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? createLogger('info');
  const sync = { ...DEFAULT_SYNC_OPTIONS, ...options.sync };
  const core = await createCore({
    dataDir: options.dataDir,
    log,
    registry: sync,
    accounts: options.accounts ?? DEFAULT_ACCOUNTS,
    config: {
      businessName: 'Cubby Day Care',
      facilityTimeZone: hostTimeZone(),
      trustedProxies: 0,
      ...options.config,
    },
    webDir: options.webDir,
    seedDemo: options.seedDemo,
    replicaUrl: options.replicaUrl,
  });
  const db = core.database.db;

  const server = createAdaptorServer({ fetch: core.app.fetch }) as Server;
  const endpoint = attachSyncEndpoint(server, {
    db,
    registry: core.registry,
    limits: sync,
    log,
    clock: core.clock,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  const sweepExpired = () => {
    deleteExpiredSessions(db);
    forgetStaleDevices(db);
  };
  sweepExpired();
  const sweep = setInterval(sweepExpired, EXPIRED_SESSION_SWEEP_MS);
  sweep.unref();

  let closing: Promise<void> | undefined;
  return {
    port,
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    db,
    registry: core.registry,
    store: core.store,
    config: core.config,
    generated: core.generated,
    demo: core.demo,
    close() {
      closing ??= (async () => {
        clearInterval(sweep);
        endpoint.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        core.close();
      })();
      return closing;
    },
  };
}
