/**
 * @module
 * How far the replica trails the database, for `GET /api/health` (decision 042). Litestream's
 * `generations` command compares the database's last change with the newest thing each
 * generation of the replica holds; a watcher runs it every few seconds in the background, so a
 * health request only reads the last answer and never waits on the replica.
 */
import { execFile } from 'node:child_process';

/** What the health answer says about replication. */
export interface ReplicationStatus {
  /** The replica, without credentials or query string. */
  url: string;
  /** How much of the database's newest change the replica lacks, in seconds; null before the first check. */
  lagSeconds: number | null;
  /** When the replica last received anything (second precision, as Litestream prints it). */
  lastReplicatedAt: string | null;
  /** When the lag was last read. */
  checkedAt: string | null;
  /** Why the last check failed, when it did. */
  error?: string;
}

/** One row of `litestream generations`. */
export interface GenerationRow {
  name: string;
  generation: string;
  lagSeconds: number;
  start: string;
  end: string;
}

const UNIT_SECONDS: Record<string, number> = {
  h: 3600,
  m: 60,
  s: 1,
  ms: 1e-3,
  us: 1e-6,
  µs: 1e-6,
  ns: 1e-9,
};

/** Seconds in a Go duration as Litestream prints it: `1.9s`, `-15ms`, `1h2m3.5s`, `0s`. */
export function parseGoDuration(text: string): number | null {
  const match = /^(-?)((?:\d+(?:\.\d+)?(?:h|m|s|ms|us|µs|ns))+)$/.exec(text.trim());
  if (!match) return null;
  let seconds = 0;
  for (const [, amount, unit] of (match[2] ?? '').matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns)/g))
    seconds += Number(amount) * (UNIT_SECONDS[unit ?? 's'] ?? 1);
  return match[1] ? -seconds : seconds;
}

/** The rows of `litestream generations` output; lines that are not rows are skipped. */
export function parseGenerations(output: string): GenerationRow[] {
  const rows: GenerationRow[] = [];
  for (const line of output.split('\n')) {
    const [name, generation, lag, start, end] = line.trim().split(/\s+/);
    if (!name || !generation || !lag || !start || !end || name === 'name') continue;
    const lagSeconds = parseGoDuration(lag);
    if (lagSeconds === null || Number.isNaN(Date.parse(end))) continue;
    rows.push({ name, generation, lagSeconds, start, end });
  }
  return rows;
}

/**
 * The replica's state from its rows: the generation that received data last (a new generation
 * starts when Litestream loses its place, and the old ones stay until retention drops them).
 * A negative lag (the replica's clock ahead of the file's) counts as none.
 */
export function replicaStateOf(
  rows: readonly GenerationRow[],
): { lagSeconds: number; lastReplicatedAt: string } | null {
  const latest = rows.reduce<GenerationRow | null>(
    (best, row) => (!best || Date.parse(row.end) > Date.parse(best.end) ? row : best),
    null,
  );
  if (!latest) return null;
  return { lagSeconds: Math.max(0, latest.lagSeconds), lastReplicatedAt: latest.end };
}

/** Runs `litestream generations` and resolves with its standard output. */
export type RunGenerations = () => Promise<string>;

/** `litestream generations -config FILE DATABASE` with the given binary. */
export function generationsCommand(
  binary: string,
  configFile: string,
  databaseFile: string,
): RunGenerations {
  return () =>
    new Promise((resolve, reject) => {
      execFile(
        binary,
        ['generations', '-no-expand-env', '-config', configFile, databaseFile],
        { timeout: 10_000 },
        (error, stdout, stderr) =>
          error ? reject(new Error(stderr.trim() || error.message)) : resolve(stdout),
      );
    });
}

/** A background check of the replica's lag. */
export interface ReplicaLagWatcher {
  status(): ReplicationStatus;
  stop(): void;
}

/** Checks the lag now and then every `intervalMs`, one check at a time. */
export function watchReplicaLag(
  url: string,
  run: RunGenerations,
  intervalMs = 5_000,
  now: () => Date = () => new Date(),
): ReplicaLagWatcher {
  let status: ReplicationStatus = {
    url,
    lagSeconds: null,
    lastReplicatedAt: null,
    checkedAt: null,
  };
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const state = replicaStateOf(parseGenerations(await run()));
      status = state
        ? { url, ...state, checkedAt: now().toISOString() }
        : {
            url,
            lagSeconds: null,
            lastReplicatedAt: null,
            checkedAt: now().toISOString(),
            error: 'the replica holds no generation yet',
          };
    } catch (error) {
      status = {
        ...status,
        checkedAt: now().toISOString(),
        error: error instanceof Error ? error.message : String(error),
      };
    } finally {
      running = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return {
    status: () => status,
    stop: () => clearInterval(timer),
  };
}
