/**
 * @module
 * A server under test as its own process. Cubby runs as the Docker image runs it, built (`node
 * --max-semi-space-size=8 sync-server/dist/main.js`); bench:sync-compare starts the reference servers the same way. The
 * bench measures latency and memory from outside, and no server shares an event loop with the
 * clients.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { builtServerEntry } from './built-server.ts';
import { pinnedCommand } from './cpu-pinning.ts';

/** A running server process. */
export interface ServerProcess {
  pid: number;
  port: number;
  /** Settles when the process exits, for whatever reason. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Warning and error lines the server logged, counted by event name. */
  logCounts(): Map<string, number>;
  /** The first lines of each logged event, as evidence. */
  logSamples(): string[];
  /** SIGTERM, then waits for a clean exit; SIGKILL if it takes longer than `timeoutMs`. */
  stop(timeoutMs: number): Promise<{ code: number | null; killed: boolean }>;
  /** SIGKILL, as a crash would: nothing pending gets stored. Resolves once it is gone. */
  kill(): Promise<void>;
}

/** How to start a server and tell that it listens. */
export interface ServerCommand {
  argv: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** A line the server prints on stdout once it listens. */
  ready: RegExp;
  /** The port, when the server is told it rather than printing it as `ready`'s first group. */
  port?: number;
}

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The node flags of the Dockerfile's CMD (and of scripts/start.sh). */
export const DEPLOYED_NODE_FLAGS = ['--max-semi-space-size=8'];
// main.ts prints this line once it listens; scripts and tests read the port from it.
const LISTENING = /Cubby is listening on http:\/\/localhost:(\d+)/;
const SAMPLES_PER_EVENT = 2;

/** Starts Cubby in `dataDir` (on a free port unless given one) and resolves once it listens. */
export function startServerProcess(options: {
  dataDir: string;
  core: number | null;
  timeoutMs: number;
  port?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? 0;
  return spawnServer(
    {
      argv: [process.execPath, ...DEPLOYED_NODE_FLAGS, builtServerEntry()],
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: options.dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
      ready: LISTENING,
    },
    options,
  );
}

/** Starts a server process, pinned to `core` when given, and resolves once it listens. */
export async function spawnServer(
  command: ServerCommand,
  options: { core: number | null; timeoutMs: number },
): Promise<ServerProcess> {
  const [file, ...args] =
    options.core === null ? command.argv : pinnedCommand(options.core, command.argv);
  const child = spawn(file as string, args, {
    cwd: command.cwd,
    env: command.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const log = collectLog(child);
  const printed = await whenReady(child, exited, command.ready, log.tail, options.timeoutMs);
  const port = command.port ?? printed;
  if (port === null) throw new Error(`the server printed no port: ${command.ready}`);
  if (child.pid === undefined) throw new Error('the server process has no pid');
  return {
    pid: child.pid,
    port,
    exited,
    logCounts: log.counts,
    logSamples: log.samples,
    stop: (timeoutMs) => stopProcess(child, exited, timeoutMs),
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

// Both pipes are read to the end for the whole run: a pipe nobody drains fills up and then
// blocks the server's writes to it, which would show up as latency. With BENCH_SERVER_LOG set,
// every line the server writes on either is also appended to that file, to read a run's tails
// afterwards: each request's duration (`http.request`, LOG_LEVEL=info, on stdout) and, with
// SYNC_SLOW_COMMIT_MS, each commit's stages (warnings, on stderr).
function collectLog(child: ChildProcess) {
  const counts = new Map<string, number>();
  const samples: string[] = [];
  const tail: string[] = [];
  const keptLog = process.env.BENCH_SERVER_LOG;
  const kept = keptLog ? createWriteStream(keptLog, { flags: 'a' }) : null;
  if (kept && child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => kept.write(`${line}\n`));
  }
  if (child.stderr) {
    createInterface({ input: child.stderr })
      .on('line', (line) => {
        kept?.write(`${line}\n`);
        tail.push(line);
        if (tail.length > 20) tail.shift();
        const event = eventName(line);
        const seen = counts.get(event) ?? 0;
        counts.set(event, seen + 1);
        if (seen < SAMPLES_PER_EVENT) samples.push(line);
      })
      .on('close', () => kept?.end());
  }
  return { counts: () => counts, samples: () => samples, tail };
}

function eventName(line: string): string {
  try {
    const parsed = JSON.parse(line) as { level?: unknown; event?: unknown };
    return `${String(parsed.level)} ${String(parsed.event)}`;
  } catch {
    return 'unstructured';
  }
}

// Resolves with the ready line's first group as a number (null when it has none).
function whenReady(
  child: ChildProcess,
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
  ready: RegExp,
  stderrTail: string[],
  timeoutMs: number,
): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      const tail = stderrTail.length > 0 ? `\n${stderrTail.join('\n')}` : '';
      reject(new Error(`${why}${tail}`));
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(`the server did not say it listens within ${timeoutMs} ms`);
    }, timeoutMs);
    exited.then(({ code, signal }) => fail(`the server exited on start (${signal ?? code})`));
    if (!child.stdout) return fail('no stdout pipe to the server');
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = ready.exec(line);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1] === undefined ? null : Number(match[1]));
    });
  });
}

async function stopProcess(
  child: ChildProcess,
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
  timeoutMs: number,
): Promise<{ code: number | null; killed: boolean }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return { code: child.exitCode, killed: false };
  }
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  const outcome = await Promise.race([exited, late]);
  clearTimeout(timer);
  if (outcome !== 'late') return { code: outcome.code, killed: false };
  child.kill('SIGKILL');
  const { code } = await exited;
  return { code, killed: true };
}
