/**
 * @module
 * Workload (1), the morning rush: every week document open on four staff tablets that check
 * children in and twenty screens that only watch, with check-ins stepping up from a quiet
 * morning to a busy one.
 */
import { runSteps, WEEKS, type WorkloadContext, withRooms } from './context.ts';
import { weeks } from './rooms.ts';
import type { ServerSession } from './server-session.ts';
import type { StepResult } from './steps.ts';

/** What the morning rush measured. */
export interface RushResult {
  connections: number;
  /** From opening every client at once until the last had synced. */
  connectMs: number;
  /** Bytes of server memory per connection; null when /proc could not be read. */
  memoryPerConnection: number | null;
  /**
   * The first check-ins after the server started, at the lowest rate: they run the server's code
   * before V8 has compiled it for speed, so they are shown apart and not judged.
   */
  warmUp: StepResult & { perRoomRate: number };
  /** One per offered rate; `perRoomRate` is check-ins per second per document. */
  steps: Array<StepResult & { perRoomRate: number }>;
}

const PAUSE_MS = 500;

export function morningRush(context: WorkloadContext, session: ServerSession): Promise<RushResult> {
  const { rooms: count, shape, perRoomRates, stepMs, warmUpMs } = context.plan.rush;
  const lowest = perRoomRates[0] as number;
  const mondays = weeks(context.base, WEEKS.rush, count);
  return withRooms(context, session, mondays, shape, async (open) => {
    const [warmUp, ...steps] = await runSteps(
      context,
      session,
      open,
      [
        { tag: 'rush-warm-up', ratePerSecond: lowest * count, durationMs: warmUpMs },
        ...perRoomRates.map((rate, n) => ({
          tag: `rush${n}`,
          ratePerSecond: rate * count,
          durationMs: stepMs,
        })),
      ],
      PAUSE_MS,
    );
    return {
      connections: open.clients.length,
      connectMs: Math.max(...open.joinMs),
      memoryPerConnection: open.memoryPerConnection,
      warmUp: { ...(warmUp as StepResult), perRoomRate: lowest },
      steps: steps.map((step, n) => ({ ...step, perRoomRate: perRoomRates[n] as number })),
    };
  });
}
