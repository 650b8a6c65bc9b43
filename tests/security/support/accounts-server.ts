/**
 * @module
 * The server the sign-in and password replays attack: a real Cubby on a loopback port over its
 * own SQLite file, with the accounts a deployment sets in its environment (known staff and owner
 * passwords, and the spec's shared first password for parents), and the calls the prober made:
 * JSON over HTTP with a bearer token or the cookies a browser would send.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningServer, startServer } from '@cubby/sync-server';
import type { Logger } from '@cubby/sync-server/logger';

/** The accounts the environment gives the server. */
export const ACCOUNTS = {
  staff: { username: 'frontdesk', password: 'frontdesk-password-1' },
  owner: { username: 'owner', password: 'owner-password-1' },
  /** CUSTOMER_DEFAULT_PASSWORD: the spec's shared first password of parents. */
  customerDefault: 'welcome-1',
} as const;

const quiet: Logger = { info() {}, warn() {}, error() {} };

/** A running server and how to stop it. */
export interface AccountsServer {
  server: RunningServer;
  url: string;
  wsUrl: string;
  stop(): Promise<void>;
}

/** Starts a server on 127.0.0.1, port 0, with the accounts above. */
export async function startAccountsServer(
  options: { replicaUrl?: string } = {},
): Promise<AccountsServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-security-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    log: quiet,
    accounts: {
      staffUsername: ACCOUNTS.staff.username,
      staffPassword: ACCOUNTS.staff.password,
      ownerUsername: ACCOUNTS.owner.username,
      ownerPassword: ACCOUNTS.owner.password,
      customerDefaultPassword: ACCOUNTS.customerDefault,
    },
    replicaUrl: options.replicaUrl,
  });
  return {
    server,
    url: server.url,
    wsUrl: `ws://127.0.0.1:${server.port}/sync`,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A request as the prober sent it: JSON, a bearer token or a Cookie header if given. */
export function call(
  base: string,
  method: string,
  apiPath: string,
  options: { token?: string; cookie?: string; body?: unknown } = {},
): Promise<Response> {
  return fetch(`${base}${apiPath}`, {
    method,
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** Signs staff or the owner in with their known password; answers the session token. */
export async function signIn(base: string, role: 'staff' | 'owner'): Promise<string> {
  const route = role === 'staff' ? '/api/login' : '/api/owner-login';
  const response = await call(base, 'POST', route, { body: ACCOUNTS[role] });
  if (!response.ok) throw new Error(`${role} sign-in: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
