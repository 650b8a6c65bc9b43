/**
 * @module
 * Where a slow commit's time went, from the first update of its tick to its broadcast, so that a
 * tail names its stage: waiting for the tick's commit to start, the transaction on the event loop
 * (and how much of it the process spent on a CPU: the rest it waited for one, or for the disk),
 * waiting for the fsync, and the sends. Decision 044 found the tails this way.
 */

/** A commit slower than this, from its first update to its broadcast, is logged with its stages. */
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
}

/** Timestamps of one commit as it goes. */
export class CommitTiming {
  readonly #queuedAt: number;
  readonly #startedAt = performance.now();
  readonly #cpuAtStart = process.cpuUsage();
  #storedAt = this.#startedAt;
  #cpuMs = 0;

  /** `queuedAt`: when the first update of the commit arrived (performance.now()). */
  constructor(queuedAt: number) {
    this.#queuedAt = queuedAt;
  }

  /** Called when the transaction has committed, before its fsync. */
  stored(): void {
    this.#storedAt = performance.now();
    const { user, system } = process.cpuUsage(this.#cpuAtStart);
    this.#cpuMs = (user + system) / 1000;
  }

  /** The stages, if the commit took longer than SLOW_COMMIT_MS from first update to sent. */
  slowStages(onDiskAt: number, sentAt: number): CommitStages | null {
    const totalMs = sentAt - this.#queuedAt;
    if (totalMs < SLOW_COMMIT_MS) return null;
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      totalMs: round(totalMs),
      queuedMs: round(this.#startedAt - this.#queuedAt),
      transactionMs: round(this.#storedAt - this.#startedAt),
      transactionCpuMs: round(this.#cpuMs),
      fsyncWaitMs: round(onDiskAt - this.#storedAt),
      broadcastMs: round(sentAt - onDiskAt),
    };
  }
}
