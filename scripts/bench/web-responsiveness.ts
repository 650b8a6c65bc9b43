/**
 * The tablet responsiveness figures of bench:web on their own, for working on them: starts the
 * server as deployed over a throwaway data directory, signs staff in, and prints the tables of
 * scripts/bench/lib/web-responsiveness.ts. It builds nothing: run `pnpm --filter @cubby/web
 * build` first (or set WEB_DIR to a build of your own). Writes nothing to docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { markdownTable } from './lib/benchmarks-doc.ts';
import { signInOver, startDeployedServer } from './lib/deployed-server.ts';
import { BENCH_ACCOUNTS } from './lib/seed-history.ts';
import { measureResponsiveness } from './lib/web-responsiveness.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-bench-responsiveness-'));
  const server = await startDeployedServer({ dataDir, core: null, accounts: BENCH_ACCOUNTS });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const staffToken = await signInOver(baseUrl, 'staff', BENCH_ACCOUNTS.staff);
    const staffUser = await (
      await fetch(`${baseUrl}/api/user`, { headers: { Authorization: `Bearer ${staffToken}` } })
    ).json();
    const before = loadavg();
    const tables = await measureResponsiveness({ browser, baseUrl, staffToken, staffUser });
    const after = loadavg();
    for (const table of tables) {
      console.log(`\n${table.title}\n\n${markdownTable(table.header, table.rows)}`);
    }
    const load = (avg: number[]) => avg.map((value) => value.toFixed(2)).join(' ');
    console.log(`\nLoad average: ${load(before)} before, ${load(after)} after`);
  } finally {
    await browser.close();
    await server.stop(10_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
