/**
 * @module
 * Work that can wait until the first screen is up: run when the browser is next idle, or after
 * `timeoutMs` at the latest (a screen that keeps the main thread busy must not hold it off).
 */

/** Runs `run` when the browser is idle; answers a function that cancels it. */
export function whenIdle(run: () => void, timeoutMs = 5000): () => void {
  // Safari has no requestIdleCallback.
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}
