/**
 * @module
 * The documents waiting for a commit, and which of them one transaction takes. A group commit
 * takes documents until its slice's budget is spent, then yields the event loop: 2,000 offline
 * changes arriving at once in nine documents were one transaction of 522 ms, during which no
 * other document's update could be stored or broadcast (decision 044, 2026-11-27). A document
 * is always taken whole, with every update that waits for it: its projections read the document
 * as it is in memory, so storing part of it would project what is not stored yet.
 */
import type { SyncDoc } from './sync-doc.ts';

/** How much one group commit takes before it leaves the rest to the next one. */
export interface SliceLimits {
  /** Updates; a document holding more is still taken whole, alone. */
  maxUpdates: number;
  /** Milliseconds the transaction has run. */
  maxMs: number;
}

/** What a slice of a group commit takes by default: a few milliseconds of a busy loop. */
export const DEFAULT_SLICE_LIMITS: SliceLimits = { maxUpdates: 64, maxMs: 4 };

/** Documents waiting for a commit. */
export class CommitQueue {
  /** Documents that got updates since the last slice began, in order of arrival. */
  readonly #fresh = new Set<SyncDoc>();
  /** Documents earlier slices left, oldest first. */
  readonly #backlog = new Set<SyncDoc>();
  #running: Slice | null = null;

  /** Whether no document waits. */
  get isEmpty(): boolean {
    return this.#fresh.size === 0 && this.#backlog.size === 0;
  }

  /** Whether documents wait that an earlier slice left. */
  get hasBacklog(): boolean {
    return this.#backlog.size > 0;
  }

  /** A document has updates to commit; written during a slice, it joins that slice. */
  add(doc: SyncDoc): void {
    if (this.#running) this.#running.join(doc);
    else this.#fresh.add(doc);
  }

  delete(doc: SyncDoc): void {
    this.#fresh.delete(doc);
    this.#backlog.delete(doc);
  }

  /** Every waiting document, which no longer wait. */
  takeAll(): SyncDoc[] {
    const all = [...new Set([...this.#backlog, ...this.#fresh])];
    this.#fresh.clear();
    this.#backlog.clear();
    return all;
  }

  /**
   * Starts the documents of one transaction: `only` those, or all that wait when `limits` is
   * null, else as many as `limits` allow. Documents written to during the slice join it.
   */
  begin(limits: SliceLimits | null, only?: readonly SyncDoc[]): Slice {
    let fresh: SyncDoc[];
    let backlog: SyncDoc[];
    if (only) {
      fresh = [...only];
      backlog = [];
      for (const doc of only) this.delete(doc);
    } else {
      fresh = [...this.#fresh];
      backlog = [...this.#backlog];
      this.#fresh.clear();
      this.#backlog.clear();
    }
    const slice = new Slice(fresh, backlog, limits);
    this.#running = slice;
    return slice;
  }

  /** Ends the running slice: what it did not take waits for the next, before newer arrivals. */
  end(slice: Slice): void {
    if (this.#running === slice) this.#running = null;
    const later = [...this.#backlog];
    this.#backlog.clear();
    for (const doc of [...slice.untaken(), ...later]) this.#backlog.add(doc);
  }
}

/**
 * The documents one transaction takes. Newly arrived documents go first, so that an update to a
 * quiet document does not wait behind a backlog; and each slice takes at least one document of
 * the backlog, so that the backlog cannot starve behind a steady stream of new ones.
 */
export class Slice {
  readonly #fresh: SyncDoc[];
  readonly #backlog: SyncDoc[];
  readonly #joined = new Set<SyncDoc>();
  readonly #limits: SliceLimits | null;
  readonly #startedAt = performance.now();
  #updates = 0;
  #tookBacklog = false;

  constructor(fresh: SyncDoc[], backlog: SyncDoc[], limits: SliceLimits | null) {
    this.#fresh = fresh;
    this.#backlog = backlog;
    this.#limits = limits;
  }

  join(doc: SyncDoc): void {
    this.#joined.add(doc);
  }

  /** Counts the updates of a document taken. */
  took(updates: number): void {
    this.#updates += updates;
  }

  /** The next document to store, or undefined when the slice is done. */
  next(): SyncDoc | undefined {
    // A hook's write belongs to the transaction of the change that caused it.
    const joined = this.#joined.values().next().value;
    if (joined) {
      this.#joined.delete(joined);
      return joined;
    }
    if (!this.#spent()) return this.#fresh.shift() ?? this.#fromBacklog();
    return this.#tookBacklog ? undefined : this.#fromBacklog();
  }

  /** The documents this slice left, in the order they waited. */
  untaken(): SyncDoc[] {
    return [...this.#backlog, ...this.#fresh].filter((doc) => doc.hasPending);
  }

  #fromBacklog(): SyncDoc | undefined {
    const doc = this.#backlog.shift();
    if (doc) this.#tookBacklog = true;
    return doc;
  }

  #spent(): boolean {
    if (!this.#limits) return false;
    return (
      this.#updates >= this.#limits.maxUpdates ||
      performance.now() - this.#startedAt >= this.#limits.maxMs
    );
  }
}
