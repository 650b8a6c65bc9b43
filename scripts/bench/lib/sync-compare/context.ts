/**
 * @module
 * What every workload runs with, and the steps they share: which weeks each one writes to,
 * opening rooms and measuring what their connections cost the server, and running the
 * measured steps.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Tripwire } from '../tripwire.ts';
import type { Contender } from './contenders.ts';
import type { Plan } from './plan.ts';
import { type BenchClient, destroyAll, waitForAllSynced } from './protocol-clients.ts';
import { clientsOf, openRooms, type Room, type RoomShape, SightingFeed } from './rooms.ts';
import type { ServerSession } from './server-session.ts';
import { type StepPlan, type StepResult, stepUp } from './steps.ts';

/** One contender's run of one workload. */
export interface WorkloadContext {
  contender: Contender;
  plan: Plan;
  tripwire: Tripwire;
  /** Customer ids the check-ins name (Cubby's seeded families; the peers store them as text). */
  customers: string[];
  /** The Monday the weeks below count from. */
  base: string;
  /** Progress lines, so a long run shows where it is. */
  log(line: string): void;
}

/**
 * Weeks (counted from `base`) each workload's documents use: apart, so that one workload's
 * documents do not grow another's, except that the join storm opens the morning rush's weeks on
 * purpose, to join documents that have a morning's check-ins in them.
 */
export const WEEKS = {
  rush: 0,
  offline: 40,
  /** Level n of the connection sweep starts at `connections + n * connectionsApart`. */
  connections: 100,
  connectionsApart: 100,
} as const;

/** Rooms whose clients have all synced. */
export interface OpenRooms {
  rooms: Room[];
  clients: BenchClient[];
  feed: SightingFeed;
  /** Per client, from opening (all at once) to its first completed sync. */
  joinMs: number[];
  /** Bytes of server memory per connection; null when /proc could not be read. */
  memoryPerConnection: number | null;
}

// Long enough for the awareness messages and garbage of a connection storm to settle.
const SETTLE_MS = 1_000;

/**
 * Opens a room per Monday, all clients at once, waits for every one to sync, measures the
 * server's memory growth per connection, runs `work`, and closes the clients again.
 */
export async function withRooms<T>(
  context: WorkloadContext,
  session: ServerSession,
  mondays: string[],
  shape: RoomShape,
  work: (open: OpenRooms) => Promise<T>,
): Promise<T> {
  const feed = new SightingFeed();
  const rssBefore = session.rss();
  const start = performance.now();
  const rooms = openRooms(context.contender, mondays, shape, feed);
  const clients = clientsOf(rooms);
  try {
    const joinMs = firstSyncTimes(clients, start);
    await context.tripwire.guard(waitForAllSynced(clients, context.plan.syncTimeoutMs));
    context.log(`${clients.length} clients synced in ${(performance.now() - start).toFixed(0)} ms`);
    const memory = await memoryPerConnection(session, rssBefore, clients.length, context.tripwire);
    return await work({ rooms, clients, feed, joinMs: joinMs(), memoryPerConnection: memory });
  } finally {
    destroyAll(clients);
  }
}

/** Records each client's next completed sync; the returned function lists the times so far. */
export function firstSyncTimes(clients: BenchClient[], since: number): () => number[] {
  const times: number[] = [];
  for (const client of clients) {
    const stop = client.onSynced(() => {
      times.push(performance.now() - since);
      stop();
    });
  }
  return () => times;
}

/** Server memory growth per connection, in bytes, sampled after the connections settled. */
export async function memoryPerConnection(
  session: ServerSession,
  rssBefore: number | null,
  connections: number,
  tripwire: Tripwire,
): Promise<number | null> {
  await tripwire.guard(sleep(SETTLE_MS));
  const rssAfter = session.rss();
  if (rssBefore === null || rssAfter === null) return null;
  return (rssAfter - rssBefore) / connections;
}

/** Runs measured steps on the rooms, one after the other. */
export function runSteps(
  context: WorkloadContext,
  session: ServerSession,
  open: Pick<OpenRooms, 'rooms' | 'feed'>,
  plans: StepPlan[],
  pauseMs: number,
): Promise<StepResult[]> {
  const { plan, tripwire } = context;
  return tripwire.guard(
    stepUp(
      {
        rooms: open.rooms,
        customers: context.customers,
        feed: open.feed,
        serverPid: session.pid,
        drainTimeoutMs: plan.drainTimeoutMs,
        signal: tripwire.signal,
      },
      plans,
      pauseMs,
    ),
  );
}
