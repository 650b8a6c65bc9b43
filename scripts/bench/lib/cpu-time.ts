/**
 * @module
 * CPU time of the server and of the load generator over a run. With both on one small machine,
 * a latency figure means little until one knows which side ran out of CPU first.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** CPU milliseconds used so far by the server and by this process. */
export interface CpuSample {
  serverMs: number | null;
  generatorMs: number;
}

/** Samples both processes' CPU time now. */
export function sampleCpu(serverPid: number): CpuSample {
  const own = process.cpuUsage();
  return { serverMs: readCpuMs(serverPid), generatorMs: (own.user + own.system) / 1000 };
}

/** CPU time between two samples. */
export function cpuBetween(before: CpuSample, after: CpuSample): CpuSample {
  const serverMs =
    before.serverMs === null || after.serverMs === null ? null : after.serverMs - before.serverMs;
  return { serverMs, generatorMs: after.generatorMs - before.generatorMs };
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

function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}
