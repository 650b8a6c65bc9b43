/**
 * @module
 * Where a slow commit's time went, from the first update of its tick to its broadcast, so that a
 * tail names its stage: waiting for the tick's commit to start, the transaction on the event loop
 * (and how much of it the process spent on a CPU: the rest it waited for one, or for the disk),
 * waiting for the fsync, and the sends; and, over the whole commit, the process's CPU time and
 * the garbage collector's pauses. Decision 044 found the tails this way.
 */
import { PerformanceObserver } from 'node:perf_hooks';

/** The default threshold: a commit slower than this, first update to broadcast, is logged. */
export const SLOW_COMMIT_MS = 100;

/** The stages of one commit, in milliseconds. */
export interface CommitStages {
  totalMs: number;
  queuedMs: number;
  transactionMs: number;
  /** Process CPU time during the transaction; far below `transactionMs` means it waited. */
  transactionCpuMs: number;
  fsyncWaitMs: number;
  broadcastMs: number;
  /** Process CPU time from the transaction's start to the broadcast's end. */
  cpuMs: number;
  /** Garbage collector pauses that ended between the first update and the broadcast's end. */
  gcMs: number;
}

/** Timestamps of one commit as it goes. */
export class CommitTiming {
  readonly #queuedAt: number;
  readonly #startedAt = performance.now();
  readonly #cpuAtStart = process.cpuUsage();
  #storedAt = this.#startedAt;
  #transactionCpuMs = 0;
  #cpuMs = 0;

  /** `queuedAt`: when the first update of the commit arrived (performance.now()). */
  constructor(queuedAt: number) {
    this.#queuedAt = queuedAt;
  }

  /** Called when the transaction has committed, before its fsync. */
  stored(): void {
    this.#storedAt = performance.now();
    this.#transactionCpuMs = cpuMsSince(this.#cpuAtStart);
  }

  /** Called when the broadcast has been sent. */
  sent(): void {
    this.#cpuMs = cpuMsSince(this.#cpuAtStart);
  }

  /** The stages, if the commit took `thresholdMs` or longer from first update to sent. */
  slowStages(onDiskAt: number, sentAt: number, thresholdMs = SLOW_COMMIT_MS): CommitStages | null {
    const totalMs = sentAt - this.#queuedAt;
    if (totalMs < thresholdMs) return null;
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      totalMs: round(totalMs),
      queuedMs: round(this.#startedAt - this.#queuedAt),
      transactionMs: round(this.#storedAt - this.#startedAt),
      transactionCpuMs: round(this.#transactionCpuMs),
      fsyncWaitMs: round(onDiskAt - this.#storedAt),
      broadcastMs: round(sentAt - onDiskAt),
      cpuMs: round(this.#cpuMs),
      gcMs: round(gcPausesBetween(this.#queuedAt, sentAt)),
    };
  }
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

/** The pauses kept: far more than a slow commit spans, few enough to scan. */
const GC_PAUSES_KEPT = 64;
const gcPauses: Array<{ start: number; end: number }> = [];
let gcObserver: PerformanceObserver | null = null;

/**
 * Starts recording the garbage collector's pauses, for `CommitStages.gcMs`. Node reports a pause
 * a tick or so after it happened, so a commit's stages are read once that tick has passed.
 */
export function watchGcPauses(): void {
  if (gcObserver) return;
  gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcPauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
      if (gcPauses.length > GC_PAUSES_KEPT) gcPauses.shift();
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
}

function gcPausesBetween(from: number, to: number): number {
  let total = 0;
  for (const { start, end } of gcPauses) {
    if (end > from && start < to) total += Math.min(end, to) - Math.max(start, from);
  }
  return total;
}
