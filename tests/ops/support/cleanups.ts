/**
 * @module
 * What a test started or made, undone after it, last first: servers stopped, clients closed,
 * temporary folders removed.
 */
import { rmSync } from 'node:fs';
import { afterEach } from 'vitest';
import { makeTempDir } from './cubby-process.ts';

/** Registers an `afterEach` that runs every deferred cleanup of the test, newest first. */
export function useCleanups(): { defer(cleanup: () => unknown): void; tempDir(): string } {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return {
    defer: (cleanup) => {
      cleanups.push(cleanup);
    },
    tempDir: () => {
      const dir = makeTempDir();
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
  };
}
