/**
 * @module
 * The server as its own process, for tests that kill it: `node sync-server/dist/main.js`, the
 * same built entry the start command and the Docker image run (built by the project's global
 * setup, tests/support/build-server.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../../sync-server/dist/main.js', import.meta.url));
const LISTENING = /Cubby is listening on http:\/\/localhost:(\d+)/;

/** A server process and how it ended. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  wsUrl: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote to stderr so far (its warnings and errors, one JSON line each). */
  stderr(): string;
}

/**
 * Starts the server over `dataDir` and resolves once it listens: on a free port, or on `port`
 * so that clients can reconnect to a restarted process at the same address.
 */
export function spawnServer(
  dataDir: string,
  { port = 0, logLevel = 'error' }: { port?: number; logLevel?: 'error' | 'warn' } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: logLevel },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = LISTENING.exec(stdout);
      if (!match) return;
      clearTimeout(timer);
      const listening = Number(match[1]);
      resolve({
        child,
        port: listening,
        wsUrl: `ws://127.0.0.1:${listening}/sync`,
        exited,
        stderr: () => stderr,
      });
    });
    exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening: ${stderr}`));
    });
  });
}
