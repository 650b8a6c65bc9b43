/**
 * @module
 * The machine a benchmark ran on, as label and value rows: every section of docs/benchmarks.md
 * states it, because figures from a 2-core VM and from a workstation are not comparable.
 */
import os from 'node:os';
import { formatMiB } from './rss.ts';

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
  ];
}
