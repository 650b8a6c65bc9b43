/**
 * @module
 * Waiting for something a callback will announce, bounded by a timeout and by the bench giving
 * up, so that no wait can keep a run alive.
 */

/**
 * Resolves true when `arm`'s `done` is called, false at the timeout or when `signal` aborts.
 * `arm` returns the function that disarms it again.
 */
export function waitFor(
  arm: (done: () => void) => () => void,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    let disarm = () => {};
    const finish = (happened: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      disarm();
      resolve(happened);
    };
    const onAbort = () => finish(false);
    const timer = setTimeout(() => finish(false), timeoutMs);
    signal.addEventListener('abort', onAbort, { once: true });
    disarm = arm(() => finish(true));
  });
}

/** An event one waiter at a time can wait for: "every write has arrived". */
export class Announcer {
  #listener: (() => void) | null = null;

  /** Tells the current waiter, if any. */
  announce(): void {
    this.#listener?.();
  }

  /** Resolves true at the next announcement, false at the timeout or when `signal` aborts. */
  wait(timeoutMs: number, signal: AbortSignal): Promise<boolean> {
    return waitFor(
      (done) => {
        this.#listener = done;
        return () => {
          this.#listener = null;
        };
      },
      timeoutMs,
      signal,
    );
  }
}
