/**
 * @module
 * Another process's hold on the database's write lock, as Litestream takes it to copy the log
 * and to checkpoint it (decision 042): a worker thread with its own SQLite connection begins an
 * IMMEDIATE transaction and keeps it until released, or for at most `ms`.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A write lock held by another connection. */
export interface WriteLockHold {
  /** Lets the lock go (if it is still held) and waits for the worker to end. */
  release(): Promise<void>;
}

const HOLDER = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const connection = new Database(workerData.file);
connection.exec('BEGIN IMMEDIATE');
Atomics.store(workerData.signal, 0, 1);
Atomics.notify(workerData.signal, 0);
Atomics.wait(workerData.signal, 1, 0, workerData.ms);
connection.exec('ROLLBACK');
connection.close();
`;

/** Takes the write lock of the database `file` on another connection; resolves once it is held. */
export async function holdWriteLock(file: string, ms: number): Promise<WriteLockHold> {
  const signal = new Int32Array(new SharedArrayBuffer(8));
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(HOLDER, { eval: true, workerData: { file, ms, signal, driver } });
  const ended = new Promise<void>((resolve, reject) => {
    worker.once('exit', () => resolve());
    worker.once('error', reject);
  });
  while (Atomics.load(signal, 0) === 0) {
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5))]);
    if (Atomics.load(signal, 0) === 0 && (await isSettled(ended))) {
      throw new Error('the lock holder ended before it held the lock');
    }
  }
  return {
    async release() {
      Atomics.store(signal, 1, 1);
      Atomics.notify(signal, 1);
      await ended;
    },
  };
}

async function isSettled(promise: Promise<void>): Promise<boolean> {
  const pending = Symbol('pending');
  return (await Promise.race([promise.then(() => true), Promise.resolve(pending)])) !== pending;
}
