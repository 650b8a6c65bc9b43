/**
 * What the web app costs a device: the JavaScript and CSS the sign-in, attendance and portal
 * screens load (gzipped, as the server sends them), the time from navigation to the attendance
 * grid showing 30 customers, cold (nothing cached) and warm (the service worker's cache), and
 * Lighthouse's performance, accessibility and best-practices scores for the same three pages, on
 * Lighthouse's default phone and on its desktop preset. Figures, not assertions: printed and
 * written to the `web` section of docs/benchmarks.md. Run `pnpm bench:web` (it builds the web
 * app first), or set WEB_DIR to serve a build of your own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { AUTH_TOKEN_STORAGE_KEY } from '@cubby/shared/constants';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { benchmarkDate, markdownTable, writeBenchmarkSection } from './lib/benchmarks-doc.ts';
import { signInOver, startDeployedServer } from './lib/deployed-server.ts';
import { auditPage, type FormFactor, type PageAudit } from './lib/lighthouse-audit.ts';
import { describeMachine } from './lib/machine.ts';
import { summarize } from './lib/percentiles.ts';
import { printTable } from './lib/report.ts';
import { BENCH_ACCOUNTS } from './lib/seed-history.ts';

const CUSTOMERS = 30;
const RUNS = 5;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PARENT_PASSWORD = 'bench-parent-password';
const TARGETS = { firstLoadJsKiB: 250, performance: 95, accessibility: 100 };

interface Sizes {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

interface Loaded {
  script: Sizes;
  stylesheet: Sizes;
}

/** Who the pages are opened as. */
interface Sessions {
  staffToken: string;
  staffUser: unknown;
  parentToken: string;
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
  sessions: Sessions,
  serviceWorkers: 'allow' | 'block',
) {
  const context = await browser.newContext({ baseURL, serviceWorkers });
  await context.addInitScript(
    ([key, savedToken, savedUser]) => {
      localStorage.setItem(key as string, savedToken as string);
      localStorage.setItem('cubby:lastUser', JSON.stringify(savedUser));
    },
    [AUTH_TOKEN_STORAGE_KEY, sessions.staffToken, sessions.staffUser],
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

/** The staff session, 30 families, and a parent who has chosen a password. */
async function setUp(baseURL: string): Promise<Sessions> {
  const staffToken = await signInOver(baseURL, 'staff', BENCH_ACCOUNTS.staff);
  const call = async <T>(apiPath: string, body: unknown, token = staffToken): Promise<T> => {
    const response = await fetch(`${baseURL}${apiPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${apiPath}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  let parentLogin: { username: string; password: string } | undefined;
  for (let i = 1; i <= CUSTOMERS; i++) {
    const created = await call<{ login: { username: string; password: string } }>(
      '/api/customers',
      { name: `Family ${String(i).padStart(2, '0')}`, email: '', phone: '', hourlyRate: '12.50' },
    );
    parentLogin ??= created.login;
  }
  if (!parentLogin) throw new Error('no family was created');
  const { username, password } = parentLogin;
  const { token: parentToken } = await call<{ token: string }>('/api/customer/login', {
    username,
    password,
  });
  await call('/api/customer/change-password', { newPassword: PARENT_PASSWORD }, parentToken);
  const staffUser = await (
    await fetch(`${baseURL}/api/user`, { headers: { Authorization: `Bearer ${staffToken}` } })
  ).json();
  return { staffToken, staffUser, parentToken };
}

/** Shipped bytes and times to the grid, in one Playwright browser. */
async function measureLoads(baseURL: string, sessions: Sessions) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const signInContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const signInPage = await signInContext.newPage();
    const signIn = await measureAssets(signInPage, async () => {
      await signInPage.goto('/');
      await signInPage.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    });
    await signInContext.close();

    const portalContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    await portalContext.addCookies([
      { name: 'cubby_customer', value: sessions.parentToken, url: baseURL },
    ]);
    const portalPage = await portalContext.newPage();
    const portal = await measureAssets(portalPage, async () => {
      await portalPage.goto('/customer-schedule');
      await portalPage.getByRole('heading', { name: 'My Schedule' }).waitFor();
    });
    await portalContext.close();

    const cold: number[] = [];
    let attendance: Loaded | null = null;
    for (let run = 0; run < RUNS; run++) {
      const context = await signedInContext(browser, baseURL, sessions, 'block');
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
    const warmContext = await signedInContext(browser, baseURL, sessions, 'allow');
    const warmPage = await warmContext.newPage();
    await timeToGrid(warmPage);
    // @types/node's navigator global hides the DOM one's serviceWorker here.
    await warmPage.evaluate(async () => {
      await (navigator as unknown as { serviceWorker: { ready: Promise<unknown> } }).serviceWorker
        .ready;
    });
    for (let run = 0; run < RUNS; run++) warm.push(await timeToGrid(warmPage));
    await warmContext.close();
    if (!attendance) throw new Error('the attendance screen was not measured');
    return { signIn, attendance, portal, cold, warm, browserVersion: browser.version() };
  } finally {
    await browser.close();
  }
}

/** The pages Lighthouse audits, and how each is signed in beforehand. */
function auditedPages(baseURL: string, sessions: Sessions) {
  // Storage is written from a page that loads none of the app, so no service worker is
  // registered before Lighthouse's cold load.
  const signInStaff = async (context: BrowserContext) => {
    const page = await context.newPage();
    await page.goto(`${baseURL}/api/health`);
    await page.evaluate(
      ([key, token, user]) => {
        localStorage.setItem(key as string, token as string);
        localStorage.setItem('cubby:lastUser', JSON.stringify(user));
      },
      [AUTH_TOKEN_STORAGE_KEY, sessions.staffToken, sessions.staffUser],
    );
    await page.close();
  };
  const signInParent = (context: BrowserContext) =>
    context.addCookies([{ name: 'cubby_customer', value: sessions.parentToken, url: baseURL }]);
  return [
    { page: 'sign-in', url: `${baseURL}/` },
    { page: 'attendance (staff)', url: `${baseURL}/`, prepare: signInStaff },
    {
      page: 'portal: My Schedule (parent)',
      url: `${baseURL}/customer-schedule`,
      prepare: signInParent,
    },
  ];
}

async function runAudits(baseURL: string, sessions: Sessions) {
  const audits: Array<{ page: string; formFactor: FormFactor; result: PageAudit }> = [];
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const { page, url, prepare } of auditedPages(baseURL, sessions)) {
      const result = await auditPage({
        url,
        formFactor,
        chromiumPath: CHROMIUM_PATH,
        chromiumArgs: CHROMIUM_ARGS,
        prepare,
      });
      console.log(
        `Lighthouse ${formFactor} ${page}: ${result.performance} / ${result.accessibility} / ${result.bestPractices}`,
      );
      audits.push({ page, formFactor, result });
    }
  }
  return audits;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const describeSizes = ({ gzipBytes, rawBytes, files }: Sizes) =>
  `${kib(gzipBytes)} (${kib(rawBytes)} raw, ${files} files)`;
const meets = (ok: boolean, miss: string) => (ok ? 'yes' : `no (${miss})`);

async function main(): Promise<void> {
  const startedAt = new Date();
  const machine = describeMachine(availableParallelism(), 'none');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-bench-web-'));
  const server = await startDeployedServer({ dataDir, core: null, accounts: BENCH_ACCOUNTS });
  const baseURL = `http://127.0.0.1:${server.port}`;
  try {
    const sessions = await setUp(baseURL);
    const loads = await measureLoads(baseURL, sessions);
    const audits = await runAudits(baseURL, sessions);

    const firstLoadJs = loads.attendance.script.gzipBytes / 1024;
    const coldSummary = summarize(loads.cold);
    const warmSummary = summarize(loads.warm);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    printTable('Machine', [...machine, ['browser', `Chromium ${loads.browserVersion}`]]);
    const section = [
      '## Web: what the app costs a device',
      '',
      `Written by \`pnpm bench:web\` on ${benchmarkDate(startedAt)}, against the ` +
        "production build served by the server as deployed, in Debian's Chromium " +
        `${loads.browserVersion} (headless, --no-sandbox).`,
      '',
      markdownTable(['machine', ''], machine),
      '',
      'Shipped to the browser, gzipped as the server sends it:',
      '',
      markdownTable(
        ['screen', 'JavaScript', 'CSS', `first-load JS < ${TARGETS.firstLoadJsKiB} KiB`],
        [
          [
            'sign-in',
            describeSizes(loads.signIn.script),
            describeSizes(loads.signIn.stylesheet),
            '',
          ],
          [
            'portal: My Schedule',
            describeSizes(loads.portal.script),
            describeSizes(loads.portal.stylesheet),
            '',
          ],
          [
            'attendance, first load',
            describeSizes(loads.attendance.script),
            describeSizes(loads.attendance.stylesheet),
            meets(
              firstLoadJs < TARGETS.firstLoadJsKiB,
              `+${(firstLoadJs - TARGETS.firstLoadJsKiB).toFixed(1)} KiB`,
            ),
          ],
        ],
      ),
      '',
      `Navigation to the attendance grid showing ${CUSTOMERS} customers (${RUNS} runs each):`,
      '',
      markdownTable(
        ['', 'p50', 'max'],
        [
          ['cold (new browser context)', ms(coldSummary.p50), ms(coldSummary.max)],
          ['warm (service worker cache)', ms(warmSummary.p50), ms(warmSummary.max)],
        ],
      ),
      '',
      "Lighthouse 13 (each page once, cold, in a fresh profile; 'mobile' is Lighthouse's " +
        "default, a mid-range phone on a throttled 4G network, simulated; 'desktop' its desktop " +
        `preset). Targets: performance ${TARGETS.performance} or more, accessibility ` +
        `${TARGETS.accessibility}.`,
      '',
      markdownTable(
        ['page', 'form factor', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT'],
        audits.map(({ page, formFactor, result }) => [
          page,
          formFactor,
          meetsScore(result.performance, TARGETS.performance),
          meetsScore(result.accessibility, TARGETS.accessibility),
          String(result.bestPractices),
          ms(result.lcpMs),
          ms(result.tbtMs),
        ]),
      ),
      '',
      ...findingsList(audits),
    ].join('\n');
    console.log(`\n${section}\n`);
    writeBenchmarkSection('web', section);
  } finally {
    await server.stop(10_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function meetsScore(score: number, target: number): string {
  return score >= target ? String(score) : `**${score}** (target ${target})`;
}

function findingsList(audits: Array<{ page: string; formFactor: FormFactor; result: PageAudit }>) {
  const lines = audits.flatMap(({ page, formFactor, result }) =>
    result.findings.map((finding) => `- ${page}, ${formFactor}: ${finding}`),
  );
  return lines.length === 0
    ? ['Lighthouse found nothing below a passing score.']
    : ['What Lighthouse marked below a passing score:', '', ...lines];
}

await main();
