/**
 * @module
 * One measured step: check-ins at a fixed offered rate across the rooms' writers, open-loop,
 * then a wait for the last ones to reach every client, with both processes' CPU over the step.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type CpuSample, cpuBetween, othersMs, sampleCpu } from '../cpu-time.ts';
import { runOpenLoop } from '../open-loop.ts';
import { type Summary, summarize } from '../percentiles.ts';
import { weekday, writeCheckIn } from './check-ins.ts';
import { FanOutRecorder } from './fan-out-recorder.ts';
import type { Room, SightingFeed } from './rooms.ts';

/** What writing needs to know. */
export interface WriteContext {
  rooms: Room[];
  /** Customer ids the check-ins name, in turn. */
  customers: string[];
  feed: SightingFeed;
}

/** A step to measure. */
export interface StepPlan {
  /** Unique among the steps a server sees: it prefixes the visit ids. */
  tag: string;
  /** Check-ins per second, all rooms together. */
  ratePerSecond: number;
  durationMs: number;
}

/** What a step measured. */
export interface StepResult {
  ratePerSecond: number;
  writes: number;
  /** Writes that had not reached every client when the drain timeout ended the wait. */
  undelivered: number;
  /** Send to arrival at each receiving client. */
  latency: Summary;
  /** Deliveries per second over the busy time (first send to last arrival or timeout). */
  deliveredPerSecond: number;
  /** Over the busy time. */
  cpu: CpuShares;
  /** How late the worst sends left against the schedule: a busy load generator shows here. */
  sendLagP99Ms: number;
}

/**
 * Starts writing `total` check-ins at `ratePerSecond` into the recorder, spread over the rooms
 * and, within a room, over its writers. Resolves with each send's lag once the last one is out
 * or `signal` aborts.
 */
export function writeCheckIns(
  context: WriteContext,
  plan: { tag: string; ratePerSecond: number; total: number },
  recorder: FanOutRecorder,
  signal: AbortSignal,
): Promise<number[]> {
  const { rooms, customers } = context;
  return runOpenLoop(
    plan,
    (n) => {
      const room = rooms[n % rooms.length] as Room;
      const turn = Math.floor(n / rooms.length);
      const writer = room.writers[turn % room.writers.length];
      if (!writer) throw new Error('a room without writers');
      const visitId = `${plan.tag}-${n}`;
      recorder.recordWrite(visitId, room.clients.length - 1);
      writeCheckIn(writer.doc, {
        visitId,
        customerId: customers[turn % customers.length] as string,
        // Every customer on one day, then the next day.
        date: weekday(room.monday, Math.floor(turn / customers.length)),
        sentAt: performance.now(),
      });
    },
    signal,
  );
}

/** What a measured step needs besides the writing. */
export interface StepContext extends WriteContext {
  serverPid: number;
  drainTimeoutMs: number;
  signal: AbortSignal;
}

/** Runs one step and waits up to `drainTimeoutMs` for its last check-ins to arrive. */
export async function runStep(context: StepContext, plan: StepPlan): Promise<StepResult> {
  const recorder = new FanOutRecorder();
  context.feed.recorder = recorder;
  const cpuBefore = sampleCpu(context.serverPid);
  const start = performance.now();
  const total = Math.round((plan.ratePerSecond * plan.durationMs) / 1000);
  const lag = await writeCheckIns(context, { ...plan, total }, recorder, context.signal);
  await recorder.whenDelivered(context.drainTimeoutMs, context.signal);
  const busyMs = performance.now() - start;
  const cpu = cpuBetween(cpuBefore, sampleCpu(context.serverPid));
  context.feed.recorder = null;
  return {
    ratePerSecond: plan.ratePerSecond,
    writes: recorder.writes,
    undelivered: recorder.outstanding,
    latency: summarize(recorder.latencies),
    deliveredPerSecond: (recorder.delivered / busyMs) * 1000,
    cpu: cpuShares(cpu, busyMs),
    sendLagP99Ms: summarize(lag).p99,
  };
}

/** CPU time over a span as shares of one core's time; null where /proc could not be read. */
export interface CpuShares {
  server: number | null;
  generator: number;
  /** What every other process on the machine used meanwhile, in cores. */
  others: number | null;
  /** How much of the time the machine's cores waited for disk I/O, as an fsync does. */
  ioWait: number | null;
}

/** The shares of a span of CPU time (see `cpuBetween`) spent in `wallMs`. */
export function cpuShares(span: CpuSample, wallMs: number): CpuShares {
  const share = (ms: number | null) => (ms === null ? null : ms / wallMs);
  return {
    server: share(span.serverMs),
    generator: span.generatorMs / wallMs,
    others: share(othersMs(span)),
    ioWait: share(span.machineIoWaitMs),
  };
}

/** Whether a step kept every write flowing with p99 under `p99LimitMs`. */
export function stepHeld(step: StepResult, p99LimitMs: number): boolean {
  return step.undelivered === 0 && step.latency.p99 < p99LimitMs;
}

/** Runs the steps in order, `pauseMs` apart; every step runs, whatever the one before did. */
export async function stepUp(
  context: StepContext,
  plans: StepPlan[],
  pauseMs: number,
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const plan of plans) {
    results.push(await runStep(context, plan));
    await sleep(pauseMs, undefined, { signal: context.signal });
  }
  return results;
}

/**
 * The highest rate among the steps that held, 0 when none did, and the lower rates that did
 * not: on a machine doing other work, a lower step can miss by a stall that is nobody's fault.
 */
export function sustainedRate(
  steps: StepResult[],
  p99LimitMs: number,
): { rate: number; missedBelow: number[] } {
  const held = steps.filter((step) => stepHeld(step, p99LimitMs));
  const rate = Math.max(0, ...held.map((step) => step.ratePerSecond));
  const missedBelow = steps
    .filter((step) => step.ratePerSecond < rate && !stepHeld(step, p99LimitMs))
    .map((step) => step.ratePerSecond);
  return { rate, missedBelow };
}
