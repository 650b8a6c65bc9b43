/**
 * @module
 * A pause until a later task, so the browser may paint and answer a tap between two long steps.
 * Lighthouse's Total Blocking Time, and a tablet's user, count each task's time beyond 50 ms:
 * three steps of 60 ms block far less than one of 180 (issue 21).
 */

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a later task; with `scheduler.yield`, ahead of tasks queued since (Chromium). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
