/**
 * @module
 * Workload (4): staff tablets that lost the network keep checking children in, then all come
 * back at once. Measured: how long until each tablet's offline changes are on every other
 * device of its room, and how long until each tablet has synced again.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuBetween } from '../cpu-time.ts';
import { type Summary, summarize } from '../percentiles.ts';
import { Announcer } from '../wait-for.ts';
import { weekday, writeCheckIn } from './check-ins.ts';
import { firstSyncTimes, WEEKS, type WorkloadContext, withRooms } from './context.ts';
import { type SightingSink, weeks } from './rooms.ts';
import type { ServerSession } from './server-session.ts';
import { type CpuShares, cpuShares } from './steps.ts';

/** What the reconnect measured. */
export interface OfflineResult {
  writers: number;
  changesPerWriter: number;
  connections: number;
  memoryPerConnection: number | null;
  /** Per writer: from the reconnect until every other client of its room had all its changes. */
  delivered: Summary;
  /** Per writer: from the reconnect until its provider synced. */
  resynced: Summary;
  /** Writers whose changes had not reached everyone when the wait ended. */
  undelivered: number;
  /** All offline changes over the time until the last of them was everywhere. */
  changesPerSecond: number;
  cpu: CpuShares;
}

const POLL_MS = 50;

export function offlineReconnect(
  context: WorkloadContext,
  session: ServerSession,
): Promise<OfflineResult> {
  const { plan, tripwire } = context;
  const { rooms: count, writersPerRoom, viewersPerRoom, changes } = plan.offline;
  const mondays = weeks(context.base, WEEKS.offline, count);
  const shape = { writers: writersPerRoom, viewers: viewersPerRoom };
  return withRooms(context, session, mondays, shape, async ({ rooms, clients, feed, ...open }) => {
    const writers = rooms.flatMap((room) => room.writers);
    for (const writer of writers) writer.disconnect();
    while (writers.some((writer) => writer.isConnected())) await tripwire.guard(sleep(POLL_MS));

    const tracker = new ArrivalTracker();
    rooms.forEach((room, r) => {
      room.writers.forEach((writer, w) => {
        const group = `off${r}w${w}`;
        tracker.expect(group, changes * (room.clients.length - 1));
        for (let n = 0; n < changes; n++) {
          writeCheckIn(writer.doc, {
            visitId: `${group}-${n}`,
            customerId: context.customers[(w * changes + n) % context.customers.length] as string,
            date: weekday(room.monday, n),
            sentAt: performance.now(),
          });
        }
      });
    });
    context.log(`${writers.length} writers made ${changes} changes each offline; reconnecting`);

    feed.recorder = tracker;
    const cpuBefore = session.cpu();
    const start = performance.now();
    tracker.start(start);
    const resynced = firstSyncTimes(writers, start);
    for (const writer of writers) writer.reconnect();
    await tripwire.guard(tracker.whenAllArrived(plan.syncTimeoutMs, tripwire.signal));
    const busyMs = performance.now() - start;
    const cpu = cpuBetween(cpuBefore, session.cpu());
    feed.recorder = null;
    return {
      writers: writers.length,
      changesPerWriter: changes,
      connections: clients.length,
      memoryPerConnection: open.memoryPerConnection,
      delivered: summarize(tracker.completionTimes()),
      resynced: summarize(resynced()),
      undelivered: tracker.pending,
      changesPerSecond: (writers.length * changes * 1000) / busyMs,
      cpu: cpuShares(cpu, busyMs),
    };
  });
}

/**
 * Counts arrivals per writer (a visit id's prefix up to its last dash) until each writer's
 * changes have reached every other client of its room.
 */
class ArrivalTracker implements SightingSink {
  readonly #expected = new Map<string, number>();
  readonly #arrived = new Map<string, number>();
  readonly #completed: number[] = [];
  readonly #allArrived = new Announcer();
  #start = 0;

  /** Writers whose changes have not reached everyone yet. */
  get pending(): number {
    return this.#expected.size - this.#completed.length;
  }

  expect(group: string, arrivals: number): void {
    this.#expected.set(group, arrivals);
  }

  start(at: number): void {
    this.#start = at;
  }

  recordSighting(visitId: string, _sentAt: number, at: number): void {
    const group = visitId.slice(0, visitId.lastIndexOf('-'));
    const expected = this.#expected.get(group);
    if (expected === undefined) return;
    const arrived = (this.#arrived.get(group) ?? 0) + 1;
    this.#arrived.set(group, arrived);
    if (arrived !== expected) return;
    this.#completed.push(at - this.#start);
    if (this.pending === 0) this.#allArrived.announce();
  }

  whenAllArrived(timeoutMs: number, signal: AbortSignal): Promise<boolean> {
    return this.pending === 0 ? Promise.resolve(true) : this.#allArrived.wait(timeoutMs, signal);
  }

  completionTimes(): number[] {
    return this.#completed;
  }
}
