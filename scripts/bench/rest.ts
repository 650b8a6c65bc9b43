/**
 * @module
 * `pnpm bench:rest`: the three heaviest reads of the staff and owner screens over a year of
 * history for 100 families, each at a fixed offered rate of 200 requests per second (the target:
 * p99 under 20 ms). The server runs as deployed (its own process, the image's node flags, a log
 * line per request); the load generator is open loop and pinned to another core. Figures, not
 * assertions: the table is printed and written to the `rest` section of docs/benchmarks.md.
 */
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { weekDates } from '@cubby/shared/dates';
import { markdownTable, writeBenchmarkSection } from './lib/benchmarks-doc.ts';
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
const SERVER_CORE = 0;
const GENERATOR_CORE = 1;

/** One measured read: who calls it and the path of its nth request. */
interface Endpoint {
  label: string;
  role: 'staff' | 'owner';
  pathOf: (n: number) => string;
}

function endpoints(history: SeededHistory): Endpoint[] {
  const { mondays, customerIds } = history;
  const monday = (n: number) => mondays[n % mondays.length] as string;
  const first = mondays[0] as string;
  const lastFriday = weekDates(mondays.at(-1) as string)[4] as string;
  return [
    {
      label: 'GET /api/attendance/weekly (staff, one of 52 weeks)',
      role: 'staff',
      pathOf: (n) => `/api/attendance/weekly?week=${monday(n)}`,
    },
    {
      label: 'GET /api/financial/weekly (owner, one of 52 weeks)',
      role: 'owner',
      pathOf: (n) =>
        `/api/financial/weekly?dates=${encodeURIComponent(JSON.stringify(weekDates(monday(n))))}`,
    },
    {
      label: "GET /api/customer-report (owner, a family's whole year)",
      role: 'owner',
      pathOf: (n) =>
        `/api/customer-report?customerId=${customerIds[n % customerIds.length]}&startDate=${first}&endDate=${lastFriday}`,
    },
  ];
}

/** One read's figures; `serverCpuMs` is the server's CPU time over the measured run. */
function row(
  label: string,
  rate: number,
  result: LoadResult,
  serverCpuMs: number | null,
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
    for (const endpoint of endpoints(history)) {
      const target = { baseUrl, token: tokens[endpoint.role], pathOf: endpoint.pathOf };
      for (const rate of [RATE, LIGHT_RATE]) {
        await offerLoad(target, { ratePerSecond: rate, seconds: WARM_UP_SECONDS });
        const before = sampleCpu(server.pid);
        const result = await offerLoad(target, { ratePerSecond: rate, seconds: SECONDS });
        const cpu = cpuBetween(before, sampleCpu(server.pid)).serverMs;
        rows.push(row(endpoint.label, rate, result, cpu));
        const p99 = summarize(result.latencyMs).p99.toFixed(1);
        console.log(`${endpoint.label} at ${rate}/s: p99 ${p99} ms`);
      }
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
