/**
 * @module
 * Checkpoints the write-ahead log on a worker thread. SQLite's automatic checkpoint runs inside
 * the commit that fills the log past 1,000 pages, on the event loop: it copies every page into
 * the database file and fsyncs it, so about one commit in 70 of a check-in's size (some 15 pages
 * each) waited tens to hundreds of milliseconds before its broadcast. Checkpointed here often
 * enough, the log restarts before it reaches that size and the automatic one never fires; it
 * stays on as a fallback. The worker's own connection syncs the log before it copies from it
 * (SQLite's checkpoint does), so it moves only what is on disk.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker checkpoints. A busy morning writes well under 1,000 pages in this. */
const INTERVAL_MS = 250;
/** How long closing waits for the worker to let go of the database. */
const CLOSE_TIMEOUT_MS = 2_000;

// CommonJS, evaluated as the worker's source, so that it runs the same from `src/` and from
// the bundle in `dist/`. PASSIVE never waits for the writer or readers: what it cannot copy now
// it copies next time.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('synchronous = FULL');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  Atomics.store(workerData.closed, 0, 1);
  Atomics.notify(workerData.closed, 0);
  parentPort.close();
});
`;

/** A running checkpointer; `close` before the main connection closes. */
export interface WalCheckpointer {
  close(): void;
}

/** Starts checkpointing the database `file` (in WAL mode) on a worker thread. */
export function startWalCheckpointer(
  file: string,
  onError: (message: string) => void,
): WalCheckpointer {
  const closed = new Int32Array(new SharedArrayBuffer(4));
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, file, intervalMs: INTERVAL_MS, closed },
  });
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on('error', (error) => onError(error.message));
  let exited = false;
  worker.on('exit', () => {
    exited = true;
  });
  worker.unref();
  return {
    // Synchronous, like the database's own close: the last connection to close removes the log,
    // which only the main one can be once the worker has closed its own.
    close() {
      if (exited) return;
      worker.postMessage('close');
      Atomics.wait(closed, 0, 0, CLOSE_TIMEOUT_MS);
    },
  };
}
