import { defineConfig } from 'vitest/config';

// One run covers every package: unit tests beside the code, cross-package tests in tests/.
export default defineConfig({
  test: {
    // Every process in UTC, as the Docker image runs: the facility's zone comes from its
    // configuration (FACILITY_TIME_ZONE), never from the host's.
    env: { TZ: 'UTC' },
    // The JSON report feeds the closing line scripts/test.sh prints.
    reporters: ['default', ['json', { outputFile: '.vitest-results.json' }]],
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'sync-server',
          include: ['sync-server/src/**/*.test.ts'],
          // The memory bounds are checked after a collection (response-cache.test.ts).
          execArgv: ['--expose-gc'],
        },
      },
      { test: { name: 'web', include: ['web/src/**/*.test.ts'] } },
      { test: { name: 'web-build', include: ['web/build/**/*.test.ts'] } },
      {
        test: {
          name: 'sync',
          include: ['tests/sync/**/*.test.ts'],
          // Servers started as processes run built, as deployed (decision 044).
          globalSetup: ['tests/support/build-server.ts'],
          // Real servers on loopback and child processes: slower than unit tests.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'property',
          // Random sequences of every write path against the server in process and two tablets'
          // copies, every view of each day compared (decision 069).
          include: ['tests/property/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'security',
          // Each finding of an outside security probe replayed against a real server on loopback
          // (tests/security/README.md): every one of them must stay closed.
          include: ['tests/security/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          globalSetup: ['tests/support/build-server.ts'],
          // Crashes, restarts and time-boxed fuzz runs: each file runs for up to a couple of
          // minutes, and a busy two-core machine can take twice that.
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'ops',
          include: ['tests/ops/**/*.test.ts'],
          globalSetup: ['tests/support/build-server.ts'],
          // Server processes, the backup and restore commands, and the Docker image's commands.
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
