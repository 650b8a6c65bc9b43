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
import { setTimeout as sleep } from 'node:timers/promises';
import { mondayOf } from '@cubby/shared/dates';
import { docNames } from '@cubby/shared/docs';
import { facilityClock, facilityToday, hostTimeZone } from '@cubby/shared/facility-clock';
import {
  connectClient,
  destroyClients,
  droppedClients,
  type SyncClient,
  waitForAllSynced,
} from './lib/clients.ts';
import { watchConfirmations } from './lib/confirmation-watch.ts';
import { canPin, pinProcess } from './lib/cpu-pinning.ts';
import { type CpuSample, cpuBetween, sampleCpu } from './lib/cpu-time.ts';
import { DeliveryTracker } from './lib/delivery-tracker.ts';
import { type Fixture, seedFixture } from './lib/fixture.ts';
import { printMachine, printMemory, printNotes, printRun, printServerLog } from './lib/report.ts';
import { readRssBytes } from './lib/rss.ts';
import { type ServerProcess, startServerProcess } from './lib/server-process.ts';
import { armTripwire, type Tripwire } from './lib/tripwire.ts';
import {
  type Parent,
  type RunContext,
  type RunResult,
  runBurst,
  runPaced,
} from './lib/workload.ts';

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

/** What has to be undone at the end, whatever happened. */
interface Resources {
  dataDir: string;
  server?: ServerProcess;
  tripwire?: Tripwire;
  clients: SyncClient[];
}

/** Connected devices: staff watch the week's confirmations, parents write their own. */
interface Devices {
  clients: SyncClient[];
  parents: Parent[];
}

async function main(): Promise<number> {
  const resources: Resources = {
    dataDir: mkdtempSync(path.join(tmpdir(), 'cubby-bench-')),
    clients: [],
  };
  try {
    return await bench(resources);
  } catch (error) {
    console.error(`bench:sync failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await release(resources);
  }
}

async function bench(resources: Resources): Promise<number> {
  const cores = availableParallelism();
  const pinned = canPin() && pinProcess(process.pid, GENERATOR_CORE);
  printMachine(
    cores,
    pinned ? `server on core ${SERVER_CORE}, load generator on core ${GENERATOR_CORE}` : 'none',
  );
  const monday = mondayOf(facilityToday(facilityClock(hostTimeZone())));
  const fixture = seedFixture(resources.dataDir, { families: FAMILIES, staff: STAFF });
  const server = await startServerProcess({
    dataDir: resources.dataDir,
    core: pinned ? SERVER_CORE : null,
    timeoutMs: START_TIMEOUT_MS,
  });
  resources.server = server;
  const tripwire = armTripwire(server, DEADLINE_MS);
  resources.tripwire = tripwire;
  const rssBefore = readRssBytes(server.pid);

  // The staff watchers report to whichever run is measuring at the time.
  let tracker: DeliveryTracker | null = null;
  const devices = connectDevices(`ws://127.0.0.1:${server.port}/sync`, fixture, monday, {
    onSightings: (staff, sightings, at) => tracker?.recordSightings(staff, sightings, at),
  });
  resources.clients.push(...devices.clients);
  await connectAndSettle(devices.clients, tripwire, server.pid);
  const rssConnected = readRssBytes(server.pid);

  const runs = await runAll(tripwire, server.pid, {
    parents: devices.parents,
    monday,
    drainTimeoutMs: DRAIN_TIMEOUT_MS,
    startTracking: () => {
      tracker = new DeliveryTracker(STAFF);
      return tracker;
    },
    signal: tripwire.signal,
  });
  const rssEnd = readRssBytes(server.pid);

  for (const { result, cpu } of runs) printRun(result, STAFF, cpu);
  printMemory({
    beforeClients: rssBefore,
    afterConnect: rssConnected,
    atEnd: rssEnd,
    connections: devices.clients.length,
  });
  printServerLog(server.logCounts(), server.logSamples());
  printNotes(STAFF);
  return verdict(
    runs.map((run) => run.result),
    devices.clients,
  );
}

function connectDevices(
  wsUrl: string,
  fixture: Fixture,
  monday: string,
  watch: { onSightings: DeliveryTracker['recordSightings'] },
): Devices {
  const clients = fixture.staffTokens.map((token, staff) => {
    const client = connectClient(wsUrl, docNames.confirmations(monday), token, `staff ${staff}`);
    watchConfirmations(client.doc, monday, (sightings, at) =>
      watch.onSightings(staff, sightings, at),
    );
    return client;
  });
  const parents = fixture.families.map((family): Parent => {
    const name = docNames.family(family.customerId, monday);
    const client = connectClient(wsUrl, name, family.token, family.name);
    clients.push(client);
    return { customerId: family.customerId, doc: client.doc, writes: 0, lastStampMs: 0 };
  });
  return { clients, parents };
}

// The memory sample after connecting waits a second, for the connection storm's awareness
// traffic and garbage to settle.
async function connectAndSettle(
  clients: SyncClient[],
  tripwire: Tripwire,
  serverPid: number,
): Promise<void> {
  const start = performance.now();
  await tripwire.guard(waitForAllSynced(clients, SYNC_TIMEOUT_MS));
  const connectMs = performance.now() - start;
  const before = sampleCpu(serverPid);
  await tripwire.guard(sleep(1000));
  const idle = cpuBetween(before, sampleCpu(serverPid)).serverMs;
  const idleShare = idle === null ? 'n/a' : `${(idle / 10).toFixed(0)}% of a core`;
  console.log(`${clients.length} clients connected and synced in ${connectMs.toFixed(0)} ms`);
  console.log(`server CPU in the idle second after: ${idleShare}\n`);
}

// Two open-loop rates (the busier one is far beyond what 200 families do on a Monday morning)
// and the worst case, every family at once.
async function runAll(
  tripwire: Tripwire,
  serverPid: number,
  context: RunContext,
): Promise<Array<{ result: RunResult; cpu: CpuSample }>> {
  const measure = async (run: () => Promise<RunResult>) => {
    const before = sampleCpu(serverPid);
    const result = await tripwire.guard(run());
    const cpu = cpuBetween(before, sampleCpu(serverPid));
    await tripwire.guard(sleep(500));
    return { result, cpu };
  };
  return [
    await measure(() =>
      runPaced(context, {
        label: 'Paced: 50 confirmations/s offered (each parent every 4 s), open-loop',
        total: 1000,
        ratePerSecond: 50,
      }),
    ),
    await measure(() =>
      runPaced(context, {
        label: 'Paced: 200 confirmations/s offered (each parent every 1 s), open-loop',
        total: 2000,
        ratePerSecond: 200,
      }),
    ),
    await measure(() =>
      runBurst(context, {
        label: `Burst: all ${FAMILIES} parents at once, 3 rounds`,
        rounds: 3,
        pauseMs: 500,
      }),
    ),
  ];
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

async function release(resources: Resources): Promise<void> {
  resources.tripwire?.disarm();
  destroyClients(resources.clients);
  if (resources.server) {
    const stopped = await resources.server.stop(STOP_TIMEOUT_MS);
    if (stopped.killed) console.error('the server ignored SIGTERM for 5 s and was killed');
  }
  rmSync(resources.dataDir, { recursive: true, force: true });
}

// Each stock provider adds a process 'exit' listener in Node; 250 of them are expected here.
process.setMaxListeners(FAMILIES + STAFF + 10);
process.exitCode = await main();
