import { defineConfig } from 'vitest/config';

// One run covers every package: unit tests beside the code, cross-package tests in tests/.
export default defineConfig({
  test: {
    // The JSON report feeds the closing line scripts/test.sh prints.
    reporters: ['default', ['json', { outputFile: '.vitest-results.json' }]],
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'] } },
      { test: { name: 'sync-server', include: ['sync-server/src/**/*.test.ts'] } },
      {
        test: {
          name: 'sync',
          include: ['tests/sync/**/*.test.ts'],
          // Real servers on loopback and child processes: slower than unit tests.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
