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
  /**
   * Watches another server process instead (null: none), e.g. across a restart; a server the
   * bench kills on purpose is unwatched first.
   */
  watch(server: ServerProcess | null): void;
  /** Stops watching; the server may now exit. */
  disarm(): void;
}

/** Watches the server process (if any), a deadline for the whole bench, and SIGINT. */
export function armTripwire(server: ServerProcess | null, deadlineMs: number): Tripwire {
  let armed = true;
  let watched: ServerProcess | null = null;
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
  const watch = (next: ServerProcess | null) => {
    watched = next;
    next?.exited.then(({ code, signal }) => {
      if (armed && watched === next) {
        trip(new Error(`the server exited during the run (${signal ?? `code ${code}`})`));
      }
    });
  };
  watch(server);
  const deadline = setTimeout(
    () => trip(new Error(`the bench did not finish within ${deadlineMs / 1000} s`)),
    deadlineMs,
  );
  const onInterrupt = () => trip(new Error('interrupted'));
  process.once('SIGINT', onInterrupt);
  return {
    guard: (work) => Promise.race([work, tripped]),
    signal: controller.signal,
    watch,
    disarm() {
      armed = false;
      clearTimeout(deadline);
      process.off('SIGINT', onInterrupt);
    },
  };
}
