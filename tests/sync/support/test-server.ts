/**
 * @module
 * A real Cubby server on a loopback port with its own SQLite file, and helpers to sign people in
 * and add customers the way later REST calls will.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mondayOf } from '@cubby/shared/dates';
import { facilityClock, facilityToday, hostTimeZone } from '@cubby/shared/facility-clock';
import {
  type RunningServer,
  type ServerOptions,
  type SyncOptions,
  startServer,
} from '@cubby/sync-server';
import type { SessionPrincipal } from '@cubby/sync-server/auth/sessions';
import type { Db } from '@cubby/sync-server/db/client';
import { contacts, customerLogins, customers, families } from '@cubby/sync-server/db/schema';
import type { Logger } from '@cubby/sync-server/logger';
import { sessionFor } from '@cubby/sync-server/testing/account-sessions';
import { eq } from 'drizzle-orm';

/** A logged event, as a test can inspect it. */
export interface LoggedEvent {
  level: 'info' | 'warn' | 'error';
  event: string;
  fields: Record<string, unknown>;
}

/** A logger that keeps events in memory instead of printing them. */
export function captureLog(): Logger & { events: LoggedEvent[] } {
  const events: LoggedEvent[] = [];
  const at =
    (level: LoggedEvent['level']) =>
    (event: string, fields = {}) => {
      events.push({ level, event, fields });
    };
  return { events, info: at('info'), warn: at('warn'), error: at('error') };
}

/** A running test server and its data directory. */
export interface TestServer {
  server: RunningServer;
  log: ReturnType<typeof captureLog>;
  dataDir: string;
  wsUrl: string;
  /** Stops the server; `keepData` leaves the directory for a restart. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The Monday of the test server's current week (it runs the facility in the host's zone): a
 * week a family may answer (decision 066).
 */
export function currentMonday(): string {
  return mondayOf(facilityToday(facilityClock(hostTimeZone())));
}

/** A fresh data directory under the system temp folder. */
export function makeDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'cubby-test-'));
}

/** Starts a server on 127.0.0.1, port 0, in a fresh (or given) data directory. */
export async function startTestServer(
  options: { dataDir?: string; sync?: Partial<SyncOptions>; config?: ServerOptions['config'] } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? makeDataDir();
  const log = captureLog();
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    log,
    sync: options.sync,
    config: options.config,
  });
  return {
    server,
    log,
    dataDir,
    wsUrl: `ws://127.0.0.1:${server.port}/sync`,
    async stop({ keepData = false } = {}) {
      await server.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A session token for a principal, as a login would issue. */
export function issueToken(db: Db, principal: SessionPrincipal): string {
  return sessionFor(db, principal);
}

/**
 * A parent's login for a customer and a session token for it; the login still needs its first
 * password changed when `passwordChanged` is false. `contactId` is the guardian it belongs to.
 */
export function signInParent(
  db: Db,
  customerId: string,
  {
    passwordChanged = true,
    isActive = true,
    contactId,
  }: { passwordChanged?: boolean; isActive?: boolean; contactId?: string } = {},
): string {
  const loginId = randomUUID();
  const familyId = familyOfChild(db, customerId);
  db.insert(customerLogins)
    .values({
      id: loginId,
      familyId,
      contactId,
      username: `parent.${loginId.slice(0, 8)}`,
      passwordHash: 'not-used-by-token-sessions',
      requiresPasswordChange: !passwordChanged,
      isActive,
    })
    .run();
  return issueToken(db, { role: 'customer', subject: loginId, familyId });
}

/** A guardian contact of a family, as the family page adds one; returns its id. */
export function addContact(db: Db, familyId: string, fields: { name: string }): string {
  const id = randomUUID();
  db.insert(contacts).values({ id, familyId, name: fields.name, isGuardian: true }).run();
  return id;
}

/** The family a child belongs to. */
export function familyOfChild(db: Db, customerId: string): string {
  const row = db
    .select({ familyId: customers.familyId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .get();
  if (!row?.familyId) throw new Error(`no family for child ${customerId}`);
  return row.familyId;
}

/** Staff, owner and customer tokens for one customer. */
export function signInEveryone(db: Db, customerId: string) {
  return {
    staff: issueToken(db, { role: 'staff', subject: 'staff-1' }),
    owner: issueToken(db, { role: 'owner', subject: 'owner-1' }),
    customer: signInParent(db, customerId),
  };
}

/** Adds a customer row and returns its id. */
export function addCustomer(
  db: Db,
  fields: { name: string; id?: string; hourlyRateCents?: number; defaultMonday?: boolean } = {
    name: 'Ada Lovelace',
  },
): string {
  const id = fields.id ?? randomUUID();
  // A family of one child with the child's id, as the families migration makes them.
  db.insert(families).values({ id, name: fields.name }).run();
  db.insert(customers)
    .values({ ...fields, id, familyId: id })
    .run();
  return id;
}
