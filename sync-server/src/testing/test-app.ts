/**
 * @module
 * The whole app in-process over a real SQLite file, for route tests (`app.request`): known
 * account passwords, tokens for each role, and families with parent logins.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createSession, type SessionPrincipal } from '../auth/sessions.ts';
import { type Core, type CoreOptions, createCore } from '../core.ts';
import type { Db } from '../db/client.ts';
import { accounts, contacts, customerLogins, customers, families } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { DEFAULT_SYNC_OPTIONS } from '../server.ts';
import { hashPassword } from '../services/passwords.ts';
import { TEST_TIME_ZONE } from './facility-time.ts';

/** The passwords the test app's accounts are created with. */
export const TEST_PASSWORDS = {
  staff: 'staff-password-1',
  owner: 'owner-password-1',
  customerDefault: 'welcome-1',
} as const;

/** A family made for a test: its one child, its parent login and a signed-in parent token. */
export interface TestFamily {
  customerId: string;
  familyId: string;
  contactId: string;
  loginId: string;
  username: string;
  token: string;
}

/** The app in-process, with helpers. */
export interface TestApp {
  core: Core;
  db: Db;
  dataDir: string;
  /** Tokens of the signed-in staff and owner accounts. */
  tokens: { staff: string; owner: string };
  /** Ids of the staff and owner accounts. */
  accountIds: { staff: string; owner: string };
  /** Sends a request; `body` is sent as JSON, `rawBody` as is. */
  request(
    method: string,
    url: string,
    options?: {
      body?: unknown;
      rawBody?: string;
      token?: string;
      headers?: Record<string, string>;
    },
  ): Promise<Response>;
  /** Adds a customer with a parent login; `passwordChanged: false` leaves the forced change due. */
  addFamily(
    name: string,
    options?: { passwordChanged?: boolean; hourlyRateCents?: number },
  ): Promise<TestFamily>;
  close(): void;
}

const quiet: Logger = { info() {}, warn() {}, error() {} };

/** Builds the app over a fresh data directory. */
export async function createTestApp(
  options: {
    log?: Logger;
    config?: Partial<CoreOptions['config']>;
    /** Sync timings; a test that compares the database over a long run keeps documents loaded. */
    registry?: Partial<CoreOptions['registry']>;
    /** A built web app to serve beside the API. */
    webDir?: string;
    /** The environment's shared first password; null for a server without one. */
    customerDefaultPassword?: string | null;
    /** How the mail outbox polls and retries (with `config.smtpUrl`). */
    mailTiming?: CoreOptions['mailTiming'];
    /**
     * A data directory to open instead of a fresh one, to start the app again over what an
     * earlier one left (that one closed first); `close` then leaves it for the caller to remove.
     */
    dataDir?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'cubby-app-'));
  const core = await createCore({
    dataDir,
    log: options.log ?? quiet,
    registry: { ...DEFAULT_SYNC_OPTIONS, ...options.registry },
    accounts: {
      staffUsername: 'staff',
      staffPassword: TEST_PASSWORDS.staff,
      ownerUsername: 'owner',
      ownerPassword: TEST_PASSWORDS.owner,
      customerDefaultPassword:
        options.customerDefaultPassword === null
          ? undefined
          : (options.customerDefaultPassword ?? TEST_PASSWORDS.customerDefault),
    },
    config: {
      businessName: 'Little Acorns Day Care',
      facilityTimeZone: TEST_TIME_ZONE,
      trustedProxies: 0,
      ...options.config,
    },
    webDir: options.webDir,
    mailTiming: options.mailTiming,
  });
  const db = core.database.db;
  const issue = (principal: SessionPrincipal) => createSession(db, principal).token;
  const accountId = (role: 'staff' | 'owner') =>
    db.select({ id: accounts.id }).from(accounts).where(eq(accounts.role, role)).get()?.id ?? '';
  const accountIds = { staff: accountId('staff'), owner: accountId('owner') };
  const tokens = {
    staff: issue({ role: 'staff', subject: accountIds.staff }),
    owner: issue({ role: 'owner', subject: accountIds.owner }),
  };

  return {
    core,
    db,
    dataDir,
    tokens,
    accountIds,
    request(method, url, { body, rawBody, token, headers = {} } = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      const all = init.headers as Record<string, string>;
      if (token) all.Authorization = `Bearer ${token}`;
      if (body !== undefined || rawBody !== undefined) {
        all['Content-Type'] ??= 'application/json';
        init.body = rawBody ?? JSON.stringify(body);
      }
      return Promise.resolve(core.app.request(url, init));
    },
    async addFamily(name, { passwordChanged = true, hourlyRateCents = 1250 } = {}) {
      const customerId = randomUUID();
      const familyId = randomUUID();
      const contactId = randomUUID();
      const loginId = randomUUID();
      const username = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${loginId.slice(0, 4)}`;
      db.insert(families).values({ id: familyId, name }).run();
      db.insert(customers).values({ id: customerId, familyId, name, hourlyRateCents }).run();
      db.insert(contacts)
        .values({ id: contactId, familyId, name: `Parent of ${name}`, isGuardian: true })
        .run();
      db.insert(customerLogins)
        .values({
          id: loginId,
          familyId,
          contactId,
          username,
          passwordHash: await hashPassword(TEST_PASSWORDS.customerDefault),
          requiresPasswordChange: !passwordChanged,
        })
        .run();
      const token = createSession(db, { role: 'customer', subject: loginId, familyId }).token;
      return { customerId, familyId, contactId, loginId, username, token };
    },
    close() {
      core.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
