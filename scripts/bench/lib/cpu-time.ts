/**
 * @module
 * CPU time of the server and of the load generator over a run. With both on one small machine,
 * a latency figure means little until one knows which side ran out of CPU first.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * CPU milliseconds used so far by the server and by this process, and by the whole machine
 * (all cores), so that what other processes took in the meantime can be told apart.
 */
export interface CpuSample {
  serverMs: number | null;
  generatorMs: number;
  /** Busy time of all cores together; null without /proc/stat. */
  machineBusyMs: number | null;
  /** Time cores sat idle waiting for disk I/O. */
  machineIoWaitMs: number | null;
}

/** Samples the processes' and the machine's CPU time now. */
export function sampleCpu(serverPid: number): CpuSample {
  const own = process.cpuUsage();
  const machine = readMachineMs();
  return {
    serverMs: readCpuMs(serverPid),
    generatorMs: (own.user + own.system) / 1000,
    machineBusyMs: machine?.busyMs ?? null,
    machineIoWaitMs: machine?.ioWaitMs ?? null,
  };
}

/** CPU time between two samples. */
export function cpuBetween(before: CpuSample, after: CpuSample): CpuSample {
  const between = (from: number | null, to: number | null) =>
    from === null || to === null ? null : to - from;
  return {
    serverMs: between(before.serverMs, after.serverMs),
    generatorMs: after.generatorMs - before.generatorMs,
    machineBusyMs: between(before.machineBusyMs, after.machineBusyMs),
    machineIoWaitMs: between(before.machineIoWaitMs, after.machineIoWaitMs),
  };
}

/** CPU time other processes used over a span: the machine's busy time minus ours. */
export function othersMs(span: CpuSample): number | null {
  if (span.machineBusyMs === null || span.serverMs === null) return null;
  return Math.max(0, span.machineBusyMs - span.serverMs - span.generatorMs);
}

let ticksPerSecond: number | undefined;

// utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks. The command name in
// field 2 may hold spaces, so fields are counted from its closing parenthesis.
function readCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    ticksPerSecond ??= clockTicks();
    return Number.isFinite(ticks) ? (ticks * 1000) / ticksPerSecond : null;
  } catch {
    return null;
  }
}

// The first line of /proc/stat: "cpu" and then user nice system idle iowait irq softirq, in
// clock ticks, summed over all cores.
function readMachineMs(): { busyMs: number; ioWaitMs: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    const ticks = line.trim().split(/\s+/).slice(1, 8).map(Number);
    if (ticks.length < 7 || ticks.some(Number.isNaN)) return null;
    ticksPerSecond ??= clockTicks();
    const msOf = (...columns: number[]) =>
      (columns.reduce((sum, column) => sum + (ticks[column] ?? 0), 0) * 1000) /
      (ticksPerSecond as number);
    // user, nice, system, irq and softirq are busy; column 3 is idle, column 4 iowait.
    return { busyMs: msOf(0, 1, 2, 5, 6), ioWaitMs: msOf(4) };
  } catch {
    return null;
  }
}

function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}
