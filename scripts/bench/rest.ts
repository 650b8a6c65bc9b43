/**
 * @module
 * `pnpm bench:rest`: the three heaviest reads of the staff and owner screens over a year of
 * history for 100 families, each at a fixed offered rate of 200 requests per second (the target:
 * p99 under 20 ms). The server runs as deployed (its own process, the image's node flags, a log
 * line per request); the load generator is open loop and pinned to another core. The server
 * keeps answers while their data is unchanged (decision 011), so besides repeated reads the
 * table shows reads of a week a tablet is checking children into, whose answers every check-in
 * makes stale, and reads that never repeat (every one computed). Figures, not assertions: the
 * table is printed and written to the `rest` section of docs/benchmarks.md.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { checkIn, checkOut, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { mondayOf, weekDates } from '@cubby/shared/dates';
import { docName } from '@cubby/shared/docs';
import {
  clockStoppedAt,
  facilityClock,
  facilityToday,
  hostTimeZone,
  instantAt,
} from '@cubby/shared/facility-clock';
import { markdownTable, writeBenchmarkSection } from './lib/benchmarks-doc.ts';
import { connectClient, destroyClients, waitForAllSynced } from './lib/clients.ts';
import { canPin, pinProcess } from './lib/cpu-pinning.ts';
import { cpuBetween, sampleCpu } from './lib/cpu-time.ts';
import { signInOver, startDeployedServer } from './lib/deployed-server.ts';
import { type LoadResult, offerLoad } from './lib/http-load.ts';
import { describeMachine } from './lib/machine.ts';
import { summarize } from './lib/percentiles.ts';
import { BENCH_ACCOUNTS, type SeededHistory, seedHistory } from './lib/seed-history.ts';

const FAMILIES = 100;
const WEEKS = 52;
const RATE = 200;
// A second, lighter rate shows the latency of a server that is not saturated.
const LIGHT_RATE = 50;
const WARM_UP_SECONDS = 3;
const SECONDS = 20;
const TARGET_P99_MS = 20;
// The tablet's pace while the writes runs read the week it writes to: a busy morning's door.
const CHECK_INS_PER_SECOND = 4;
const SERVER_CORE = 0;
const GENERATOR_CORE = 1;

/** One measured run: who calls which paths, at what rate, and whether a tablet writes meanwhile. */
interface Run {
  label: string;
  role: 'staff' | 'owner';
  pathOf: (n: number) => string;
  rate: number;
  withCheckIns?: boolean;
}

function runs(history: SeededHistory, thisMonday: string): Run[] {
  const { mondays, customerIds } = history;
  const monday = (n: number) => mondays[n % mondays.length] as string;
  const first = mondays[0] as string;
  const lastFriday = weekDates(mondays.at(-1) as string)[4] as string;
  const thisFriday = weekDates(thisMonday)[4] as string;
  const family = (n: number) => customerIds[n % customerIds.length] as string;
  const weekly = (week: string) => `/api/attendance/weekly?week=${week}`;
  const financial = (week: string) =>
    `/api/financial/weekly?dates=${encodeURIComponent(JSON.stringify(weekDates(week)))}`;
  const report = (customerId: string, to: string) =>
    `/api/customer-report?customerId=${customerId}&startDate=${first}&endDate=${to}`;
  // A parameter the server ignores makes every URL new (warm-up's included): each answer is
  // computed, none repeated.
  let serial = 0;
  const unique = (path: string) => `${path}&request=${serial++}`;
  const reads = [
    {
      label: 'GET /api/attendance/weekly (staff, one of 52 weeks)',
      role: 'staff',
      pathOf: (n: number) => weekly(monday(n)),
      thisWeek: 'GET /api/attendance/weekly (staff, the week being checked into)',
      pathThisWeek: () => weekly(thisMonday),
    },
    {
      label: 'GET /api/financial/weekly (owner, one of 52 weeks)',
      role: 'owner',
      pathOf: (n: number) => financial(monday(n)),
      thisWeek: 'GET /api/financial/weekly (owner, the week being checked into)',
      pathThisWeek: () => financial(thisMonday),
    },
    {
      label: "GET /api/customer-report (owner, a family's whole year)",
      role: 'owner',
      pathOf: (n: number) => report(family(n), lastFriday),
      thisWeek:
        "GET /api/customer-report (owner, a family's year up to the week being checked into)",
      pathThisWeek: (n: number) => report(family(n), thisFriday),
    },
  ] as const;
  return [
    ...reads.flatMap((read) => [
      { label: read.label, role: read.role, pathOf: read.pathOf, rate: RATE },
      { label: read.label, role: read.role, pathOf: read.pathOf, rate: LIGHT_RATE },
    ]),
    ...reads.map((read) => ({
      label: `${read.thisWeek}, ${CHECK_INS_PER_SECOND} check-ins/s`,
      role: read.role,
      pathOf: read.pathThisWeek,
      rate: RATE,
      withCheckIns: true,
    })),
    ...reads.map((read) => ({
      label: `${read.label}, never the same URL`,
      role: read.role,
      pathOf: (n: number) => unique(read.pathOf(n)),
      rate: LIGHT_RATE,
    })),
  ];
}

/** A tablet that writes only while a run asks it to. */
interface Tablet {
  start(): void;
  /** Stops writing; returns how many check-ins and check-outs it wrote since `start`. */
  stop(): number;
  close(): void;
}

/**
 * A tablet at the door: checks each family in on each day of this week (then, on a second
 * round, out) through the week's document over the sync endpoint, on a clock. Every write is a
 * real change, so each one is projected and ends the answers that read this week.
 */
async function openTablet(
  baseUrl: string,
  token: string,
  monday: string,
  customerIds: readonly string[],
): Promise<Tablet> {
  const wsUrl = `${baseUrl.replace('http', 'ws')}/sync`;
  const client = connectClient(wsUrl, docName({ kind: 'week', monday }), token, 'tablet');
  await waitForAllSynced([client], 10_000);
  const days = weekDates(monday);
  let written = 0;
  let writtenAtStart = 0;
  let timer: NodeJS.Timeout | undefined;
  // The bench's server runs without FACILITY_TIME_ZONE: the facility is in the host's zone.
  const at = (date: string, time: string) =>
    clockStoppedAt(hostTimeZone(), instantAt(date, time, hostTimeZone()));
  const write = () => {
    const customerId = customerIds[written % customerIds.length] as string;
    const visit = Math.floor(written / customerIds.length);
    const date = days[visit % days.length] as string;
    if (Math.floor(visit / days.length) % 2 === 0) {
      checkIn(oneWeekDoc(client.doc), at(date, '08:00'), { customerId, visitId: randomUUID() });
    } else {
      checkOut(oneWeekDoc(client.doc), at(date, '16:30'), { customerId });
    }
    written += 1;
  };
  return {
    start() {
      writtenAtStart = written;
      timer = setInterval(write, 1000 / CHECK_INS_PER_SECOND);
    },
    stop() {
      clearInterval(timer);
      return written - writtenAtStart;
    },
    close() {
      clearInterval(timer);
      destroyClients([client]);
    },
  };
}

/** The server's cache counters (GET /api/health). */
async function cacheCounters(baseUrl: string): Promise<{ hits: number; misses: number }> {
  const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as {
    responseCache: { hits: number; misses: number };
  };
  return health.responseCache;
}

/** One read's figures; `serverCpuMs` is the server's CPU time over the measured run. */
function row(
  label: string,
  rate: number,
  result: LoadResult,
  serverCpuMs: number | null,
  hitRate: number | null,
): string[] {
  const latency = summarize(result.latencyMs);
  const ms = (value: number) => value.toFixed(1);
  const lag = summarize(result.sendLagMs);
  const perRequest =
    serverCpuMs === null ? 'n/a' : `${(serverCpuMs / result.latencyMs.length).toFixed(2)} ms`;
  return [
    label,
    `${rate}/s`,
    `${result.completedPerSecond.toFixed(0)}/s`,
    ms(latency.p50),
    `**${ms(latency.p99)}**`,
    ms(latency.max),
    String(result.failures),
    `${(result.meanBytes / 1024).toFixed(1)} KiB`,
    perRequest,
    hitRate === null ? 'n/a' : `${(hitRate * 100).toFixed(1)}%`,
    latency.p99 < TARGET_P99_MS ? 'yes' : `no (+${ms(latency.p99 - TARGET_P99_MS)} ms)`,
    ms(lag.p99),
  ];
}

async function main(): Promise<void> {
  const startedAt = new Date();
  // Counted before pinning, which leaves this process one core.
  const cores = availableParallelism();
  const pinned = canPin() && pinProcess(process.pid, GENERATOR_CORE);
  const machine = describeMachine(
    cores,
    pinned ? `server on core ${SERVER_CORE}, load generator on core ${GENERATOR_CORE}` : 'none',
  );
  console.log(`Seeding ${WEEKS} weeks for ${FAMILIES} families...`);
  const seedStarted = performance.now();
  const history = await seedHistory({ families: FAMILIES, weeks: WEEKS });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const server = await startDeployedServer({
    dataDir: history.dataDir,
    core: pinned ? SERVER_CORE : null,
    accounts: BENCH_ACCOUNTS,
  });
  const rows: string[][] = [];
  try {
    const baseUrl = `http://127.0.0.1:${server.port}`;
    const tokens = {
      staff: await signInOver(baseUrl, 'staff', BENCH_ACCOUNTS.staff),
      owner: await signInOver(baseUrl, 'owner', BENCH_ACCOUNTS.owner),
    };
    const thisMonday = mondayOf(facilityToday(facilityClock(hostTimeZone())));
    const tablet = await openTablet(baseUrl, tokens.staff, thisMonday, history.customerIds);
    try {
      for (const run of runs(history, thisMonday)) {
        const target = { baseUrl, token: tokens[run.role], pathOf: run.pathOf };
        if (run.withCheckIns) tablet.start();
        await offerLoad(target, { ratePerSecond: run.rate, seconds: WARM_UP_SECONDS });
        const before = sampleCpu(server.pid);
        const countersBefore = await cacheCounters(baseUrl);
        const result = await offerLoad(target, { ratePerSecond: run.rate, seconds: SECONDS });
        const cpu = cpuBetween(before, sampleCpu(server.pid)).serverMs;
        const countersAfter = await cacheCounters(baseUrl);
        const wrote = run.withCheckIns ? `, ${tablet.stop()} check-ins` : '';
        const hits = countersAfter.hits - countersBefore.hits;
        const looked = hits + countersAfter.misses - countersBefore.misses;
        rows.push(row(run.label, run.rate, result, cpu, looked === 0 ? null : hits / looked));
        const p99 = summarize(result.latencyMs).p99.toFixed(1);
        console.log(`${run.label} at ${run.rate}/s: p99 ${p99} ms${wrote}`);
      }
    } finally {
      tablet.close();
    }
  } finally {
    await server.stop(10_000);
    rmSync(history.dataDir, { recursive: true, force: true });
  }

  const section = [
    '## REST: the heaviest reads over a year of history',
    '',
    `Written by \`pnpm bench:rest\` on ${startedAt.toISOString().slice(0, 10)}.`,
    '',
    markdownTable(['machine', ''], machine),
    '',
    `History: ${FAMILIES} families, the ${WEEKS} weeks before this one ` +
      `(${history.counts.attendanceDays} attended days, ${history.counts.payments} payments), ` +
      `seeded in ${seedSeconds.toFixed(0)} s through the app's own paths: customers and ` +
      "payments over REST, each week's check-ins, check-outs and corrections through its week " +
      'document and projection. The server ran as deployed: its own process with the Docker ' +
      "image's node flags and `LOG_LEVEL=info` (a log line per request). Each read was offered " +
      `${RATE} requests per second (the target's rate), then ${LIGHT_RATE}, open loop, for ` +
      `${SECONDS} s each after ${WARM_UP_SECONDS} s of ` +
      'warm-up, over keep-alive connections accepting gzip; latency runs from the moment a ' +
      'request was due to the last byte of its answer, in milliseconds. Server CPU per request ' +
      "is the server process's user and system time over the run divided by the answers: " +
      `at ${RATE} requests per second, a read costing more than ${(1000 / RATE).toFixed(0)} ms ` +
      'needs more than the one core the server has, and its queue grows for the whole run.',
    '',
    'The server keeps each answer (gzipped, with an ETag) until any row of its database ' +
      'changes (decision 011). Cache hits is the share of these requests answered from it ' +
      '(GET /api/health counts). ' +
      `The rows "the week being checked into" ran while a tablet checked children into this ` +
      `week's document over the sync endpoint, ${CHECK_INS_PER_SECOND} a second, each one ` +
      'making every cached answer stale (the family reports rotate over 100 URLs, each read ' +
      'less often than a check-in arrives, so none is answered from the cache there); ' +
      '"never the same URL" adds a parameter the server ' +
      'ignores, so every answer is computed and stored: the cost of a read the cache cannot help. ' +
      'The load generator sends no If-None-Match, so no answer here is a 304.',
    '',
    markdownTable(
      [
        'read',
        'offered',
        'answered',
        'p50',
        'p99',
        'max',
        'failed',
        'answer (gzip)',
        'server CPU per request',
        'cache hits',
        `p99 < ${TARGET_P99_MS} ms`,
        'send lag p99',
      ],
      rows,
    ),
  ].join('\n');
  console.log(`\n${section}\n`);
  writeBenchmarkSection('rest', section);
}

await main();
