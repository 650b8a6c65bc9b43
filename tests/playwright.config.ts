/**
 * Browser tests: real Chromium (Debian's, installed by scripts/test.sh) against the real server
 * on a loopback port, over a fresh SQLite file, serving the built web app.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ACCOUNTS, E2E_PORT } from './e2e/support/accounts.ts';
import { E2E_BROWSER_TIME_ZONE, E2E_FACILITY_TIME_ZONE } from './e2e/support/facility.ts';

// Workers load this file again; the environment they inherit keeps them on the server's data
// directory, so a test can store what only time makes (an overdue statement: support/billing.ts).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'cubby-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: 'e2e',
  // Two cores: one for the server, one for the browser. Tests share one server, so they run
  // one at a time and each makes its own customers.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, '.playwright-results.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    // A browser in another zone than the facility's and the server's (support/facility.ts).
    timezoneId: E2E_BROWSER_TIME_ZONE,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node ${path.join(repoRoot, 'sync-server/src/main.ts')}`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      STAFF_USERNAME: E2E_ACCOUNTS.staff.username,
      STAFF_PASSWORD: E2E_ACCOUNTS.staff.password,
      OWNER_USERNAME: E2E_ACCOUNTS.owner.username,
      OWNER_PASSWORD: E2E_ACCOUNTS.owner.password,
      CUSTOMER_DEFAULT_PASSWORD: E2E_ACCOUNTS.customerDefaultPassword,
      BUSINESS_NAME: 'Little Acorns Day Care',
      TZ: 'UTC',
      FACILITY_TIME_ZONE: E2E_FACILITY_TIME_ZONE,
      LOG_LEVEL: 'warn',
      // Two suites run at once (each with its own E2E_PORT) each serve their own build.
      ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
    },
  },
});
