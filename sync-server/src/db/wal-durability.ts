/**
 * @module
 * Durable commits without blocking the event loop. SQLite with `synchronous=FULL` fsyncs the
 * write-ahead log inside every commit, on the thread that commits: Node's only one. A deferred
 * commit is taken with `synchronous=NORMAL` instead (written to the WAL, not yet synced) and
 * `flush` then fsyncs the WAL on libuv's thread pool; commits that arrive while an fsync runs
 * share the next one (group commit). A deferred commit is as durable as a FULL one once its
 * flush resolves, and nobody may be told about it before.
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
}

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

  /** `syncFile` is `fs.fdatasync`; a test wraps it to see when each fsync starts and ends. */
  constructor(sqlite: Database.Database, databaseFile: string, syncFile: SyncFile = fdatasync) {
    this.#sqlite = sqlite;
    this.#walFile = `${databaseFile}-wal`;
    this.#syncFile = syncFile;
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
      this.#syncFile(this.#walFd(), (error) => (error ? reject(error) : resolve()));
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
