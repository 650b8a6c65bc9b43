/**
 * @module
 * Cubby started as a deployment starts it, for the benchmarks that measure what a day-care gets:
 * the Docker image's command line (the built server and its node flags) and the default log
 * level, so every request writes its `http.request` line as it would in production. The accounts
 * come from the environment, as there.
 */
import { fileURLToPath } from 'node:url';
import { builtServerEntry } from './built-server.ts';
import { DEPLOYED_NODE_FLAGS, type ServerProcess, spawnServer } from './server-process.ts';

export { DEPLOYED_NODE_FLAGS };

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LISTENING = /Cubby is listening on http:\/\/localhost:(\d+)/;

/** Username and password of one account. */
export interface Account {
  username: string;
  password: string;
}

/** Starts Cubby over `dataDir` on `port` (unset, a free one), pinned to `core` when given. */
export function startDeployedServer(options: {
  dataDir: string;
  core: number | null;
  accounts: { staff: Account; owner: Account };
  /** Node flags instead of the deployed ones. */
  nodeFlags?: readonly string[];
  port?: number;
}): Promise<ServerProcess> {
  return spawnServer(
    {
      argv: [process.execPath, ...(options.nodeFlags ?? DEPLOYED_NODE_FLAGS), builtServerEntry()],
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATA_DIR: options.dataDir,
        PORT: String(options.port ?? 0),
        LOG_LEVEL: 'info',
        STAFF_USERNAME: options.accounts.staff.username,
        STAFF_PASSWORD: options.accounts.staff.password,
        OWNER_USERNAME: options.accounts.owner.username,
        OWNER_PASSWORD: options.accounts.owner.password,
      },
      ready: LISTENING,
    },
    { core: options.core, timeoutMs: 60_000 },
  );
}

/** Signs an account in over REST and returns its session token. */
export async function signInOver(
  baseUrl: string,
  role: 'staff' | 'owner',
  account: Account,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/${role === 'staff' ? 'login' : 'owner-login'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`${role} sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
