/**
 * @module
 * Optional CPU pinning with taskset: on a small machine the server and the load generator would
 * otherwise steal each other's core, and the figures would measure the scheduler as much as the
 * server. Pinning is best effort; without taskset or a second core the bench runs unpinned.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Whether the server and the load generator can each get a core of their own. */
export function canPin(): boolean {
  if (availableParallelism() < 2) return false;
  const probe = spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
  return probe.status === 0;
}

/** Pins every thread of a running process to one core; false when taskset refused. */
export function pinProcess(pid: number, core: number): boolean {
  const result = spawnSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], {
    stdio: 'ignore',
  });
  return result.status === 0;
}

/** The command line that starts `argv` pinned to one core. */
export function pinnedCommand(core: number, argv: readonly string[]): string[] {
  return ['taskset', '-c', String(core), ...argv];
}
