/**
 * @module
 * Durable commits without blocking the event loop. SQLite with `synchronous=FULL` fsyncs the
 * write-ahead log inside every commit, on the thread that commits: Node's only one. A deferred
 * commit is taken with `synchronous=NORMAL` instead (written to the WAL, not yet synced) and
 * `flush` then fsyncs the WAL on libuv's thread pool; commits that arrive while an fsync runs
 * share the next one (group commit). A deferred commit is as durable as a FULL one once its
 * flush resolves, and nobody may be told about it before.
 *
 * When the disk is quick, the round trip to the thread pool costs more than the fsync: two more
 * wake-ups of a process that may be waiting for a core (decision 044, fifth pass). So while the
 * log's fsyncs take under `QUICK_FSYNC_MS`, `syncIfQuick` fsyncs on the event loop itself; one
 * slower fsync on the loop sends them all to the pool for `POOL_AFTER_SLOW_MS`, after which the
 * loop tries again. The pool's fsyncs do not count: their time is mostly the two wake-ups, which
 * on a busy machine took 4-6 ms where the loop's own fsync took 0.3-0.6 ms, so counting them
 * kept the fsyncs in the pool for good once one had gone there (decision 044, 2026-11-27).
 * A slow disk thus stalls the loop at most once a minute, for one fsync.
 */
import { closeSync, fdatasync, fdatasyncSync, fsyncSync, openSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';

/** What the document registry needs to make its commits durable. */
export interface Durability {
  /** Runs a write transaction whose commit is durable only once a later `flush` resolves. */
  deferred<T>(commit: () => T): T;
  /** Resolves once everything committed before the call is on disk. */
  flush(): Promise<void>;
  /** Puts everything committed so far on disk before it returns. */
  flushNow(): void;
  /**
   * Puts everything committed so far on disk before it returns, when that is quicker than a
   * `flush` (no fsync under way, and the disk's recent fsyncs were quick): true when it did.
   */
  syncIfQuick(): boolean;
}

/** The longest fsync the event loop waits for itself rather than hand to the thread pool. */
export const QUICK_FSYNC_MS = 2;
/** How long fsyncs go to the thread pool after one on the loop took longer than `QUICK_FSYNC_MS`. */
export const POOL_AFTER_SLOW_MS = 60_000;

/** Puts a file's data on disk before it returns, as `fs.fdatasyncSync` does. */
export type SyncFileNow = (fd: number) => void;

/** Puts a file's data on disk on the thread pool, as `fs.fdatasync` does. */
export type SyncFile = (fd: number, done: (error: NodeJS.ErrnoException | null) => void) => void;

/** Deferred commits and group fsyncs of one SQLite database in WAL mode. */
export class WalDurability implements Durability {
  readonly #sqlite: Database.Database;
  readonly #walFile: string;
  readonly #syncFile: SyncFile;
  #fd: number | null = null;
  /** The fsync under way, if any. */
  #running: Promise<void> | null = null;
  /** The fsync that starts when the running one ends, shared by every caller meanwhile. */
  #queued: Promise<void> | null = null;
  readonly #syncFileNow: SyncFileNow;
  /** Until then (performance.now()), fsyncs go to the thread pool: one was slow. */
  #poolUntil = Number.NEGATIVE_INFINITY;

  /**
   * `syncFile` is `fs.fdatasync` and `syncFileNow` `fs.fdatasyncSync`; a test wraps them to see
   * when each fsync starts and ends, or to make one slow.
   */
  constructor(
    sqlite: Database.Database,
    databaseFile: string,
    syncFile: SyncFile = fdatasync,
    syncFileNow: SyncFileNow = fdatasyncSync,
  ) {
    this.#sqlite = sqlite;
    this.#walFile = `${databaseFile}-wal`;
    this.#syncFile = syncFile;
    this.#syncFileNow = syncFileNow;
  }

  deferred<T>(commit: () => T): T {
    // SQLite applies this pragma while compiling it, so it cannot be prepared once and rerun.
    this.#sqlite.exec('PRAGMA synchronous = NORMAL');
    try {
      return commit();
    } finally {
      this.#sqlite.exec('PRAGMA synchronous = FULL');
    }
  }

  flush(): Promise<void> {
    if (this.#queued) return this.#queued;
    if (!this.#running) return this.#start();
    // The running fsync may have started before the caller's commit was written: wait for the
    // next one, which every caller until then shares.
    this.#queued ??= this.#running.then(
      () => this.#startQueued(),
      () => this.#startQueued(),
    );
    return this.#queued;
  }

  flushNow(): void {
    fdatasyncSync(this.#walFd());
  }

  syncIfQuick(): boolean {
    if (this.#running || this.#queued || performance.now() < this.#poolUntil) return false;
    const startedAt = performance.now();
    this.#syncFileNow(this.#walFd());
    const endedAt = performance.now();
    if (endedAt - startedAt > QUICK_FSYNC_MS) this.#poolUntil = endedAt + POOL_AFTER_SLOW_MS;
    return true;
  }

  /** Closes the log's descriptor; call before closing the database, which removes the log. */
  close(): void {
    if (this.#fd !== null) closeSync(this.#fd);
    this.#fd = null;
  }

  #startQueued(): Promise<void> {
    this.#queued = null;
    return this.#start();
  }

  #start(): Promise<void> {
    const running = new Promise<void>((resolve, reject) => {
      // fdatasync, as SQLite syncs its own files: the data and the size needed to read it back,
      // without forcing a journal commit for the modification time on every call.
      this.#syncFile(this.#walFd(), (error) => {
        if (error) reject(error);
        else resolve();
      });
    }).finally(() => {
      if (this.#running === running) this.#running = null;
    });
    this.#running = running;
    return running;
  }

  // Opened on first use: SQLite creates the log lazily. It keeps the same file (rewinding it
  // after checkpoints) for as long as a connection is open, so one descriptor serves the process.
  // Its directory entry is synced once, as SQLite does when it creates a log itself.
  #walFd(): number {
    if (this.#fd === null) {
      this.#fd = openSync(this.#walFile, 'r');
      const directory = openSync(path.dirname(this.#walFile), 'r');
      try {
        fsyncSync(directory);
      } finally {
        closeSync(directory);
      }
    }
    return this.#fd;
  }
}
