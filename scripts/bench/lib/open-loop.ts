/**
 * @module
 * Open-loop arrivals: sends go out on a clock, never waiting for earlier ones to arrive, so a
 * slow server shows up as latency rather than as a lower offered rate.
 */

/**
 * Calls `send(n)` for n from 0 to `total - 1`, the nth at `n / ratePerSecond` seconds; resolves
 * with how late each send left against its schedule (the load generator's own health).
 */
export function runOpenLoop(
  plan: { total: number; ratePerSecond: number },
  send: (n: number) => void,
  signal: AbortSignal,
): Promise<number[]> {
  const intervalMs = 1000 / plan.ratePerSecond;
  const lagMs: number[] = [];
  const start = performance.now();
  return new Promise((resolve) => {
    let sent = 0;
    const tick = () => {
      // Catch up on every send that is due: timers drift, the schedule must not.
      const now = performance.now();
      while (sent < plan.total && start + sent * intervalMs <= now) {
        send(sent);
        lagMs.push(performance.now() - (start + sent * intervalMs));
        sent += 1;
      }
      if (sent >= plan.total || signal.aborted) return resolve(lagMs);
      setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
    };
    tick();
  });
}
