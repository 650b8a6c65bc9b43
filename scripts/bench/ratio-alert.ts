/**
 * @module
 * `pnpm bench:ratio-alert`: how long after the change that takes a room out of ratio (or back)
 * every staff tablet has the alert. Issue 19 asks for it within a second of the check-in or the
 * clock-out that caused it. Ten stock y-websocket clients hold the day's alerts document as staff
 * tablets do; each trial is a REST call (the fifth infant checked in, the one staff member
 * clocking out, and the calls that undo each) timed from before the request to the moment each
 * tablet's copy holds the new alert. It prints figures and asserts nothing but that the run
 * completed.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { docNames, listAlerts } from '@cubby/shared/docs';
import { facilityClock, facilityToday, hostTimeZone } from '@cubby/shared/facility-clock';
import { openDatabase } from '@cubby/sync-server/db/client';
import { customers, rooms } from '@cubby/sync-server/db/schema';
import { benchmarkDate, markdownTable, writeBenchmarkSection } from './lib/benchmarks-doc.ts';
import { connectClient, destroyClients, type SyncClient, waitForAllSynced } from './lib/clients.ts';
import { seedFixture } from './lib/fixture.ts';
import { summarize } from './lib/percentiles.ts';
import { printMachine } from './lib/report.ts';
import { type ServerProcess, startServerProcess } from './lib/server-process.ts';

const TABLETS = 10;
const ROUNDS = 20;
const INFANTS = 5;
const START_TIMEOUT_MS = 15_000;
const SYNC_TIMEOUT_MS = 20_000;
const ALERT_TIMEOUT_MS = 10_000;

/** What one trial changes, and the alert kind it should raise. */
interface Trial {
  label: string;
  kind: 'out-of-ratio' | 'back-in-ratio';
  call: () => Promise<Response>;
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-bench-ratio-'));
  let server: ServerProcess | undefined;
  const tablets: SyncClient[] = [];
  const loadAtStart = loadavg()[0] ?? 0;
  try {
    const { infants, staffToken, roomId } = seed(dataDir);
    server = await startServerProcess({ dataDir, core: null, timeoutMs: START_TIMEOUT_MS });
    const base = `http://localhost:${server.port}`;
    const today = facilityToday(facilityClock(hostTimeZone()));
    for (let n = 1; n <= TABLETS; n++) {
      const client = connectClient(
        `ws://localhost:${server.port}/sync`,
        docNames.alerts(today),
        staffToken,
        `tablet ${n}`,
      );
      tablets.push(client);
    }
    await waitForAllSynced(tablets, SYNC_TIMEOUT_MS);
    const post = (route: string, body: unknown) =>
      fetch(`${base}/api/${route}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${staffToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    await expectOk(post('time-clock/in', { roomId }));
    for (const infant of infants.slice(0, INFANTS - 1)) {
      await expectOk(post('sessions/checkin', { customerId: infant }));
    }
    const fifth = infants[INFANTS - 1] as string;
    const trials: Trial[] = [
      {
        label: 'fifth infant checked in',
        kind: 'out-of-ratio',
        call: () => post('sessions/checkin', { customerId: fifth }),
      },
      {
        label: 'fifth infant checked out',
        kind: 'back-in-ratio',
        call: () => post('sessions/checkout', { customerId: fifth }),
      },
      {
        label: 'the one staff member clocks out',
        kind: 'out-of-ratio',
        call: () => post('time-clock/out', {}),
      },
      {
        label: 'the staff member clocks in again',
        kind: 'back-in-ratio',
        call: () => post('time-clock/in', { roomId }),
      },
    ];
    const samples = new Map<string, number[]>(trials.map((trial) => [trial.label, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const trial of trials) {
        const delays = await timeTrial(tablets, trial);
        samples.get(trial.label)?.push(...delays);
      }
    }
    printMachine(availableParallelism(), 'none (server and clients share the cores)');
    const rows = trials.map((trial) => {
      const summary = summarize(samples.get(trial.label) ?? []);
      const ms = (value: number) => value.toFixed(1);
      return [
        trial.label,
        trial.kind,
        String(summary.count),
        ms(summary.p50),
        ms(summary.p99),
        ms(summary.max),
      ];
    });
    const table = markdownTable(['change', 'alert', 'samples', 'p50 ms', 'p99 ms', 'max ms'], rows);
    console.log(`\n${table}`);
    writeBenchmarkSection('ratio-alert', section(table, loadAtStart));
    return 0;
  } catch (error) {
    console.error(
      `bench:ratio-alert failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    destroyClients(tablets);
    await server?.stop(5_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function section(table: string, load: number): string {
  return `## Ratio alerts: from the change to every staff tablet

Written by \`pnpm bench:ratio-alert\` on ${benchmarkDate(new Date())}, ${availableParallelism()} cores, load average ${load.toFixed(2)} at start (about 10 seconds; not part of \`bench:all\`). ${TABLETS} stock y-websocket clients hold the day's \`alerts:{date}\` document as staff tablets do; a 1:4 room holds ${INFANTS} infants and one staff member. Each of ${ROUNDS} rounds makes the four calls below; a call is timed from before the request to the moment each tablet's copy holds the alert the ratio watch wrote in the same commit. Issue 19 asks for under a second.

${table}`;
}

// A 1:4 room with five infants in it and one staff account, written before the server starts.
function seed(dataDir: string) {
  const fixture = seedFixture(dataDir, { families: INFANTS, staff: 1 });
  const roomId = randomUUID();
  const database = openDatabase(dataDir);
  try {
    database.db
      .insert(rooms)
      .values({
        id: roomId,
        name: 'Infants',
        minAgeMonths: 0,
        maxAgeMonths: 12,
        childrenPerStaff: 4,
        maxChildren: 8,
      })
      .run();
    database.db.update(customers).set({ roomId }).run();
  } finally {
    database.close();
  }
  return {
    roomId,
    infants: fixture.families.map((family) => family.customerId),
    staffToken: fixture.staffTokens[0] as string,
  };
}

// The delay until each tablet holds one more alert of the trial's kind than before the call.
async function timeTrial(tablets: SyncClient[], trial: Trial): Promise<number[]> {
  const before = tablets.map((tablet) => countOf(tablet, trial.kind));
  const started = performance.now();
  const arrivals = tablets.map(
    (tablet, index) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${tablet.label}: no ${trial.kind} alert after "${trial.label}"`)),
          ALERT_TIMEOUT_MS,
        );
        const check = () => {
          if (countOf(tablet, trial.kind) <= (before[index] as number)) return;
          clearTimeout(timer);
          tablet.doc.off('update', check);
          resolve(performance.now() - started);
        };
        tablet.doc.on('update', check);
      }),
  );
  await expectOk(trial.call());
  return Promise.all(arrivals);
}

function countOf(tablet: SyncClient, kind: Trial['kind']): number {
  return listAlerts(tablet.doc).filter((alert) => alert.kind === kind).length;
}

async function expectOk(response: Promise<Response>): Promise<void> {
  const answered = await response;
  if (!answered.ok) throw new Error(`${answered.url}: ${answered.status} ${await answered.text()}`);
}

process.exitCode = await main();
