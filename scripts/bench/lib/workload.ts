/**
 * @module
 * What the parents do: confirm their week over and over, alternating "confirmed" and "not
 * coming on Monday" so that each write is a real change. The paced run is open-loop (see
 * open-loop.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { setFamilyConfirmation } from '@cubby/shared/docs';
import type * as Y from 'yjs';
import type { DeliveryTracker, WriteRecord } from './delivery-tracker.ts';
import { runOpenLoop } from './open-loop.ts';

/** A parent's phone with its family document open. */
export interface Parent {
  customerId: string;
  doc: Y.Doc;
  writes: number;
  /** Last stamp used, so two writes of one family never share an updatedAt. */
  lastStampMs: number;
}

/** The measured outcome of one run. */
export interface RunResult {
  label: string;
  writes: WriteRecord[];
  /** Time the run was busy: first send to last sighting, pauses between bursts excluded. */
  activeMs: number;
  /** How late each paced write left against its schedule (load generator health). */
  sendLagMs: number[];
  /** Writes that not every staff client saw before the drain timeout. */
  unseen: number;
  /** Updates each staff client received: fewer than writes means the server batched them. */
  updatesPerStaffClient: number;
}

/** Starts a fresh tracker that the staff watchers report to. */
export type StartTracking = () => DeliveryTracker;

/** One parent confirms (or changes) their week. */
export function writeConfirmation(parent: Parent, monday: string, tracker: DeliveryTracker): void {
  const notComing = parent.writes % 2 === 1;
  const stampMs = Math.max(Date.now(), parent.lastStampMs + 1);
  parent.lastStampMs = stampMs;
  parent.writes += 1;
  const sentAt = performance.now();
  const written = setFamilyConfirmation(
    parent.doc,
    notComing
      ? { weekStart: monday, status: 'not_coming', details: { absentDays: [monday] } }
      : { weekStart: monday, status: 'confirmed', details: {} },
    new Date(stampMs),
  );
  tracker.recordWrite(parent.customerId, written.updatedAt, sentAt);
}

/** What every run needs. */
export interface RunContext {
  parents: Parent[];
  monday: string;
  /** How long to wait for the last writes to reach every staff client. */
  drainTimeoutMs: number;
  startTracking: StartTracking;
  /** Aborted when the bench gives up: a run stops writing and waiting at once. */
  signal: AbortSignal;
}

/** `total` writes spread over the parents in turn at `ratePerSecond` in all. */
export async function runPaced(
  context: RunContext,
  plan: { label: string; total: number; ratePerSecond: number },
): Promise<RunResult> {
  const { parents, monday, signal } = context;
  const tracker = context.startTracking();
  const sendLagMs = await runOpenLoop(
    plan,
    (n) => writeConfirmation(parents[n % parents.length] as Parent, monday, tracker),
    signal,
  );
  await tracker.whenAllSeen(context.drainTimeoutMs, signal);
  return {
    label: plan.label,
    writes: tracker.writes,
    activeMs: activeTime(tracker.writes),
    sendLagMs,
    unseen: tracker.outstanding,
    updatesPerStaffClient: tracker.updatesPerStaffClient,
  };
}

/** `rounds` times, every parent writes at once; each round drains before the next. */
export async function runBurst(
  context: RunContext,
  plan: { label: string; rounds: number; pauseMs: number },
): Promise<RunResult> {
  const { parents, monday, signal } = context;
  const run: RunResult = {
    label: plan.label,
    writes: [],
    activeMs: 0,
    sendLagMs: [],
    unseen: 0,
    updatesPerStaffClient: 0,
  };
  for (let round = 0; round < plan.rounds && !signal.aborted; round++) {
    const tracker = context.startTracking();
    for (const parent of parents) writeConfirmation(parent, monday, tracker);
    await tracker.whenAllSeen(context.drainTimeoutMs, signal);
    run.writes.push(...tracker.writes);
    run.activeMs += activeTime(tracker.writes);
    run.unseen += tracker.outstanding;
    run.updatesPerStaffClient += tracker.updatesPerStaffClient;
    await sleep(plan.pauseMs, undefined, { signal });
  }
  return run;
}

// From the first send to the last sighting; writes never fully seen end it at "now".
function activeTime(writes: WriteRecord[]): number {
  if (writes.length === 0) return 0;
  const now = performance.now();
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  for (const write of writes) {
    first = Math.min(first, write.sentAt);
    for (const at of write.seenAt) last = Math.max(last, Number.isNaN(at) ? now : at);
  }
  return last - first;
}
