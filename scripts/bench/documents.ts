/**
 * @module
 * `pnpm bench:documents`: what a year does to week documents. A day-care of 30 families is
 * simulated for 52 weeks, every staff action (check-in, check-out with the day's cost,
 * corrections, notes) stored as its own update, as tablets send them. Then, per week document:
 * the bytes its update log holds, the bytes of the one snapshot compaction folds it into, and
 * how long a cold document takes to load (target: under 10 ms), from storage and over the sync
 * endpoint of a server running as deployed. Figures, not assertions: printed and written to the
 * `documents` section of docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { mondayOf } from '@cubby/shared/dates';
import { docNames } from '@cubby/shared/docs';
import { facilityClock, facilityToday, hostTimeZone } from '@cubby/shared/facility-clock';
import type { RunningServer } from '@cubby/sync-server';
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { benchmarkDate, markdownTable, writeBenchmarkSection } from './lib/benchmarks-doc.ts';
import { signInOver, startDeployedServer } from './lib/deployed-server.ts';
import { describeMachine } from './lib/machine.ts';
import { type Summary, summarize } from './lib/percentiles.ts';
import { addFamilies, apiAs, BENCH_ACCOUNTS, startWritingServer } from './lib/seed-history.ts';
import { pastMondays, seededRandom, weekEdits } from './lib/simulated-year.ts';

const FAMILIES = 30;
const WEEKS = 52;
const TARGET_LOAD_MS = 10;
/** Storage loads per document: nothing is cached between them, so each is cold. */
const STORAGE_LOADS = 5;

// Folding waits until asked, so that the logs stay whole until the end of the simulated year.
const NEVER_FOLD = { compactAfterUpdates: Number.MAX_SAFE_INTEGER, idleUnloadMs: 60 * 60 * 1000 };

/**
 * Milliseconds to read each document's stored state and build its Y.Doc, as the server's load
 * does, STORAGE_LOADS times over; one load first, unmeasured, so that the figures are of cold
 * documents and not of a cold process compiling Yjs.
 */
function timeStorageLoads(server: RunningServer, names: readonly string[]): number[] {
  timeStorageLoad(server, names[0] as string);
  return Array.from({ length: STORAGE_LOADS }, () =>
    names.map((name) => timeStorageLoad(server, name)),
  ).flat();
}

function timeStorageLoad(server: RunningServer, name: string): number {
  const started = performance.now();
  const { state } = server.store.load(name);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const elapsed = performance.now() - started;
  doc.destroy();
  return elapsed;
}

/** Milliseconds from opening a stock provider on a cold document to its first sync. */
function timeColdOpen(wsUrl: string, name: string, token: string): Promise<number> {
  const doc = new Y.Doc();
  const started = performance.now();
  const provider = new WebsocketProvider(wsUrl, name, doc, {
    params: { token },
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not sync`)), 10_000);
    provider.on('sync', (synced: boolean) => {
      if (!synced) return;
      clearTimeout(timer);
      const elapsed = performance.now() - started;
      provider.destroy();
      doc.destroy();
      resolve(elapsed);
    });
  });
}

/** Simulates the year; returns how many updates each week's document received. */
async function simulateYear(server: RunningServer, mondays: readonly string[]): Promise<number[]> {
  const random = seededRandom(11);
  const families = await addFamilies(await apiAs(server.url, 'staff'), FAMILIES, random);
  return mondays.map((monday) => {
    const edits = weekEdits(monday, families, random);
    for (const edit of edits) {
      server.registry.write({ kind: 'week', monday }, edit);
      server.registry.commit();
    }
    return edits.length;
  });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => value.toFixed(2);
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const latencyRow = (label: string, summary: Summary): string[] => [
  label,
  ms(summary.p50),
  `**${ms(summary.p99)}**`,
  ms(summary.max),
  summary.p99 < TARGET_LOAD_MS ? 'yes' : `no (+${ms(summary.p99 - TARGET_LOAD_MS)} ms)`,
];

async function main(): Promise<void> {
  const startedAt = new Date();
  const machine = describeMachine(availableParallelism(), 'none');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-bench-documents-'));
  const mondays = pastMondays(WEEKS);
  const names = mondays.map((monday) => docNames.week(monday));
  try {
    const writing = await startWritingServer(dataDir, NEVER_FOLD);
    const simulationStarted = performance.now();
    const updates = await simulateYear(writing, mondays);
    const simulationSeconds = (performance.now() - simulationStarted) / 1000;
    const logBytes = names.map((name) => writing.store.storedBytes(name));
    const logLoads = timeStorageLoads(writing, names);
    // Closing unloads every document, which folds each log into one snapshot.
    await writing.close();

    const reading = await startWritingServer(dataDir, NEVER_FOLD);
    const snapshotBytes = names.map((name) => reading.store.storedBytes(name));
    const snapshotLoads = timeStorageLoads(reading, names);
    await reading.close();

    const deployed = await startDeployedServer({ dataDir, core: null, accounts: BENCH_ACCOUNTS });
    const opens: number[] = [];
    try {
      const token = await signInOver(
        `http://127.0.0.1:${deployed.port}`,
        'staff',
        BENCH_ACCOUNTS.staff,
      );
      const wsUrl = `ws://127.0.0.1:${deployed.port}/sync`;
      // This week's document is not among the measured ones: opening it first warms up both
      // processes' code paths.
      await timeColdOpen(
        wsUrl,
        docNames.week(mondayOf(facilityToday(facilityClock(hostTimeZone())))),
        token,
      );
      for (const name of names) opens.push(await timeColdOpen(wsUrl, name, token));
    } finally {
      await deployed.stop(10_000);
    }

    const section = [
      '## Documents over time: a year of week documents',
      '',
      `Written by \`pnpm bench:documents\` on ${benchmarkDate(startedAt)}.`,
      '',
      markdownTable(['machine', ''], machine),
      '',
      `${FAMILIES} families for the ${WEEKS} weeks before this one, simulated in ` +
        `${simulationSeconds.toFixed(0)} s: each check-in, check-out (with the day's cost), ` +
        'time correction, pickup reason and staff note is one update, stored and projected ' +
        `on its own as a tablet's would be: ${mean(updates).toFixed(0)} updates per week ` +
        `on average (${Math.max(...updates)} at most). The server normally folds a log past ` +
        '500 updates and whenever a document unloads; here folding waited until the end, so ' +
        'the log column is the worst case, a week kept loaded and never folded.',
      '',
      markdownTable(
        ['stored per week document', 'mean', 'max'],
        [
          ['update log (before compaction)', kib(mean(logBytes)), kib(Math.max(...logBytes))],
          [
            'one snapshot (after compaction)',
            kib(mean(snapshotBytes)),
            kib(Math.max(...snapshotBytes)),
          ],
        ],
      ),
      '',
      `Loading the ${WEEKS} week documents cold (not in the server's memory; SQLite's pages in ` +
        `the OS cache), in milliseconds: from storage ${STORAGE_LOADS} times each, and over the ` +
        'sync endpoint once each, after one unmeasured load of another document. A new ' +
        "connection adds to the server's load the WebSocket handshake, the session check, the " +
        'sync exchange (the server encodes the whole document for a client that has none of it) ' +
        'and the client building its own copy:',
      '',
      markdownTable(
        ['load', 'p50', 'p99', 'max', `p99 < ${TARGET_LOAD_MS} ms`],
        [
          latencyRow(
            'from storage, unfolded log: read and merge, build the Y.Doc',
            summarize(logLoads),
          ),
          latencyRow('from storage, snapshot: read, build the Y.Doc', summarize(snapshotLoads)),
          latencyRow(
            'stock y-websocket client, new connection until synced (server as deployed)',
            summarize(opens),
          ),
        ],
      ),
    ].join('\n');
    console.log(`\n${section}\n`);
    writeBenchmarkSection('documents', section);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
