/**
 * @module
 * One contender's server for one workload: started fresh so each workload's memory figures
 * start from a server that has served nobody, watched by the tripwire unless the bench kills it
 * on purpose, and restarted on the same port and data after such a kill.
 */
import { type CpuSample, sampleCpu } from '../cpu-time.ts';
import { readRssBytes } from '../rss.ts';
import type { ServerProcess } from '../server-process.ts';
import type { Tripwire } from '../tripwire.ts';
import type { Contender } from './contenders.ts';

const STOP_TIMEOUT_MS = 10_000;

/** A contender's running server. */
export class ServerSession {
  #process: ServerProcess;
  readonly #contender: Contender;
  readonly #tripwire: Tripwire;

  private constructor(contender: Contender, tripwire: Tripwire, process: ServerProcess) {
    this.#contender = contender;
    this.#tripwire = tripwire;
    this.#process = process;
    tripwire.watch(process);
  }

  /** Starts the contender's server. */
  static async start(contender: Contender, tripwire: Tripwire): Promise<ServerSession> {
    return new ServerSession(contender, tripwire, await tripwire.guard(contender.start()));
  }

  get pid(): number {
    return this.#process.pid;
  }

  /** Resident memory now, in bytes. */
  rss(): number | null {
    return readRssBytes(this.#process.pid);
  }

  /** CPU time of the server and of this process so far. */
  cpu(): CpuSample {
    return sampleCpu(this.#process.pid);
  }

  /** kill -9: the server gets no chance to store anything still pending. */
  async crash(): Promise<void> {
    this.#tripwire.watch(null);
    await this.#process.kill();
  }

  /** Starts the server again on the same port and data; resolves with the time it took. */
  async restart(): Promise<number> {
    const start = performance.now();
    this.#process = await this.#tripwire.guard(this.#contender.start());
    this.#tripwire.watch(this.#process);
    return performance.now() - start;
  }

  /** SIGTERM and a clean exit (SIGKILL after 10 s); warnings the server logged are returned. */
  async stop(): Promise<string[]> {
    this.#tripwire.watch(null);
    const { killed } = await this.#process.stop(STOP_TIMEOUT_MS);
    const notes = this.#process.logSamples();
    return killed ? [...notes, 'ignored SIGTERM for 10 s and was killed'] : notes;
  }
}

/** Runs `work` against a fresh server of the contender and stops the server afterwards. */
export async function withServer<T>(
  contender: Contender,
  tripwire: Tripwire,
  work: (session: ServerSession) => Promise<T>,
): Promise<{ result: T; serverLog: string[] }> {
  const session = await ServerSession.start(contender, tripwire);
  try {
    const result = await work(session);
    return { result, serverLog: await session.stop() };
  } catch (error) {
    // No server outlives a failed workload.
    await session.stop();
    throw error;
  }
}
