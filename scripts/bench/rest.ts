/**
 * @module
 * `pnpm bench:rest [--history=year|five-years|both] [--only=text] [--port=n] [--server-flag=f]
 * [--keep-data] [--reuse=dir]`: the reads of the staff and owner screens
 * over a seeded history, each at a fixed offered rate of 200 requests per second (the target:
 * p99 under 20 ms) and a lighter one. Two histories: a year of 100 families (the `rest` section
 * of docs/benchmarks.md, as before) and five years of 300 families (`rest-history`), each with
 * the three heaviest cached reads (lib/rest-runs.ts) and the newer reads the server computes on
 * every request (a family's ledger and statements, every family's balance, the Activity
 * screen, the ratio history), with the server's start, memory and database size over it. The
 * server runs as deployed (its own process, the image's node flags, a log line per request);
 * the load generator is open loop, in a worker thread, pinned to another core. The server
 * keeps answers of the cached reads while their data is unchanged (decision 011), so besides
 * repeated reads the table shows reads of a week a tablet is checking children into, whose
 * answers every check-in makes stale, and reads that never repeat (every one computed).
 * Figures, not assertions. */
import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
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
import { benchmarkDate, markdownTable, writeBenchmarkSection } from './lib/benchmarks-doc.ts';
import { connectClient, destroyClients, waitForAllSynced } from './lib/clients.ts';
import { canPin, pinProcess } from './lib/cpu-pinning.ts';
import { cpuBetween, sampleCpu } from './lib/cpu-time.ts';
import { DEPLOYED_NODE_FLAGS, signInOver, startDeployedServer } from './lib/deployed-server.ts';
import { type LoadResult, offerLoad } from './lib/http-load.ts';
import { describeMachine } from './lib/machine.ts';
import { summarize } from './lib/percentiles.ts';
import { historyWeekdays, type Run, restRuns } from './lib/rest-runs.ts';
import { formatMiB, readRssBytes } from './lib/rss.ts';
import {
  BENCH_ACCOUNTS,
  type HistoryPlan,
  reuseHistory,
  type SeededHistory,
  seedHistory,
} from './lib/seed-history.ts';
import { countShifts, seedRoomsAndShifts } from './lib/seed-rooms.ts';

/** A history the bench seeds and reads, and the section of docs/benchmarks.md it writes. */
interface Profile {
  name: 'year' | 'five-years';
  section: string;
  title: string;
  plan: Omit<HistoryPlan, 'onWeek'>;
}

const PROFILES: readonly Profile[] = [
  {
    name: 'year',
    section: 'rest',
    title: 'REST: the heaviest reads over a year of history',
    plan: { families: 100, weeks: 52 },
  },
  {
    name: 'five-years',
    section: 'rest-history',
    title: 'REST: the reads over five years of history for 300 families',
    plan: { families: 300, weeks: 5 * 52, familiesPerDoc: 20 },
  },
];
const RATE = 200;
// A second, lighter rate shows the latency of a server that is not saturated.
const LIGHT_RATE = 50;
const WARM_UP_SECONDS = 3;
const SECONDS = 20;
const TARGET_P99_MS = 20;
const TARGET_UNCACHED_MS = 50;
// The tablet's pace while the writes runs read the week it writes to: a busy morning's door.
const CHECK_INS_PER_SECOND = 4;
// Answers not received this long after a run's last send are given up and counted as failed,
// so a read the server cannot keep up with ends its run instead of queueing for an hour.
const DRAIN_SECONDS = 10;
// Answers of a read asked before its answer alone is timed, so that its code is compiled.
const WARM_ANSWERS = 10;
// A read needing more than one and a half cores at its rate is not offered: its queue would take
// longer than the run to drain, and the figure would be the queue, not the read.
const OVERLOAD_MS_PER_SECOND = 1500;
const SERVER_CORE = 0;
const GENERATOR_CORE = 1;

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
      checkIn(oneWeekDoc(client.doc), at(date, '08:00'), {
        customerId,
        visitId: randomUUID(),
        source: 'desk',
      });
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

/** Waits until the server answers its health check within a second. */
async function waitUntilAnswering(baseUrl: string): Promise<void> {
  for (;;) {
    try {
      await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      // Still working through the queue of the run before.
    }
  }
}

/** The server's cache counters (GET /api/health, whose figures only an owner session reads). */
async function cacheCounters(
  baseUrl: string,
  ownerToken: string,
): Promise<{ hits: number; misses: number }> {
  const answer = await fetch(`${baseUrl}/api/health`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
  });
  const health = (await answer.json()) as {
    responseCache: { hits: number; misses: number };
  };
  return health.responseCache;
}

/**
 * The median of three answers asked one after another, nothing else running: the time of one
 * computed answer, for reads whose every answer is computed. A few answers asked first and not
 * counted compile the read's code: on a server that has just started, the first answers of a
 * read measured its compilation (33 ms for a financial week that costs 12), and a read run
 * alone with `--only` was then judged too slow to offer.
 */
async function answerAlone(target: {
  baseUrl: string;
  token: string;
  pathOf: (n: number) => string;
}) {
  const answerTime = async (n: number) => {
    const started = performance.now();
    const response = await fetch(`${target.baseUrl}${target.pathOf(n)}`, {
      headers: { Authorization: `Bearer ${target.token}` },
    });
    await response.arrayBuffer();
    return performance.now() - started;
  };
  for (let n = 0; n < WARM_ANSWERS; n++) await answerTime(2_000_000 + n);
  const times: number[] = [];
  for (let n = 0; n < 3; n++) times.push(await answerTime(1_000_000 + n));
  return times.sort((a, b) => a - b)[1] as number;
}

/** The row of a read not offered at its rate: one answer alone says why. */
function notOffered(run: Run, aloneMs: number): string[] {
  const cores = ((aloneMs * run.rate) / 1000).toFixed(1);
  return [
    run.label,
    `${run.rate}/s`,
    `not offered: one answer alone takes ${aloneMs.toFixed(0)} ms, ${cores} cores at this rate`,
    ...Array<string>(6).fill(''),
    aloneMs.toFixed(1),
    '',
    run.rate === RATE ? 'no' : '',
    run.uncached && run.rate === LIGHT_RATE ? 'no' : '',
    '',
  ];
}

/** One read's figures; `serverCpuMs` is the server's CPU time over the measured run. */
function row(
  run: Run,
  result: LoadResult,
  serverCpuMs: number | null,
  hitRate: number | null,
  aloneMs: number | null,
) {
  const latency = summarize(result.latencyMs);
  const ms = (value: number) => value.toFixed(1);
  const lag = summarize(result.sendLagMs);
  const perRequest =
    serverCpuMs === null ? 'n/a' : `${(serverCpuMs / result.latencyMs.length).toFixed(2)} ms`;
  const against = (target: number) =>
    latency.p99 < target ? 'yes' : `no (+${ms(latency.p99 - target)} ms)`;
  return [
    run.label,
    `${run.rate}/s`,
    `${result.completedPerSecond.toFixed(0)}/s`,
    ms(latency.p50),
    `**${ms(latency.p99)}**`,
    ms(latency.max),
    failedCell(result),
    `${(result.meanBytes / 1024).toFixed(1)} KiB`,
    perRequest,
    aloneMs === null ? '' : aloneMs.toFixed(1),
    hitRate === null ? 'n/a' : `${(hitRate * 100).toFixed(1)}%`,
    run.rate === RATE ? against(TARGET_P99_MS) : '',
    run.uncached && run.rate === LIGHT_RATE ? uncachedVerdict(hitRate, against) : '',
    ms(lag.p99),
  ];
}

/** How many requests failed, and of what kind when any did: `2 (ECONNRESET: 1, status 503: 1)`. */
function failedCell(result: LoadResult): string {
  const kinds = Object.entries(result.failureKinds).map(([kind, count]) => `${kind}: ${count}`);
  return kinds.length === 0 ? String(result.failures) : `${result.failures} (${kinds.join(', ')})`;
}

// A run whose URLs came round again (a ratio history over a year has fewer weekdays than a run
// asks) had answers from the cache: it says nothing of the uncached target.
function uncachedVerdict(hitRate: number | null, against: (target: number) => string): string {
  if (hitRate !== null && hitRate > 0) return `n/a: ${(hitRate * 100).toFixed(1)}% from the cache`;
  return against(TARGET_UNCACHED_MS);
}

/** The profiles `--history=year|five-years|both` names (both when not given). */
function chosenProfiles(argv: readonly string[]): Profile[] {
  const flag = argv.find((arg) => arg.startsWith('--history='));
  const name = flag?.slice('--history='.length) ?? 'both';
  if (name === 'both') return [...PROFILES];
  const profile = PROFILES.find((candidate) => candidate.name === name);
  if (!profile) throw new Error(`--history must be year, five-years or both, not ${name}`);
  return [profile];
}

/** Bytes of the files in the data directory: the database, its WAL and whatever else is there. */
function dataBytes(dataDir: string): { file: string; bytes: number }[] {
  return readdirSync(dataDir).map((file) => ({
    file,
    bytes: statSync(path.join(dataDir, file)).size,
  }));
}

/** What the command line asks beyond the histories. */
interface Options {
  /** Leaves the seeded directory behind, to profile the server over it afterwards. */
  keepData: boolean;
  /**
   * A directory an earlier run kept, measured again instead of seeding (a copy of it: the runs'
   * writes leave it as it was). Five years take 13-21 minutes to seed here.
   */
  reuse: string | undefined;
  /** The port the seeding and the measured server listen on; unset, a free one. */
  port: number | undefined;
  /**
   * Only the runs whose label and rate ("… at 200/s") hold every one of these texts; the section
   * is then not written.
   */
  only: string[];
  /** Node flags for the measured server besides the deployed ones (`--cpu-prof`, `--trace-gc`). */
  serverFlags: string[];
}

function chosenOptions(argv: readonly string[]): Options {
  const values = (name: string) =>
    argv.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3));
  const port = values('port')[0];
  return {
    keepData: argv.includes('--keep-data'),
    reuse: values('reuse')[0],
    port: port === undefined ? undefined : Number(port),
    only: values('only'),
    serverFlags: values('server-flag'),
  };
}

/** Seeds one profile's history, measures every run over it and writes its section. */
async function measureProfile(
  profile: Profile,
  cores: number,
  pinned: boolean,
  options: Options,
): Promise<void> {
  const { keepData, port, only } = options;
  const startedAt = new Date();
  const seedStarted = performance.now();
  const { history, shifts } = options.reuse
    ? reusedHistory(options.reuse)
    : await seededHistory(profile, port);
  const seedSeconds = options.reuse ? null : (performance.now() - seedStarted) / 1000;
  const files = dataBytes(history.dataDir);
  // Described once the history is seeded: the load average is the one the runs started in.
  const machine = describeMachine(
    cores,
    pinned ? `server on core ${SERVER_CORE}, load generator on core ${GENERATOR_CORE}` : 'none',
  );
  const rows: string[][] = [];
  let start: string[][] = [];
  try {
    const spawned = performance.now();
    const server = await startDeployedServer({
      dataDir: history.dataDir,
      core: pinned ? SERVER_CORE : null,
      accounts: BENCH_ACCOUNTS,
      nodeFlags: [...DEPLOYED_NODE_FLAGS, ...options.serverFlags],
      port,
    });
    try {
      const listeningMs = performance.now() - spawned;
      const baseUrl = `http://127.0.0.1:${server.port}`;
      const signInStarted = performance.now();
      const tokens = {
        staff: await signInOver(baseUrl, 'staff', BENCH_ACCOUNTS.staff),
        owner: await signInOver(baseUrl, 'owner', BENCH_ACCOUNTS.owner),
      };
      const signInMs = performance.now() - signInStarted;
      const firstRead = await fetch(
        `${baseUrl}/api/attendance/weekly?week=${history.mondays.at(-1)}`,
        { headers: { Authorization: `Bearer ${tokens.staff}` } },
      );
      await firstRead.arrayBuffer();
      if (!firstRead.ok) throw new Error(`the first read answered ${firstRead.status}`);
      const firstReadMs = performance.now() - spawned;
      const idleRss = readRssBytes(server.pid);
      const today = facilityToday(facilityClock(hostTimeZone()));
      const thisMonday = mondayOf(today);
      const tablet = await openTablet(baseUrl, tokens.staff, thisMonday, history.customerIds);
      try {
        const rates = {
          rate: RATE,
          lightRate: LIGHT_RATE,
          checkInsPerSecond: CHECK_INS_PER_SECOND,
        };
        const runs = restRuns(history, thisMonday, today, rates);
        const chosen = runs.filter((candidate) =>
          only.every((text) => `${candidate.label} at ${candidate.rate}/s`.includes(text)),
        );
        for (const run of chosen) {
          const target = { baseUrl, token: tokens[run.role], pathOf: run.pathOf };
          const alone = run.uncached ? await answerAlone(target) : null;
          // A read the server cannot answer at this rate would queue for minutes: not offered.
          if (alone !== null && alone * run.rate > OVERLOAD_MS_PER_SECOND) {
            rows.push(notOffered(run, alone));
            console.log(`${run.label} at ${run.rate}/s: not offered, ${alone.toFixed(0)} ms alone`);
            continue;
          }
          if (run.withCheckIns) tablet.start();
          await offerLoad(target, {
            ratePerSecond: run.rate,
            seconds: WARM_UP_SECONDS,
            drainSeconds: DRAIN_SECONDS,
          });
          await waitUntilAnswering(baseUrl);
          const before = sampleCpu(server.pid);
          const countersBefore = await cacheCounters(baseUrl, tokens.owner);
          const result = await offerLoad(target, {
            ratePerSecond: run.rate,
            seconds: SECONDS,
            drainSeconds: DRAIN_SECONDS,
          });
          const cpu = cpuBetween(before, sampleCpu(server.pid)).serverMs;
          const countersAfter = await cacheCounters(baseUrl, tokens.owner);
          const wrote = run.withCheckIns ? `, ${tablet.stop()} check-ins` : '';
          // Answers given up on are still queued in the server: the next run starts after them.
          await waitUntilAnswering(baseUrl);
          const hits = countersAfter.hits - countersBefore.hits;
          const looked = hits + countersAfter.misses - countersBefore.misses;
          rows.push(row(run, result, cpu, looked === 0 ? null : hits / looked, alone));
          const { p50, p99 } = summarize(result.latencyMs);
          console.log(
            `${run.label} at ${run.rate}/s: p50 ${p50.toFixed(1)} p99 ${p99.toFixed(1)} ms, ` +
              `${failedCell(result)} failed${wrote}`,
          );
        }
      } finally {
        tablet.close();
      }
      const ms = (value: number) => `${value.toFixed(0)} ms`;
      start = [
        ['start to listening', ms(listeningMs)],
        [`start to the first answered read (its sign-ins took ${ms(signInMs)})`, ms(firstReadMs)],
        ['server RSS idle, after the first read', formatMiB(idleRss)],
        ['server RSS after every run', formatMiB(readRssBytes(server.pid))],
        ...files.map(({ file, bytes }) => [`data directory: ${file}`, formatMiB(bytes)]),
      ];
    } finally {
      await server.stop(10_000);
    }
  } finally {
    if (keepData) console.log(`Kept the seeded data directory: ${history.dataDir}`);
    else rmSync(history.dataDir, { recursive: true, force: true });
  }
  const section = [
    `## ${profile.title}`,
    '',
    `Written by \`pnpm bench:rest --history=${profile.name}\` on ` + `${benchmarkDate(startedAt)}.`,
    '',
    markdownTable(['machine', ''], machine),
    '',
    describeHistory(profile, history, seedSeconds, shifts),
    '',
    markdownTable(['start and size', ''], start),
    '',
    DESCRIBE_RUNS,
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
        'one answer alone',
        'cache hits',
        `p99 < ${TARGET_P99_MS} ms at ${RATE}/s`,
        `uncached p99 < ${TARGET_UNCACHED_MS} ms`,
        'send lag p99',
      ],
      rows,
    ),
  ].join('\n');
  console.log(`\n${section}\n`);
  // A selection of the runs is a measurement for its author, not the table.
  if (only.length === 0) writeBenchmarkSection(profile.section, section);
}

/** A new history of `profile`, with its rooms and shifts. */
async function seededHistory(profile: Profile, port: number | undefined) {
  const { families, weeks } = profile.plan;
  console.log(`Seeding ${weeks} weeks for ${families} families...`);
  const seedStarted = performance.now();
  const history = await seedHistory({
    ...profile.plan,
    port,
    onWeek: (done, of) => {
      if (done % 13 === 0 || done === of) {
        const seconds = ((performance.now() - seedStarted) / 1000).toFixed(0);
        console.log(`  ${done} of ${of} weeks seeded (${seconds} s)`);
      }
    },
  });
  const shifts = seedRoomsAndShifts(history.dataDir, history.customerIds, historyWeekdays(history));
  return { history, shifts: shifts.shifts };
}

/** A kept history (`--reuse`), whose rooms and shifts were seeded with it. */
function reusedHistory(keptDir: string) {
  console.log(`Reusing the history kept in ${keptDir}...`);
  const history = reuseHistory(keptDir);
  return { history, shifts: countShifts(history.dataDir) };
}

function describeHistory(
  profile: Profile,
  history: SeededHistory,
  seedSeconds: number | null,
  shifts: number,
): string {
  const { families, weeks, familiesPerDoc } = profile.plan;
  const apart =
    familiesPerDoc === undefined
      ? ''
      : ` Each week's edits were made on the bench's side in documents of ${familiesPerDoc} ` +
        "families, merged into the week's document as one server write: every attendance " +
        "command lists the week's visits, and a 300-family week edited in one document costs " +
        'the simulated tablet about nine times a 100-family one (the same visits and days ' +
        'reach the server either way).';
  return (
    `History: ${families} families, the ${weeks} weeks before this one ` +
    `(${history.counts.attendanceDays} attended days, ${history.counts.payments} payments), ` +
    `${seedSeconds === null ? 'seeded by an earlier run of this bench and copied for this one (--reuse)' : `seeded in ${seedSeconds.toFixed(0)} s`} through the app's own paths: customers and ` +
    "payments over REST, each week's check-ins, check-outs and corrections through its week " +
    `document and projection, one commit per week.${apart} Then, straight into the database, ` +
    'four rooms, every child assigned to one in turn, and a staff shift per room on every ' +
    `weekday of the history (${shifts} shifts) for the ratio history. The server ran as ` +
    "deployed: its own process with the Docker image's node flags and `LOG_LEVEL=info` " +
    '(a log line per request); start to listening counts from spawning the process.'
  );
}

const DESCRIBE_RUNS = [
  `Each read was offered ${RATE} requests per second (the target's rate), then ${LIGHT_RATE}, ` +
    `open loop, for ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up, over keep-alive ` +
    'connections accepting gzip, sent from a worker thread of the bench whose heap holds only ' +
    "them (the bench's own garbage collections had held sends and unread answers for 10-17 ms); " +
    'latency runs from the moment a request was due to the last byte of its answer, in ' +
    "milliseconds. Server CPU per request is the server process's user " +
    `and system time over the run divided by the answers: at ${RATE} requests per second, a ` +
    `read costing more than ${(1000 / RATE).toFixed(0)} ms needs more than the one core the ` +
    'server has, and its queue grows for the whole run.',
  '',
  "The server keeps the answers of the week grid, the financial week, a family's report, " +
    "ledger and statements, every family's balance and a past day's ratio history (gzipped, " +
    "with an ETag; decisions 011 and 043): the report and the ledger while their family's " +
    'tokens are unchanged, the others until any row of the database changes, and those that ' +
    'depend on today only for the day; cache hits is the share of these requests answered ' +
    'from it (GET /api/health counts). The rows "the week being checked into" ran while a ' +
    "tablet checked children into this week's document over the sync endpoint, " +
    `${CHECK_INS_PER_SECOND} a second. At ${RATE} a second the kept newer reads ask each ` +
    "family's recent periods again and again, as an owner's screens do; \"never the same " +
    'URL" asks one never asked before (another day, week or month, or a parameter the server ' +
    'ignores), so every answer is computed: the cost of a read the cache cannot help. The ' +
    'Activity reads are never kept. ' +
    `One answer alone is the median of three requests of the read asked one after ` +
    `another before its run, after ${WARM_ANSWERS} not counted that compile its code, nothing ` +
    'else running: the time of one computed answer. A read ' +
    'whose answer alone needs more than one and a half cores at the offered rate is not ' +
    'offered at it (its queue would outlast the run). Answers not received ' +
    `${DRAIN_SECONDS} s after a run's last request are given up and counted as failed ` +
    '(their latency is not in the percentiles), and the next run waits for the server to ' +
    'answer again. The failed column names each kind of failure: an answer other than 200 by ' +
    'its status, a request that failed outright by its error, an answer given up. ' +
    `The uncached target (p99 under ${TARGET_UNCACHED_MS} ms) is judged at ` +
    `${LIGHT_RATE} requests per second on the rows whose every answer is computed. The load ` +
    'generator sends no If-None-Match, so no answer here is a 304.',
].join('\n');

async function main(): Promise<void> {
  const profiles = chosenProfiles(process.argv.slice(2));
  // Counted before pinning, which leaves this process one core.
  const cores = availableParallelism();
  const pinned = canPin() && pinProcess(process.pid, GENERATOR_CORE);
  const options = chosenOptions(process.argv.slice(2));
  if (options.reuse && profiles.length > 1) {
    throw new Error('--reuse measures one kept history: give --history=year or five-years');
  }
  for (const profile of profiles) await measureProfile(profile, cores, pinned, options);
}

await main();
