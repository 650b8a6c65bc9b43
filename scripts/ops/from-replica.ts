/**
 * @module
 * Restoring from Litestream's replica (decision 042): what `scripts/restore` is asked to do, and
 * `litestream restore` into a file beside the database, which restore.ts then checks and swaps
 * in as it does a backup.
 */
import { execFile } from 'node:child_process';
import { litestreamBinary } from '@cubby/sync-server/replication/litestream-binary';
import { type GenerationRow, parseGenerations } from '@cubby/sync-server/replication/replica-lag';
import { redactReplicaUrl, replicaUrlProblem } from '@cubby/sync-server/replication/replica-url';
import Database from 'better-sqlite3';

/** What the command line asks for, or why it cannot be done (`problem` empty: show the usage). */
export type RestoreRequest =
  | { kind: 'backup'; file: string }
  | { kind: 'replica'; url: string; timestamp: string | undefined }
  | { problem: string };

// A date, a time and a zone: a time without a zone would mean whichever zone the shell is in.
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads `scripts/restore`'s arguments; `defaultUrl` is LITESTREAM_REPLICA_URL. */
export function parseRestoreArgs(
  args: readonly string[],
  defaultUrl: string | undefined,
): RestoreRequest {
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) return { problem: '' };
  if (args[0] !== '--from-replica') {
    if (args.length !== 1 || args[0]?.startsWith('-')) return { problem: '' };
    return { kind: 'backup', file: args[0] ?? '' };
  }
  let url: string | undefined;
  let timestamp: string | undefined;
  for (let i = 1; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--timestamp') {
      timestamp = args[++i];
      if (timestamp === undefined)
        return { problem: '--timestamp needs a moment, such as 2026-11-21T09:30:00Z' };
    } else if (arg.startsWith('-') || url !== undefined) {
      return { problem: `unexpected argument ${arg}` };
    } else {
      url = arg;
    }
  }
  url ??= defaultUrl || undefined;
  if (!url) return { problem: 'no replica: name its URL or set LITESTREAM_REPLICA_URL' };
  const problem = replicaUrlProblem(url);
  if (problem) return { problem: `the replica URL ${problem}` };
  if (timestamp !== undefined) {
    const moment = Date.parse(timestamp);
    if (!ISO_MOMENT.test(timestamp) || Number.isNaN(moment) || !isCalendarDate(timestamp))
      return {
        problem: `--timestamp ${timestamp} is not an ISO 8601 moment with a zone, such as 2026-11-21T09:30:00Z`,
      };
    timestamp = new Date(moment).toISOString();
  }
  return { kind: 'replica', url, timestamp };
}

// Date.parse takes 2026-02-30 for 2 March; an operator who typed it meant something else.
function isCalendarDate(timestamp: string): boolean {
  const [year, month, day] = timestamp.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

/**
 * Runs `litestream restore` from `url` (at `timestamp`) into the new file `output`. Litestream
 * only restores a moment inside a generation's span, so a moment after the replica's last change
 * (a quiet evening) would be refused: the state then is the latest, and that is restored.
 */
export async function restoreFromReplica(
  url: string,
  output: string,
  timestamp: string | undefined,
): Promise<string> {
  let note = '';
  try {
    await runLitestream([
      'restore',
      '-o',
      output,
      ...(timestamp ? ['-timestamp', timestamp] : []),
      url,
    ]);
  } catch (error) {
    if (!timestamp) throw failure(url, error);
    const history = historyOf(
      parseGenerations(await runLitestream(['generations', url]).catch(() => '')),
    );
    if (!history) throw failure(url, error);
    if (Date.parse(timestamp) < Date.parse(history.last))
      throw new Error(
        `the replica at ${redactReplicaUrl(url)} holds no state at ${timestamp}: its history runs from ${history.first} to ${history.last}`,
      );
    await runLitestream(['restore', '-o', output, url]).catch((latest) => {
      throw failure(url, latest);
    });
    note = ` (nothing changed after ${history.last}, so its latest state)`;
  }
  // Restored in WAL mode; made one self-contained file like a backup before it is checked.
  const db = new Database(output);
  db.pragma('journal_mode = DELETE');
  db.close();
  return note;
}

function historyOf(rows: readonly GenerationRow[]): { first: string; last: string } | null {
  if (rows.length === 0) return null;
  const starts = rows.map((row) => row.start).sort();
  const ends = rows.map((row) => row.end).sort();
  return { first: starts[0] ?? '', last: ends.at(-1) ?? '' };
}

function failure(url: string, error: unknown): Error {
  const why = error instanceof Error ? error.message : String(error);
  return new Error(`Litestream could not restore from ${redactReplicaUrl(url)}: ${why}`);
}

function runLitestream(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(litestreamBinary(), args, { timeout: 600_000 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      // Litestream's last line says why (`no matching backups found`); drop its log prefix.
      const last = stderr.trim().split('\n').at(-1) ?? '';
      reject(new Error(/error="([^"]+)"/.exec(last)?.[1] ?? (last || error.message)));
    });
  });
}
