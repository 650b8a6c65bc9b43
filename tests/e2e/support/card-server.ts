/**
 * @module
 * A second Cubby server for the tests that take cards: the shared server runs without Stripe (the
 * checkout spec relies on that), so this one is started with Stripe configured against the local
 * stand-in, on a free loopback port, over its own data directory, serving the same build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FakeStripe, startFakeStripe } from '@cubby/sync-server/testing/fake-stripe';
import { freePort } from '@cubby/sync-server/testing/free-port';
import { E2E_ACCOUNTS } from './accounts.ts';
import { E2E_FACILITY_TIME_ZONE } from './facility.ts';

/** The webhook signing secret the card server is configured with. */
export const CARD_WEBHOOK_SECRET = 'whsec_cubby_e2e';

/** A running card server. */
export interface CardServer {
  baseUrl: string;
  dataDir: string;
  stripe: FakeStripe;
  close(): Promise<void>;
}

/** Starts the stand-in and the server, and waits for the server's health check. */
export async function startCardServer(): Promise<CardServer> {
  const stripe = await startFakeStripe();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-e2e-cards-'));
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const server: ChildProcess = spawn('node', [path.join(repoRoot, 'sync-server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
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
      STRIPE_SECRET_KEY: 'sk_test_cubby_e2e',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_cubby_e2e',
      STRIPE_WEBHOOK_SECRET: CARD_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (tries > 150 || server.exitCode !== null) throw new Error('The card server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    dataDir,
    stripe,
    async close() {
      server.kill('SIGTERM');
      await stripe.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
