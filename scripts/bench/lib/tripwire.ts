/**
 * @module
 * Turns a dead server, a hung run or Ctrl-C into a rejection of whatever the bench is awaiting,
 * so that it always reaches its cleanup and says why it stopped.
 */
import type { ServerProcess } from './server-process.ts';

/** Races work against the failures the tripwire watches for. */
export interface Tripwire {
  guard<T>(work: Promise<T>): Promise<T>;
  /** Aborted when it trips, so that work still running stops instead of keeping Node alive. */
  signal: AbortSignal;
  /** Stops watching; the server may now exit. */
  disarm(): void;
}

/** Watches the server process, a deadline for the whole bench, and SIGINT. */
export function armTripwire(server: ServerProcess, deadlineMs: number): Tripwire {
  let armed = true;
  const controller = new AbortController();
  let reject: (error: Error) => void = () => {};
  const tripped = new Promise<never>((_, rejectTripped) => {
    reject = rejectTripped;
  });
  const trip = (error: Error) => {
    reject(error);
    controller.abort(error);
  };
  // Nobody may be awaiting when it trips; the next guard call still sees the rejection.
  tripped.catch(() => {});
  server.exited.then(({ code, signal }) => {
    if (armed) trip(new Error(`the server exited during the run (${signal ?? `code ${code}`})`));
  });
  const deadline = setTimeout(
    () => trip(new Error(`the bench did not finish within ${deadlineMs / 1000} s`)),
    deadlineMs,
  );
  const onInterrupt = () => trip(new Error('interrupted'));
  process.once('SIGINT', onInterrupt);
  return {
    guard: (work) => Promise.race([work, tripped]),
    signal: controller.signal,
    disarm() {
      armed = false;
      clearTimeout(deadline);
      process.off('SIGINT', onInterrupt);
    },
  };
}
