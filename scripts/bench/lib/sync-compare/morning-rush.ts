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
  /** One per offered rate; `perRoomRate` is check-ins per second per document. */
  steps: Array<StepResult & { perRoomRate: number }>;
}

const PAUSE_MS = 500;

export function morningRush(context: WorkloadContext, session: ServerSession): Promise<RushResult> {
  const { rooms: count, shape, perRoomRates, stepMs } = context.plan.rush;
  const mondays = weeks(context.base, WEEKS.rush, count);
  return withRooms(context, session, mondays, shape, async (open) => {
    const steps = await runSteps(
      context,
      session,
      open,
      perRoomRates.map((rate, n) => ({
        tag: `rush${n}`,
        ratePerSecond: rate * count,
        durationMs: stepMs,
      })),
      PAUSE_MS,
    );
    return {
      connections: open.clients.length,
      connectMs: Math.max(...open.joinMs),
      memoryPerConnection: open.memoryPerConnection,
      steps: steps.map((step, n) => ({ ...step, perRoomRate: perRoomRates[n] as number })),
    };
  });
}
