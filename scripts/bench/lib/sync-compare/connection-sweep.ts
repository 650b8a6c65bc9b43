/**
 * @module
 * Workload (2): the same rooms, more of them. Each connection count runs on a fresh server and
 * fresh documents, is built up in waves (the join storm is workload 3), and then takes
 * check-ins at rates stepping up.
 */
import { memoryPerConnection, runSteps, WEEKS, type WorkloadContext } from './context.ts';
import { destroyAll, waitForAllSynced } from './protocol-clients.ts';
import { clientsOf, openRooms, type Room, SightingFeed, weeks } from './rooms.ts';
import type { ServerSession } from './server-session.ts';
import type { StepResult } from './steps.ts';

/** What one connection count measured. */
export interface LevelResult {
  connections: number;
  connectMs: number;
  memoryPerConnection: number | null;
  steps: StepResult[];
}

const PAUSE_MS = 300;

/** Runs one connection count (the nth of the plan) against `session`. */
export async function connectionLevel(
  context: WorkloadContext,
  session: ServerSession,
  level: number,
  n: number,
): Promise<LevelResult> {
  const { plan, tripwire } = context;
  const { shape, rates, stepMs, wave } = plan.connections;
  const perRoom = shape.writers + shape.viewers;
  const roomCount = Math.ceil(level / perRoom);
  const mondays = weeks(context.base, WEEKS.connections + n * WEEKS.connectionsApart, roomCount);
  const feed = new SightingFeed();
  const rooms: Room[] = [];
  const rssBefore = session.rss();
  const start = performance.now();
  try {
    const roomsPerWave = Math.max(1, Math.floor(wave / perRoom));
    for (let first = 0; first < roomCount; first += roomsPerWave) {
      const batch = mondays.slice(first, first + roomsPerWave);
      const opened = openRooms(context.contender, batch, shape, feed, first);
      rooms.push(...opened);
      await tripwire.guard(waitForAllSynced(clientsOf(opened), plan.syncTimeoutMs));
    }
    const connections = clientsOf(rooms).length;
    const connectMs = performance.now() - start;
    context.log(`${connections} clients synced in ${connectMs.toFixed(0)} ms`);
    const memory = await memoryPerConnection(session, rssBefore, connections, tripwire);
    const steps = await runSteps(
      context,
      session,
      { rooms, feed },
      rates.map((rate, step) => ({
        tag: `conn${level}-${step}`,
        ratePerSecond: rate,
        durationMs: stepMs,
      })),
      PAUSE_MS,
    );
    return { connections, connectMs, memoryPerConnection: memory, steps };
  } finally {
    destroyAll(clientsOf(rooms));
  }
}
