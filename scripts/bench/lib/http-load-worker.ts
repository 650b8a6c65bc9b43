/**
 * @module
 * The load generator's own thread (see `http-load.ts`): it offers the planned requests, open
 * loop, and posts the result back.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import type { LoadPlan, LoadResult } from './http-load.ts';
import { runOpenLoop } from './open-loop.ts';

parentPort?.postMessage(await offer(workerData as LoadPlan));

async function offer(plan: LoadPlan): Promise<LoadResult> {
  // Idle sockets are closed here after 4 s, before the server's keep-alive timeout (Node's 5 s)
  // closes them: a request sent on a socket the server had just closed failed as ECONNRESET, a
  // race a browser retries and that the server's tail has nothing to do with.
  const agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: 4_000 });
  const url = new URL(plan.baseUrl);
  const total = plan.paths.length;
  const intervalMs = 1000 / plan.ratePerSecond;
  const latencyMs: number[] = [];
  let failures = 0;
  const failureKinds: Record<string, number> = {};
  const failed = (kind: string, count = 1) => {
    failures += count;
    failureKinds[kind] = (failureKinds[kind] ?? 0) + count;
  };
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
          path: plan.paths[n],
          headers: { Authorization: `Bearer ${plan.token}`, 'Accept-Encoding': 'gzip' },
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
            if (response.statusCode !== 200) failed(`status ${response.statusCode}`);
            resolve();
          });
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        failed(error.code ?? error.message);
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
  // Counted before the agent is destroyed: the requests given up then fail on their own.
  if (inFlight.size > 0) failed('given up', inFlight.size);
  const counted = { failures, failureKinds: { ...failureKinds } };
  agent.destroy();
  const answered = latencyMs.length;
  return {
    latencyMs,
    ...counted,
    meanBytes: answered === 0 ? 0 : bytes / answered,
    completedPerSecond: answered / ((lastAnswerAt - start) / 1000),
    sendLagMs,
  };
}
