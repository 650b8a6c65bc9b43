/**
 * @module
 * `pnpm bench:sync-compare`: Cubby's sync server, the reference y-websocket server and
 * Hocuspocus, each started here on loopback, under the same four workloads in one run (the
 * morning rush, 100 to 2,000 connections, a join storm with a kill -9, and a reconnect with
 * offline changes). It prints the `sync` section of docs/benchmarks.md and writes it there.
 *
 *   --quick          the same workloads made small, a minute or two, for development; prints
 *                    the section and leaves docs/benchmarks.md alone
 *   --servers=a,b    only these of cubby, y-websocket, hocuspocus
 *
 * Each workload runs on every server before the next workload starts, so that whatever else the
 * machine is doing weighs on the three alike. It asserts nothing but that the run completed.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mondayOf } from '@cubby/shared/dates';
import { facilityClock, facilityToday, hostTimeZone } from '@cubby/shared/facility-clock';
import { writeBenchmarkSection } from './lib/benchmarks-doc.ts';
import { canPin, pinProcess } from './lib/cpu-pinning.ts';
import { describeMachine } from './lib/machine.ts';
import { connectionLevel } from './lib/sync-compare/connection-sweep.ts';
import {
  type Contender,
  type ContenderOptions,
  cubby,
  hocuspocus,
  yWebsocketServer,
} from './lib/sync-compare/contenders.ts';
import type { WorkloadContext } from './lib/sync-compare/context.ts';
import {
  measureDurableCommit,
  measurePacedDurableCommits,
} from './lib/sync-compare/durable-commit.ts';
import { joinAndCrash } from './lib/sync-compare/join-and-crash.ts';
import { morningRush } from './lib/sync-compare/morning-rush.ts';
import { offlineReconnect } from './lib/sync-compare/offline-reconnect.ts';
import { type Plan, peakClients, planFor, rushIntervalMs } from './lib/sync-compare/plan.ts';
import { type ContenderRun, type Outcome, renderSection } from './lib/sync-compare/section.ts';
import { type ServerSession, withServer } from './lib/sync-compare/server-session.ts';
import { armTripwire } from './lib/tripwire.ts';

const SERVER_CORE = 0;
const GENERATOR_CORE = 1;
const START_TIMEOUT_MS = 30_000;
/** Families in Cubby's database; the check-ins name them in turn. */
const CUSTOMERS = 40;
/** Ends one workload on one server that hangs; the others still run. */
const WORKLOAD_DEADLINE_MS = { full: 8 * 60_000, quick: 2 * 60_000 };
const SERVER_NAMES = ['cubby', 'y-websocket', 'hocuspocus'] as const;
/** Durable commits timed for the one-fsync figure beside the morning rush. */
const DURABLE_COMMITS = { full: 1000, quick: 200 };
// At each rush step's pace: about 8 s in all for the full run's five steps.
const PACED_COMMITS = 40;

type ServerName = (typeof SERVER_NAMES)[number];

let interrupted = false;

async function main(): Promise<number> {
  const { quick, servers } = readArguments();
  const plan = planFor(quick);
  const cores = availableParallelism();
  const pinned = canPin() && pinProcess(process.pid, GENERATOR_CORE);
  const machine = describeMachine(
    cores,
    pinned
      ? `each server on core ${SERVER_CORE}, the load generator on core ${GENERATOR_CORE}`
      : 'none',
  );
  const startedAt = new Date();
  const workDir = mkdtempSync(path.join(tmpdir(), 'cubby-sync-compare-'));
  try {
    const options: ContenderOptions = {
      workDir,
      core: pinned ? SERVER_CORE : null,
      startTimeoutMs: START_TIMEOUT_MS,
    };
    const { contenders, customers } = await prepare(servers, options, plan);
    const runs: ContenderRun[] = contenders.map((contender) => ({
      contender,
      levels: [],
      serverLog: [],
    }));
    const base = mondayOf(facilityToday(facilityClock(hostTimeZone())));
    const run = <T>(
      label: string,
      work: (context: WorkloadContext, session: ServerSession) => Promise<T>,
    ) => runEverywhere(runs, label, plan, { customers, base }, work);

    for (const [contender, outcome] of await run('(1) morning rush', morningRush)) {
      contender.rush = outcome;
    }
    // Right after the rush, on the same disk and under the same neighbours as the servers.
    const durableCommit = measureDurableCommit(
      workDir,
      quick ? DURABLE_COMMITS.quick : DURABLE_COMMITS.full,
    );
    const pacedCommits = await measurePacedDurableCommits(
      workDir,
      plan.rush.perRoomRates.map((rate) => rushIntervalMs(plan, rate)),
      PACED_COMMITS,
    );
    for (const [n, level] of plan.connections.levels.entries()) {
      const outcomes = await run(`(2) ${level} connections`, (context, session) =>
        connectionLevel(context, session, level, n),
      );
      for (const [contender, outcome] of outcomes) contender.levels.push(outcome);
    }
    for (const [contender, outcome] of await run('(3) join storm and kill -9', joinAndCrash)) {
      contender.crash = outcome;
    }
    for (const [contender, outcome] of await run('(4) offline reconnect', offlineReconnect)) {
      contender.offline = outcome;
    }
    if (interrupted) return 130;

    const markdown = renderSection({
      machine,
      plan,
      runs,
      durableCommit,
      pacedCommits,
      startedAt,
      durationMs: Date.now() - startedAt.getTime(),
      loadAverageAtEnd: loadNow(),
    });
    console.log(`\n${markdown}\n`);
    printServerLogs(runs);
    if (quick) console.log('--quick: docs/benchmarks.md was left as it was.');
    else writeBenchmarkSection('sync', markdown);
    return 0;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function readArguments(): { quick: boolean; servers: ServerName[] } {
  const { values } = parseArgs({
    options: { quick: { type: 'boolean', default: false }, servers: { type: 'string' } },
  });
  const servers = (values.servers?.split(',') ?? [...SERVER_NAMES]).map((name) => {
    if (!(SERVER_NAMES as readonly string[]).includes(name)) {
      throw new Error(`unknown server ${name}; choose from ${SERVER_NAMES.join(', ')}`);
    }
    return name as ServerName;
  });
  return { quick: values.quick ?? false, servers };
}

// Cubby's fixture names the customers; without Cubby in the run any ids will do.
async function prepare(
  servers: ServerName[],
  options: ContenderOptions,
  plan: Plan,
): Promise<{ contenders: Contender[]; customers: string[] }> {
  const contenders: Contender[] = [];
  let customers: string[] = Array.from({ length: CUSTOMERS }, () => randomUUID());
  for (const name of servers) {
    if (name === 'cubby') {
      const seeded = await cubby(options, { customers: CUSTOMERS, ...peakClients(plan) });
      customers = seeded.fixture.families.map((family) => family.customerId);
      contenders.push(seeded.contender);
    } else if (name === 'y-websocket') {
      contenders.push(await yWebsocketServer(options));
    } else {
      contenders.push(await hocuspocus(options));
    }
  }
  return { contenders, customers };
}

/**
 * Runs one workload on each contender in turn, each on a freshly started server; a failure is
 * recorded for that contender and the others still run.
 */
async function runEverywhere<T>(
  runs: ContenderRun[],
  label: string,
  plan: Plan,
  shared: { customers: string[]; base: string },
  work: (context: WorkloadContext, session: ServerSession) => Promise<T>,
): Promise<Array<[ContenderRun, Outcome<T>]>> {
  const outcomes: Array<[ContenderRun, Outcome<T>]> = [];
  for (const run of runs) {
    if (interrupted) {
      outcomes.push([run, { ok: false, error: `${label}: interrupted`, loadAverage: loadNow() }]);
      continue;
    }
    const name = run.contender.name;
    const tripwire = armTripwire(
      null,
      plan.quick ? WORKLOAD_DEADLINE_MS.quick : WORKLOAD_DEADLINE_MS.full,
    );
    const context: WorkloadContext = {
      contender: run.contender,
      plan,
      tripwire,
      ...shared,
      log: (line) => console.log(`  ${name}: ${line}`),
    };
    console.log(`${label}: ${name}`);
    try {
      const { result, serverLog } = await withServer(run.contender, tripwire, (session) =>
        work(context, session),
      );
      run.serverLog.push(...serverLog);
      outcomes.push([run, { ok: true, value: result, loadAverage: loadNow() }]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`  ${name}: ${label} failed: ${message}`);
      outcomes.push([run, { ok: false, error: `${label}: ${message}`, loadAverage: loadNow() }]);
    } finally {
      tripwire.disarm();
    }
  }
  return outcomes;
}

function loadNow(): string {
  return loadavg()[0]?.toFixed(2) ?? 'n/a';
}

function printServerLogs(runs: ContenderRun[]): void {
  for (const run of runs) {
    const lines = [...new Set(run.serverLog)];
    if (lines.length === 0) continue;
    console.log(`What ${run.contender.name} logged (warnings and errors, first of each):`);
    for (const line of lines.slice(0, 20)) console.log(`  ${line}`);
  }
}

// Every stock y-websocket provider adds a process 'exit' listener; 2,000 are open at the peak.
process.setMaxListeners(5_000);
process.on('SIGINT', () => {
  interrupted = true;
});
process.exitCode = await main();
