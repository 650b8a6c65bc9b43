/**
 * @module
 * What the parents do: confirm their week over and over, alternating "confirmed" and "not
 * coming on Monday" so that each write is a real change. The paced run is open-loop (writes go
 * out on a schedule, never waiting for the previous one to arrive) so a slow server shows up as
 * latency rather than as a lower offered rate.
 */
import { setFamilyConfirmation } from '@cubby/shared/docs';
import type * as Y from 'yjs';
import type { DeliveryTracker, WriteRecord } from './delivery-tracker.ts';

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

/** `total` writes spread over the parents in turn at `ratePerSecond` in all. */
export async function runPaced(options: {
  label: string;
  parents: Parent[];
  monday: string;
  total: number;
  ratePerSecond: number;
  drainTimeoutMs: number;
  startTracking: StartTracking;
}): Promise<RunResult> {
  const { parents, monday, total } = options;
  const tracker = options.startTracking();
  const intervalMs = 1000 / options.ratePerSecond;
  const sendLagMs: number[] = [];
  const start = performance.now();
  await new Promise<void>((resolve) => {
    let sent = 0;
    const tick = () => {
      // Catch up on every write that is due: timers drift, the schedule must not.
      const now = performance.now();
      while (sent < total && start + sent * intervalMs <= now) {
        writeConfirmation(parents[sent % parents.length] as Parent, monday, tracker);
        sendLagMs.push(performance.now() - (start + sent * intervalMs));
        sent += 1;
      }
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
    };
    tick();
  });
  await tracker.whenAllSeen(options.drainTimeoutMs);
  return {
    label: options.label,
    writes: tracker.writes,
    activeMs: activeTime(tracker.writes),
    sendLagMs,
    unseen: tracker.outstanding,
  };
}

/** `rounds` times, every parent writes at once; each round drains before the next. */
export async function runBurst(options: {
  label: string;
  parents: Parent[];
  monday: string;
  rounds: number;
  pauseMs: number;
  drainTimeoutMs: number;
  startTracking: StartTracking;
}): Promise<RunResult> {
  const writes: WriteRecord[] = [];
  let activeMs = 0;
  let unseen = 0;
  for (let round = 0; round < options.rounds; round++) {
    const tracker = options.startTracking();
    for (const parent of options.parents) writeConfirmation(parent, options.monday, tracker);
    await tracker.whenAllSeen(options.drainTimeoutMs);
    writes.push(...tracker.writes);
    activeMs += activeTime(tracker.writes);
    unseen += tracker.outstanding;
    await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
  }
  return { label: options.label, writes, activeMs, sendLagMs: [], unseen };
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
