/**
 * @module
 * A fixed offered rate of GET requests, open loop (lib/open-loop.ts): a request leaves on its
 * schedule whether or not the earlier ones have been answered, and its latency is counted from
 * that scheduled moment to the last byte of the answer, so a server that falls behind shows it
 * in the tail instead of quietly lowering the rate (no coordinated omission). Requests reuse
 * keep-alive connections and accept gzip, as a browser's do.
 *
 * The requests go out from a worker thread (`http-load-worker.ts`), whose heap holds nothing but
 * them. Sent from the bench's own thread, they waited on its garbage collections: the bench keeps
 * a seeded history and a tablet's documents, and while reading answers of 60 KiB 200 times a
 * second it ran a full collection about every 0.6 s. Its sends then left 10-17 ms late at p99
 * and the answers waited unread for as long, which the table counted as the server's latency.
 */
import { Worker } from 'node:worker_threads';

/** What one endpoint's run measured. */
export interface LoadResult {
  /** Milliseconds from each request's scheduled send to the end of its answer. */
  latencyMs: number[];
  /** Answers that were not 200, and requests that failed outright. */
  failures: number;
  /** How many failed of each kind: `status 503`, an error's code (`ECONNRESET`), `given up`. */
  failureKinds: Record<string, number>;
  /** Mean bytes of an answer as sent (gzipped). */
  meanBytes: number;
  /** Answers received per second of the run (from the first send to the last answer). */
  completedPerSecond: number;
  /** How late sends left against their schedule: the load generator's own health. */
  sendLagMs: number[];
}

/** What the worker thread offers: every path in order, at a fixed rate. */
export interface LoadPlan {
  baseUrl: string;
  token: string;
  paths: string[];
  ratePerSecond: number;
  /**
   * How long to wait for answers after the last send; the ones still missing then are given
   * up and counted as failures. Unset: every answer is waited for.
   */
  drainSeconds?: number;
}

/** Offers `ratePerSecond` requests for `seconds` seconds to the paths `pathOf(n)` gives. */
export async function offerLoad(
  target: { baseUrl: string; token: string; pathOf: (n: number) => string },
  plan: { ratePerSecond: number; seconds: number; drainSeconds?: number },
): Promise<LoadResult> {
  // Asked in order before the run, as they would be during it: `pathOf` may count its calls.
  const total = Math.round(plan.ratePerSecond * plan.seconds);
  const paths = Array.from({ length: total }, (_, n) => target.pathOf(n));
  const workerData: LoadPlan = {
    baseUrl: target.baseUrl,
    token: target.token,
    paths,
    ratePerSecond: plan.ratePerSecond,
    ...(plan.drainSeconds === undefined ? {} : { drainSeconds: plan.drainSeconds }),
  };
  const worker = new Worker(new URL('./http-load-worker.ts', import.meta.url), { workerData });
  try {
    return await new Promise<LoadResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the load generator exited with ${code}`)));
    });
  } finally {
    await worker.terminate();
  }
}
