/**
 * What the staff app costs a tablet: the JavaScript and CSS the first staff screens load
 * (gzipped, as the server sends them), and the time from navigation to the attendance grid
 * showing 30 customers, cold (nothing cached) and warm (the service worker's cache). Figures, not
 * assertions. Run `pnpm bench:web` (it builds the web app first).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { summarize } from './lib/percentiles.ts';
import { printTable } from './lib/report.ts';
import { startServerProcess } from './lib/server-process.ts';

const CUSTOMERS = 30;
const RUNS = 5;
const STAFF = { username: 'staff', password: 'bench-staff-password' };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Sizes {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

interface Loaded {
  script: Sizes;
  stylesheet: Sizes;
}

/** Sums the scripts and the stylesheets a page loads while `action` runs. */
async function measureAssets(page: Page, action: () => Promise<void>): Promise<Loaded> {
  const loads: Array<{ type: keyof Loaded; body: Promise<Buffer> }> = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') loads.push({ type, body: response.body() });
  };
  page.on('response', onResponse);
  await action();
  page.off('response', onResponse);
  const sizes = (type: keyof Loaded) => async (): Promise<Sizes> => {
    const bodies = await Promise.all(
      loads.filter((load) => load.type === type).map((load) => load.body),
    );
    return {
      files: bodies.length,
      rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0),
    };
  };
  return { script: await sizes('script')(), stylesheet: await sizes('stylesheet')() };
}

// Cold contexts block the service worker: its precache downloads every screen's files in the
// background, which is not what the first screen costs.
async function signedInContext(
  browser: Browser,
  baseURL: string,
  token: string,
  user: unknown,
  serviceWorkers: 'allow' | 'block',
) {
  const context = await browser.newContext({ baseURL, serviceWorkers });
  await context.addInitScript(
    ([savedToken, savedUser]) => {
      localStorage.setItem('authToken', savedToken as string);
      localStorage.setItem('cubby:lastUser', JSON.stringify(savedUser));
    },
    [token, user],
  );
  return context;
}

/** Milliseconds from navigation to all customer cards on the attendance grid. */
async function timeToGrid(page: Page): Promise<number> {
  const started = performance.now();
  await page.goto('/');
  await page
    .getByRole('article')
    .nth(CUSTOMERS - 1)
    .waitFor({ timeout: 30_000 });
  return performance.now() - started;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-bench-web-'));
  process.env.STAFF_USERNAME = STAFF.username;
  process.env.STAFF_PASSWORD = STAFF.password;
  const server = await startServerProcess({ dataDir, core: null, timeoutMs: 30_000 });
  const baseURL = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const login = await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    const { token, ...user } = (await login.json()) as { token: string };
    for (let i = 1; i <= CUSTOMERS; i++) {
      await fetch(`${baseURL}/api/customers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          name: `Family ${String(i).padStart(2, '0')}`,
          email: '',
          phone: '',
          hourlyRate: '12.50',
        }),
      });
    }

    const signInContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const signInPage = await signInContext.newPage();
    const signIn = await measureAssets(signInPage, async () => {
      await signInPage.goto('/');
      await signInPage.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    });
    await signInContext.close();

    const cold: number[] = [];
    let attendance: Loaded | null = null;
    for (let run = 0; run < RUNS; run++) {
      const context = await signedInContext(browser, baseURL, token, user, 'block');
      const page = await context.newPage();
      if (run === 0) {
        attendance = await measureAssets(page, async () => void cold.push(await timeToGrid(page)));
      } else {
        cold.push(await timeToGrid(page));
      }
      await context.close();
    }

    // Warm: a device that has been here before opens the app from the service worker's cache.
    const warm: number[] = [];
    const warmContext = await signedInContext(browser, baseURL, token, user, 'allow');
    const warmPage = await warmContext.newPage();
    await timeToGrid(warmPage);
    // @types/node's navigator global hides the DOM one's serviceWorker here.
    await warmPage.evaluate(async () => {
      await (navigator as unknown as { serviceWorker: { ready: Promise<unknown> } }).serviceWorker
        .ready;
    });
    for (let run = 0; run < RUNS; run++) warm.push(await timeToGrid(warmPage));
    await warmContext.close();

    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    printTable('Machine', [
      ['cpu', cpus()[0]?.model ?? 'unknown'],
      ['cores', String(cpus().length)],
      ['node', process.version],
      ['browser', `Chromium ${browser.version()}`],
    ]);
    const describe = ({ gzipBytes, rawBytes, files }: Sizes) =>
      `${kib(gzipBytes)} gzipped (${kib(rawBytes)} raw, ${files} files)`;
    printTable('Shipped to the browser', [
      ['sign-in screen: JavaScript', describe(signIn.script)],
      ['sign-in screen: CSS', describe(signIn.stylesheet)],
      [
        'attendance screen, first load: JavaScript',
        attendance ? describe(attendance.script) : 'n/a',
      ],
      ['attendance screen, first load: CSS', attendance ? describe(attendance.stylesheet) : 'n/a'],
    ]);
    const coldSummary = summarize(cold);
    const warmSummary = summarize(warm);
    printTable(
      `Navigation to the attendance grid showing ${CUSTOMERS} customers (${RUNS} runs each)`,
      [
        ['cold (new browser context)', `p50 ${ms(coldSummary.p50)}, max ${ms(coldSummary.max)}`],
        ['warm (service worker cache)', `p50 ${ms(warmSummary.p50)}, max ${ms(warmSummary.max)}`],
      ],
    );
  } finally {
    await browser.close();
    await server.stop(5_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
