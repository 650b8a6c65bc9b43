/**
 * @module
 * Cubby as an operator runs it: `node sync-server/dist/main.js` (built by the project's global
 * setup, as the image and `scripts/start.sh` build it) in its own process, configured by
 * the environment, with every line it logs kept for the test to read. Also runs the operator's
 * commands (scripts/backup, scripts/restore) the way a shell would.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The repository root, where the operator's commands run. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LISTENING = /Cubby is listening on http:\/\/localhost:(\d+)/;

/** Account passwords given through the environment, as a deployment would. */
export const ACCOUNTS = {
  staff: { username: 'staff', password: 'ops-staff-password-1' },
  owner: { username: 'owner', password: 'ops-owner-password-1' },
  customerDefault: 'ops-welcome-password-1',
} as const;

const ACCOUNTS_ENV = {
  STAFF_USERNAME: ACCOUNTS.staff.username,
  STAFF_PASSWORD: ACCOUNTS.staff.password,
  OWNER_USERNAME: ACCOUNTS.owner.username,
  OWNER_PASSWORD: ACCOUNTS.owner.password,
  CUSTOMER_DEFAULT_PASSWORD: ACCOUNTS.customerDefault,
};

/** A running server process. */
export interface CubbyProcess {
  dataDir: string;
  url: string;
  wsUrl: string;
  /** Every line written to stdout or stderr so far. */
  lines(): string[];
  /** SIGTERM, as `docker stop` sends it; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL to the process and everything under it (Litestream, the server), as a lost machine. */
  killTree(): Promise<void>;
}

/**
 * What to start: the built server, or the built launcher the Docker image runs (serve.js); or the
 * source that `pnpm dev` runs.
 */
export type CubbyEntry =
  | 'sync-server/dist/main.js'
  | 'sync-server/dist/serve.js'
  | 'sync-server/src/main.ts';

/** A fresh folder under the system's temp directory. */
export function makeTempDir(prefix = 'cubby-ops-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** Starts the server over `dataDir` on a free port and resolves once it listens. */
export function startCubby(
  dataDir: string,
  env: Record<string, string> = {},
  entry: CubbyEntry = 'sync-server/dist/main.js',
): Promise<CubbyProcess> {
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...ACCOUNTS_ENV, DATA_DIR: dataDir, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail('did not listen within 30 s'), 30_000);
    function fail(why: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`the server ${why}:\n${lines.slice(-20).join('\n')}`));
    }
    exited.then((code) => fail(`exited with ${code} before listening`));
    collectLines(child, lines, (line) => {
      const port = LISTENING.exec(line)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({
        dataDir,
        url: `http://127.0.0.1:${port}`,
        wsUrl: `ws://127.0.0.1:${port}/sync`,
        lines: () => [...lines],
        stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return exited;
        },
        async killTree() {
          const pids = child.pid === undefined ? [] : [child.pid, ...descendantsOf(child.pid)];
          // The deepest first, so no process outlives its parent to do more work.
          for (const pid of pids.reverse()) {
            try {
              process.kill(pid, 'SIGKILL');
            } catch {
              // Already gone.
            }
          }
          await exited;
        },
      });
    });
  });
}

/** Every process under `pid`, children before grandchildren, from /proc (Linux). */
function descendantsOf(pid: number): number[] {
  const found: number[] = [];
  const queue = [pid];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${next}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = readFileSync(`/proc/${next}/task/${task}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.trim().split(/\s+/).filter(Boolean).map(Number)) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

// Reads both pipes to the end: a pipe nobody drains would block the server's writes.
function collectLines(child: ChildProcess, into: string[], onLine: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      into.push(line);
      onLine(line);
    });
  }
}

/** How an operator's command ended. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command from the repository root with extra environment; never throws on failure. */
export function runCommand(
  file: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
