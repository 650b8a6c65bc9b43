/**
 * @module
 * The printed figures. Plain aligned text, so a run can be pasted into a pull request or a
 * decision record as it is.
 */
import type { CpuSample } from './cpu-time.ts';
import { describeMachine } from './machine.ts';
import { type Summary, summarize } from './percentiles.ts';
import { formatMiB } from './rss.ts';
import type { RunResult } from './workload.ts';

/** Server memory at the three points the bench samples it. */
export interface MemorySamples {
  beforeClients: number | null;
  afterConnect: number | null;
  atEnd: number | null;
  connections: number;
}

/** The machine and how the bench used it; `cores` is counted before any pinning. */
export function printMachine(cores: number, pinning: string): void {
  printTable('Machine', describeMachine(cores, pinning));
}

/** One run's latency, throughput, and the CPU each side spent on it. */
export function printRun(run: RunResult, staffCount: number, cpu: CpuSample): void {
  const seconds = run.activeMs / 1000;
  const allSeen: number[] = [];
  const firstSeen: number[] = [];
  const fanOut: number[] = [];
  for (const write of run.writes) {
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const at of write.seenAt) {
      if (Number.isNaN(at)) continue;
      fanOut.push(at - write.sentAt);
      first = Math.min(first, at);
      last = Math.max(last, at);
    }
    if (write.seenCount > 0) firstSeen.push(first - write.sentAt);
    if (write.seenCount === staffCount) allSeen.push(last - write.sentAt);
  }
  const rows: Array<[string, string]> = [
    ['writes', `${run.writes.length} (${run.unseen} not seen by every staff client)`],
    [`all ${staffCount} staff saw it  p50 / p99 / max`, formatLatency(summarize(allSeen), true)],
    ['per-client fan-out  p50 / p99', formatLatency(summarize(fanOut), false)],
    // The first client is the closest the bench gets to the server's own time: the others
    // wait behind it on the load generator's single event loop.
    ['first staff client saw it  p50 / p99', formatLatency(summarize(firstSeen), false)],
    ['updates received per staff client', batching(run)],
    ['confirmations per second', (run.writes.length / seconds).toFixed(1)],
    ['updates delivered per second', ((run.writes.length * staffCount) / seconds).toFixed(0)],
    ['busy time (first send to last sighting)', `${seconds.toFixed(2)} s`],
    [
      'CPU server / load generator',
      `${cpuShare(cpu.serverMs, run.activeMs)} / ${cpuShare(cpu.generatorMs, run.activeMs)}`,
    ],
  ];
  if (run.sendLagMs.length > 0) {
    const lag = summarize(run.sendLagMs);
    rows.push(['send lag behind schedule  p99 / max', `${ms(lag.p99)} / ${ms(lag.max)} ms`]);
  }
  printTable(run.label, rows);
}

/** How to read the figures, printed once at the end. */
export function printNotes(staffCount: number): void {
  printTable('Reading the figures', [
    ['latency', 'send to sighting, both timed in the load generator (no clock skew)'],
    ['all staff', `the ${staffCount} staff clients share the load generator's core, in series`],
    ['server CPU', 'user + system time; time blocked in fsync (synchronous=FULL) is not in it'],
  ]);
}

/** The server's resident memory. */
export function printMemory(memory: MemorySamples): void {
  const { beforeClients, afterConnect, atEnd, connections } = memory;
  const perConnection =
    beforeClients !== null && afterConnect !== null
      ? `${((afterConnect - beforeClients) / connections / 1024).toFixed(1)} KiB`
      : 'n/a';
  printTable('Server memory (VmRSS)', [
    ['before clients connect', formatMiB(beforeClients)],
    [`after ${connections} connections synced`, formatMiB(afterConnect)],
    ['at the end', formatMiB(atEnd)],
    ['per connection (growth / connections)', perConnection],
  ]);
}

/** Warnings and errors the server logged, which may explain odd figures. */
export function printServerLog(counts: Map<string, number>, samples: string[]): void {
  if (counts.size === 0) {
    printTable('Server log (warn and above)', [['events', 'none']]);
    return;
  }
  printTable(
    'Server log (warn and above)',
    [...counts].map(([event, count]) => [event, String(count)]),
  );
  for (const sample of samples) console.log(`  e.g. ${sample}`);
  console.log('');
}

/** A titled two-column table. */
export function printTable(title: string, rows: Array<[string, string]>): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(title);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  console.log('');
}

function batching(run: RunResult): string {
  const updates = run.updatesPerStaffClient;
  if (updates === 0) return '0';
  return `${updates.toFixed(0)} (${(run.writes.length / updates).toFixed(1)} writes per update)`;
}

// Against the busy time: the pauses between bursts use next to no CPU.
function cpuShare(cpuMs: number | null, activeMs: number): string {
  return cpuMs === null ? 'n/a' : `${((cpuMs / activeMs) * 100).toFixed(0)}% of a core`;
}

function formatLatency(summary: Summary, withMax: boolean): string {
  if (summary.count === 0) return 'n/a';
  const parts = [summary.p50, summary.p99, ...(withMax ? [summary.max] : [])];
  return `${parts.map(ms).join(' / ')} ms`;
}

function ms(value: number): string {
  return value.toFixed(1);
}
