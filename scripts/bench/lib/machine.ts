/**
 * @module
 * The machine a benchmark ran on, as label and value rows: every section of docs/benchmarks.md
 * states it, because figures from a 2-core VM and from a workstation are not comparable. Nor are
 * two VMs of the same kind: sessions here got an Intel Xeon one day and an AMD EPYC the next, on
 * which the same build answered the five-year week grid in 10.4 and 18.7 ms of CPU. So each
 * section also times one fixed piece of work, the kind the server does per answer.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { formatMiB } from './rss.ts';

// Rows like an attendance day's, as the API writes them.
const WORK_ROWS = Array.from({ length: 2_000 }, (_, n) => ({
  id: `child-${n % 300}_2026-11-${String((n % 28) + 1).padStart(2, '0')}`,
  date: `2026-11-${String((n % 28) + 1).padStart(2, '0')}`,
  isPresent: n % 7 !== 0,
  arrivalTime: '08:15',
  dailyCost: `${(n % 90) + 10}.50`,
  updatedAt: new Date(1_795_000_000_000 + n * 61_000).toISOString(),
}));
const WORK_ROUNDS = 10;

/** cpu, cores, memory, node and the load average now; `cores` is counted before any pinning. */
export function describeMachine(cores: number, pinning: string): Array<[string, string]> {
  const cpus = os.cpus();
  return [
    ['cpu', cpus[0]?.model ?? 'unknown'],
    ['cores', `${cpus.length} (${cores} available to the bench)`],
    ['memory', formatMiB(os.totalmem())],
    ['node', process.version],
    // Another process busy on the machine shows up in the tails; this says whether one was.
    ['load average (1 min) at start', os.loadavg()[0]?.toFixed(2) ?? 'n/a'],
    ['pinning', pinning],
    ['a fixed piece of work (lower is faster)', `${fixedWorkMs().toFixed(1)} ms`],
  ];
}

/**
 * The least of a few runs of one fixed piece of work: 2,000 rows to JSON and back, sorted,
 * gzipped and hashed, about what the server spends on a computed week grid. Its time says how
 * fast this machine ran at that moment, so that sections written on different machines, or on
 * the same one busy at other hours, can be read side by side.
 */
function fixedWorkMs(): number {
  let least = Number.POSITIVE_INFINITY;
  for (let round = 0; round < WORK_ROUNDS; round++) {
    const started = performance.now();
    const json = JSON.stringify(WORK_ROWS);
    const rows = JSON.parse(json) as typeof WORK_ROWS;
    rows.sort((a, b) => a.id.localeCompare(b.id) || a.date.localeCompare(b.date));
    const bytes = Buffer.from(JSON.stringify(rows));
    gzipSync(bytes, { level: 1 });
    createHash('sha1').update(bytes).digest();
    least = Math.min(least, performance.now() - started);
  }
  return least;
}
