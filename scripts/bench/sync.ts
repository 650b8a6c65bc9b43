/**
 * @module
 * `pnpm bench:sync`: how long a parent's confirmation takes to reach every connected staff
 * screen (DESIGN section 5 asks for well under 100 ms on one machine), how many confirmations
 * per second the server fans out, and what the connections cost it in memory. It prints figures
 * and asserts nothing but that the run completed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { mondayOf, todayIso } from '@cubby/shared/dates';
import { docNames } from '@cubby/shared/docs';
import {
  connectClient,
  destroyClients,
  droppedClients,
  type SyncClient,
  waitForAllSynced,
} from './lib/clients.ts';
import { type OnConfirmationSeen, watchConfirmations } from './lib/confirmation-watch.ts';
import { canPin, pinProcess } from './lib/cpu-pinning.ts';
import { cpuBetween, sampleCpu } from './lib/cpu-time.ts';
import { DeliveryTracker } from './lib/delivery-tracker.ts';
import { type Fixture, seedFixture } from './lib/fixture.ts';
import { printMachine, printMemory, printRun, printServerLog } from './lib/report.ts';
import { readRssBytes } from './lib/rss.ts';
import { type ServerProcess, startServerProcess } from './lib/server-process.ts';
import { armTripwire, type Tripwire } from './lib/tripwire.ts';
import { type Parent, type RunResult, runBurst, runPaced } from './lib/workload.ts';

const FAMILIES = 200;
const STAFF = 50;
const SERVER_CORE = 0;
const GENERATOR_CORE = 1;
const START_TIMEOUT_MS = 15_000;
const SYNC_TIMEOUT_MS = 20_000;
const DRAIN_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;
// A normal run takes about 40 s; this only ends one that hangs.
const DEADLINE_MS = 110_000;

/** Connected clients: staff watch the week's confirmations, parents write their own. */
interface Devices {
  all: SyncClient[];
  parents: Parent[];
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-bench-'));
  const clients: SyncClient[] = [];
  let server: ServerProcess | undefined;
  let tripwire: Tripwire | undefined;
  try {
    const cores = availableParallelism();
    const pinned = canPin() && pinProcess(process.pid, GENERATOR_CORE);
    printMachine(
      cores,
      pinned ? `server on core ${SERVER_CORE}, load generator on core ${GENERATOR_CORE}` : 'none',
    );
    const monday = mondayOf(todayIso());
    const fixture = seedFixture(dataDir, { families: FAMILIES, staff: STAFF });
    server = await startServerProcess({
      dataDir,
      core: pinned ? SERVER_CORE : null,
      timeoutMs: START_TIMEOUT_MS,
    });
    tripwire = armTripwire(server, DEADLINE_MS);
    const rssBefore = readRssBytes(server.pid);

    let tracker: DeliveryTracker | null = null;
    const startTracking = () => {
      tracker = new DeliveryTracker(STAFF);
      return tracker;
    };
    const wsUrl = `ws://127.0.0.1:${server.port}/sync`;
    const devices = connectDevices(wsUrl, fixture, monday, (staffIndex) => (id, stamp, at) => {
      tracker?.recordSighting(staffIndex, id, stamp, at);
    });
    clients.push(...devices.all);
    const connectStart = performance.now();
    await tripwire.guard(waitForAllSynced(clients, SYNC_TIMEOUT_MS));
    const connectMs = performance.now() - connectStart;
    console.log(`${clients.length} clients connected and synced in ${connectMs.toFixed(0)} ms\n`);
    // Let the connection storm's awareness traffic and garbage settle before sampling memory.
    await tripwire.guard(sleep(1000));
    const rssConnected = readRssBytes(server.pid);

    const serverPid = server.pid;
    const guard = tripwire.guard;
    const measure = async (run: () => Promise<RunResult>) => {
      const before = sampleCpu(serverPid);
      const result = await guard(run());
      const cpu = cpuBetween(before, sampleCpu(serverPid));
      await guard(sleep(500));
      return { result, cpu };
    };
    const common = { parents: devices.parents, monday, drainTimeoutMs: DRAIN_TIMEOUT_MS };
    const runs = [
      await measure(() =>
        runPaced({
          ...common,
          label: 'Paced: 50 confirmations/s offered (each parent every 4 s), open-loop',
          total: 1000,
          ratePerSecond: 50,
          startTracking,
        }),
      ),
      await measure(() =>
        runPaced({
          ...common,
          label: 'Paced: 200 confirmations/s offered (each parent every 1 s), open-loop',
          total: 2000,
          ratePerSecond: 200,
          startTracking,
        }),
      ),
      await measure(() =>
        runBurst({
          ...common,
          label: `Burst: all ${FAMILIES} parents at once, 3 rounds`,
          rounds: 3,
          pauseMs: 500,
          startTracking,
        }),
      ),
    ];
    const rssEnd = readRssBytes(server.pid);

    for (const { result, cpu } of runs) printRun(result, STAFF, cpu);
    printMemory({
      beforeClients: rssBefore,
      afterConnect: rssConnected,
      atEnd: rssEnd,
      connections: clients.length,
    });
    printServerLog(server.logCounts(), server.logSamples());
    return verdict(
      runs.map((run) => run.result),
      clients,
    );
  } catch (error) {
    console.error(`bench:sync failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    tripwire?.disarm();
    destroyClients(clients);
    if (server) {
      const stopped = await server.stop(STOP_TIMEOUT_MS);
      if (stopped.killed) console.error('the server ignored SIGTERM for 5 s and was killed');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function connectDevices(
  wsUrl: string,
  fixture: Fixture,
  monday: string,
  sightingsOf: (staffIndex: number) => OnConfirmationSeen,
): Devices {
  const all: SyncClient[] = [];
  fixture.staffTokens.forEach((token, index) => {
    const client = connectClient(wsUrl, docNames.confirmations(monday), token, `staff ${index}`);
    watchConfirmations(client.doc, monday, sightingsOf(index));
    all.push(client);
  });
  const parents = fixture.families.map((family): Parent => {
    const name = docNames.family(family.customerId, monday);
    const client = connectClient(wsUrl, name, family.token, family.name);
    all.push(client);
    return { customerId: family.customerId, doc: client.doc, writes: 0, lastStampMs: 0 };
  });
  return { all, parents };
}

// A run only counts if nothing was lost and nobody had to reconnect: a reconnect's resync
// would blur the latency figures.
function verdict(runs: RunResult[], clients: SyncClient[]): number {
  const problems: string[] = [];
  const unseen = runs.reduce((sum, run) => sum + run.unseen, 0);
  if (unseen > 0) problems.push(`${unseen} confirmations never reached every staff client`);
  const dropped = droppedClients(clients);
  if (dropped.length > 0) {
    const codes = [...new Set(dropped.flatMap((client) => client.closes))].join(', ');
    problems.push(`${dropped.length} clients lost their connection (close codes: ${codes})`);
  }
  for (const problem of problems) console.error(`bench:sync failed: ${problem}`);
  return problems.length === 0 ? 0 : 1;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Each stock provider adds a process 'exit' listener in Node; 250 of them are expected here.
process.setMaxListeners(FAMILIES + STAFF + 10);
process.exitCode = await main();
