/**
 * @module
 * Workload (3): clients all joining documents that already hold a morning's check-ins, then
 * steady check-ins, kill -9 of the server in the middle of them, and a restart. What a staff
 * member saw reach the other screens before the crash (acknowledged: the server broadcast it)
 * must still be there afterwards; a fresh client reads what the restarted server holds before
 * the old clients, which still have everything, reconnect and fill any gap.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { docNames } from '@cubby/shared/docs';
import { cpuBetween } from '../cpu-time.ts';
import { type Summary, summarize } from '../percentiles.ts';
import { visitIds } from './check-ins.ts';
import { firstSyncTimes, WEEKS, type WorkloadContext, withRooms } from './context.ts';
import { FanOutRecorder } from './fan-out-recorder.ts';
import { destroyAll, waitForAllSynced } from './protocol-clients.ts';
import { type Room, weeks } from './rooms.ts';
import type { ServerSession } from './server-session.ts';
import { type CpuShares, cpuShares, writeCheckIns } from './steps.ts';

/** What the join storm and the crash measured. */
export interface CrashResult {
  connections: number;
  /** From opening each client, all at once, to its first completed sync. */
  join: Summary;
  memoryPerConnection: number | null;
  /** Fan-out of the steady check-ins before the kill. */
  load: { ratePerSecond: number; writes: number; latency: Summary; cpu: CpuShares };
  /** Check-ins some other client had received before the kill. */
  acknowledged: number;
  /** Acknowledged check-ins the restarted server did not have. */
  missing: number;
  restartMs: number;
  /** From reconnecting each client after the restart to its completed sync. */
  resync: Summary;
  /** From the reconnect until every client of every room held the same visits; null: never. */
  convergedMs: number | null;
}

// Frames the server sent just before it died may still be in the load generator's sockets.
const LAST_ARRIVALS_MS = 300;
// The reference server answers a new connection before its LevelDB read has finished and sends
// the stored state afterwards, so a reader waits until nothing has arrived for this long.
const QUIET_MS = 1_000;
const CONVERGE_TIMEOUT_MS = 30_000;
const POLL_MS = 100;

export function joinAndCrash(
  context: WorkloadContext,
  session: ServerSession,
): Promise<CrashResult> {
  const { plan, tripwire } = context;
  const { rooms: count, shape, ratePerSecond, loadMs } = plan.crash;
  const mondays = weeks(context.base, WEEKS.rush, count);
  return withRooms(context, session, mondays, shape, async ({ rooms, clients, feed, ...open }) => {
    const recorder = new FanOutRecorder();
    feed.recorder = recorder;
    const stopWriting = new AbortController();
    const cpuBefore = session.cpu();
    const writing = writeCheckIns(
      { rooms, customers: context.customers, feed },
      { tag: 'crash', ratePerSecond, total: Number.POSITIVE_INFINITY },
      recorder,
      AbortSignal.any([stopWriting.signal, tripwire.signal]),
    );
    await tripwire.guard(sleep(loadMs));
    const cpu = cpuBetween(cpuBefore, session.cpu());
    await session.crash();
    stopWriting.abort();
    await writing;
    for (const client of clients) client.disconnect();
    await tripwire.guard(sleep(LAST_ARRIVALS_MS));
    feed.recorder = null;
    const acknowledged = [...recorder.acknowledged];
    context.log(`killed with ${acknowledged.length} check-ins acknowledged; restarting`);

    const restartMs = await session.restart();
    const stored = await storedVisits(context, mondays);
    const missing = acknowledged.filter((visitId) => !stored.has(visitId)).length;

    const reconnectStart = performance.now();
    const resynced = firstSyncTimes(clients, reconnectStart);
    for (const client of clients) client.reconnect();
    await tripwire.guard(waitForAllSynced(clients, plan.syncTimeoutMs));
    const converged = await tripwire.guard(untilConverged(rooms, CONVERGE_TIMEOUT_MS));
    return {
      connections: clients.length,
      join: summarize(open.joinMs),
      memoryPerConnection: open.memoryPerConnection,
      load: {
        ratePerSecond,
        writes: recorder.writes,
        latency: summarize(recorder.latencies),
        cpu: cpuShares(cpu, loadMs),
      },
      acknowledged: acknowledged.length,
      missing,
      restartMs,
      resync: summarize(resynced()),
      convergedMs: converged ? performance.now() - reconnectStart : null,
    };
  });
}

/** The visits a fresh client gets from the server, over all the weeks. */
async function storedVisits(context: WorkloadContext, mondays: string[]): Promise<Set<string>> {
  const readers = mondays.map((monday, n) =>
    context.contender.client(docNames.week(monday), 'viewer', n),
  );
  try {
    let lastArrival = performance.now();
    for (const reader of readers) reader.doc.on('update', () => (lastArrival = performance.now()));
    await context.tripwire.guard(waitForAllSynced(readers, context.plan.syncTimeoutMs));
    while (performance.now() - lastArrival < QUIET_MS) await context.tripwire.guard(sleep(POLL_MS));
    return new Set(readers.flatMap((reader) => [...visitIds(reader.doc)]));
  } finally {
    destroyAll(readers);
  }
}

/** Resolves true once, in every room, every client holds as many visits as all together. */
async function untilConverged(rooms: Room[], timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  const converged = () =>
    rooms.every((room) => {
      const all = new Set(room.clients.flatMap((client) => [...visitIds(client.doc)]));
      return room.clients.every((client) => visitIds(client.doc).size === all.size);
    });
  while (!converged()) {
    if (performance.now() > deadline) return false;
    await sleep(POLL_MS);
  }
  return true;
}
