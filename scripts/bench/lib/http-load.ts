/**
 * @module
 * A fixed offered rate of GET requests, open loop (lib/open-loop.ts): a request leaves on its
 * schedule whether or not the earlier ones have been answered, and its latency is counted from
 * that scheduled moment to the last byte of the answer, so a server that falls behind shows it
 * in the tail instead of quietly lowering the rate (no coordinated omission). Requests reuse
 * keep-alive connections and accept gzip, as a browser's do.
 */
import { Agent, request } from 'node:http';
import { runOpenLoop } from './open-loop.ts';

/** What one endpoint's run measured. */
export interface LoadResult {
  /** Milliseconds from each request's scheduled send to the end of its answer. */
  latencyMs: number[];
  /** Answers that were not 200, and requests that failed outright. */
  failures: number;
  /** Mean bytes of an answer as sent (gzipped). */
  meanBytes: number;
  /** Answers received per second of the run (from the first send to the last answer). */
  completedPerSecond: number;
  /** How late sends left against their schedule: the load generator's own health. */
  sendLagMs: number[];
}

/** Offers `ratePerSecond` requests for `seconds` seconds to the paths `pathOf(n)` gives. */
export async function offerLoad(
  target: { baseUrl: string; token: string; pathOf: (n: number) => string },
  plan: {
    ratePerSecond: number;
    seconds: number;
    /**
     * How long to wait for answers after the last send; the ones still missing then are given
     * up and counted as failures. Unset: every answer is waited for.
     */
    drainSeconds?: number;
  },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const url = new URL(target.baseUrl);
  const total = Math.round(plan.ratePerSecond * plan.seconds);
  const intervalMs = 1000 / plan.ratePerSecond;
  const latencyMs: number[] = [];
  let failures = 0;
  let bytes = 0;
  let lastAnswerAt = 0;
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();

  const send = (n: number) => {
    const scheduled = start + n * intervalMs;
    const done = new Promise<void>((resolve) => {
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: target.pathOf(n),
          headers: { Authorization: `Bearer ${target.token}`, 'Accept-Encoding': 'gzip' },
        },
        (response) => {
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
          });
          response.on('end', () => {
            lastAnswerAt = performance.now();
            latencyMs.push(lastAnswerAt - scheduled);
            bytes += size;
            if (response.statusCode !== 200) failures += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failures += 1;
        resolve();
      });
      req.end();
    });
    inFlight.add(done);
    done.then(() => inFlight.delete(done));
  };

  const sendLagMs = await runOpenLoop(
    { total, ratePerSecond: plan.ratePerSecond },
    send,
    new AbortController().signal,
  );
  const drained = Promise.all(inFlight);
  const { drainSeconds } = plan;
  if (drainSeconds === undefined) {
    await drained;
  } else {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, drainSeconds * 1000);
    });
    await Promise.race([drained, deadline]);
    clearTimeout(timer);
  }
  // Copied before the agent is destroyed: the requests given up then fail on their own.
  failures += inFlight.size;
  const givenUp = failures;
  agent.destroy();
  const answered = latencyMs.length;
  return {
    latencyMs,
    failures: givenUp,
    meanBytes: answered === 0 ? 0 : bytes / answered,
    completedPerSecond: answered / ((lastAnswerAt - start) / 1000),
    sendLagMs,
  };
}
