/**
 * What the web app costs a device: the JavaScript and CSS each screen loads before it shows what
 * it is for (gzipped, as the server sends it), the time from navigation to the attendance grid
 * showing 30 families, cold (nothing cached) and warm (the service worker's cache) and where that
 * time goes, and Lighthouse's performance, accessibility and best-practices scores with LCP and
 * TBT for sign-in, the attendance grid with 30 and with 100 families, the dashboard, the
 * parent's My Schedule and My Account, and the kiosk, on Lighthouse's default phone and on its
 * desktop preset, with the blocking time first visits reported beside Lighthouse's simulated
 * one (`lib/observed-blocking.ts`). Figures, not assertions: printed and written to the `web`
 * section of docs/benchmarks.md, with the issue's targets and the misses marked. Run
 * `pnpm bench:web` (it builds the web app first).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page, type Response } from '@playwright/test';
import {
  benchmarkDate,
  type FigureTable,
  markdownTable,
  writeBenchmarkSection,
} from './lib/benchmarks-doc.ts';
import { startDeployedServer } from './lib/deployed-server.ts';
import { auditPage, type FormFactor, type PageAudit } from './lib/lighthouse-audit.ts';
import { describeMachine } from './lib/machine.ts';
import { measureObservedBlocking } from './lib/observed-blocking.ts';
import { summarize } from './lib/percentiles.ts';
import { printTable } from './lib/report.ts';
import { BENCH_ACCOUNTS } from './lib/seed-history.ts';
import { measureResponsiveness } from './lib/web-responsiveness.ts';
import { SCREENS, type Screen, signInAs } from './lib/web-screens.ts';
import { addFamilies, type Sessions, setUpSessions } from './lib/web-setup.ts';

const RUNS = 5;
/** First visits of each screen for the observed blocking time. */
const BLOCKING_RUNS = 3;
/** Visits of each screen for its first load; the least counts (measureFirstLoads). */
const FIRST_LOAD_VISITS = 3;
const GRID_FAMILIES = 30;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// Issue 21: every screen's first-load JavaScript, gzipped; Lighthouse on the phone profile.
const TARGETS = { firstLoadJsKiB: 150, performance: 95, accessibility: 100, tbtMs: 200 };

interface Sizes {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

interface Loaded {
  script: Sizes;
  stylesheet: Sizes;
}

interface Audit {
  screen: string;
  formFactor: FormFactor;
  result: PageAudit;
}

/** Sums the scripts and the stylesheets a page loads while `action` runs. */
async function measureAssets(page: Page, action: () => Promise<void>): Promise<Loaded> {
  const loads: Array<{ type: keyof Loaded; body: Promise<Buffer> }> = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') loads.push({ type, body: response.body() });
  };
  page.on('response', onResponse);
  await action();
  page.off('response', onResponse);
  const sizes = async (type: keyof Loaded): Promise<Sizes> => {
    const bodies = await Promise.all(
      loads.filter((load) => load.type === type).map((load) => load.body),
    );
    return {
      files: bodies.length,
      rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0),
    };
  };
  return { script: await sizes('script'), stylesheet: await sizes('stylesheet') };
}

/**
 * What every screen downloads before it shows what it is for, each in a new context with the
 * service worker blocked: its precache would download every screen's files in the background.
 * The least of `FIRST_LOAD_VISITS` visits: what a screen asks for once it shows (the kiosk's
 * dialogs, when the browser is next idle) can arrive before the bench sees it shown, and is
 * then counted, so a visit can only count too much, never too little.
 */
async function measureFirstLoads(
  browser: Browser,
  baseURL: string,
  sessions: Sessions,
  screens: readonly Screen[],
): Promise<Map<string, Loaded>> {
  const loads = new Map<string, Loaded>();
  for (const screen of screens) {
    for (let visit = 0; visit < FIRST_LOAD_VISITS; visit++) {
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      await signInAs(context, screen.visitor, baseURL, sessions);
      const page = await context.newPage();
      const loaded = await measureAssets(page, async () => {
        await page.goto(screen.path);
        await screen.ready(page);
      });
      await context.close();
      const least = loads.get(screen.name);
      if (!least || loaded.script.gzipBytes < least.script.gzipBytes)
        loads.set(screen.name, loaded);
    }
  }
  return loads;
}

/** One start of the attendance grid: ms from navigation to each step, as the page saw them. */
interface Start {
  html: number;
  scripts: number;
  user: number;
  grid: number;
}

async function startGrid(page: Page, families: number): Promise<Start> {
  await page.goto('/', { waitUntil: 'commit' });
  // Timed in the page, every frame: a locator's wait polls every 500 ms once it has waited a
  // while, which put up to half a second of the harness into the warm start (decision 050).
  const shown = await page.waitForFunction(
    (count) => (document.querySelectorAll('article').length >= count ? performance.now() : 0),
    families,
    { polling: 'raf', timeout: 30_000 },
  );
  const grid = await shown.jsonValue();
  const steps = await page.evaluate(() => {
    // The DOM's timing entries; @types/node's performance global hides their fields here.
    type Entry = { name: string; responseEnd: number; domContentLoadedEventEnd?: number };
    const timeline = performance as unknown as { getEntriesByType(type: string): Entry[] };
    const [navigation] = timeline.getEntriesByType('navigation');
    const user = timeline
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === '/api/user');
    return {
      html: navigation?.responseEnd ?? Number.NaN,
      scripts: navigation?.domContentLoadedEventEnd ?? Number.NaN,
      user: user?.responseEnd ?? Number.NaN,
    };
  });
  return { ...steps, grid };
}

/** Cold starts (a new context each) and warm ones (one context, its service worker ready). */
async function measureStarts(browser: Browser, baseURL: string, sessions: Sessions) {
  const cold: Start[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    await signInAs(context, 'staff', baseURL, sessions);
    cold.push(await startGrid(await context.newPage(), GRID_FAMILIES));
    await context.close();
  }
  // Warm: a device that has been here before opens the app from the service worker's cache.
  const warm: Start[] = [];
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  await signInAs(context, 'staff', baseURL, sessions);
  const page = await context.newPage();
  await startGrid(page, GRID_FAMILIES);
  // @types/node's navigator global hides the DOM one's serviceWorker here.
  await page.evaluate(async () => {
    await (navigator as unknown as { serviceWorker: { ready: Promise<unknown> } }).serviceWorker
      .ready;
  });
  for (let run = 0; run < RUNS; run++) warm.push(await startGrid(page, GRID_FAMILIES));
  await context.close();
  return { cold, warm };
}

async function runAudits(baseURL: string, sessions: Sessions, screens: readonly Screen[]) {
  const audits: Audit[] = [];
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const screen of screens) {
      const audit = () =>
        auditPage({
          url: `${baseURL}${screen.path}`,
          formFactor,
          chromiumPath: CHROMIUM_PATH,
          chromiumArgs: CHROMIUM_ARGS,
          prepare: (context) => signInAs(context, screen.visitor, baseURL, sessions),
        });
      // Lighthouse now and then fails to record its trace (NO_NAVSTART) on a busy machine; a
      // second audit in a new browser is the run its message asks for.
      const result = await audit().catch((error: unknown) => {
        console.log(`Lighthouse ${formFactor} ${screen.name} failed, audited again: ${error}`);
        return audit();
      });
      const load = loadavg()[0]?.toFixed(2);
      console.log(
        `Lighthouse ${formFactor} ${screen.name}: ${result.performance} / ${result.accessibility} / ${result.bestPractices}, TBT ${result.tbtMs.toFixed(0)} ms (load ${load})`,
      );
      audits.push({ screen: screen.name, formFactor, result });
    }
  }
  return audits;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const describeSizes = ({ gzipBytes, rawBytes, files }: Sizes) =>
  `${kib(gzipBytes)} (${kib(rawBytes)} raw, ${files} files)`;
const miss = (ok: boolean, shown: string, by: string) => (ok ? shown : `**${shown}** (${by})`);

function firstLoadTable(loads: Map<string, Loaded>): string {
  return markdownTable(
    ['screen', 'JavaScript', 'CSS', `first-load JS < ${TARGETS.firstLoadJsKiB} KiB`],
    SCREENS.map(({ name }) => {
      const loaded = loads.get(name);
      if (!loaded) return [name, 'not measured', '', ''];
      const jsKiB = loaded.script.gzipBytes / 1024;
      const over = jsKiB - TARGETS.firstLoadJsKiB;
      return [
        name,
        describeSizes(loaded.script),
        describeSizes(loaded.stylesheet),
        over < 0 ? 'yes' : `**no** (+${over.toFixed(1)} KiB)`,
      ];
    }),
  );
}

function startsTable(starts: { cold: Start[]; warm: Start[] }): string {
  const p50 = (runs: Start[], step: keyof Start) => ms(summarize(runs.map((run) => run[step])).p50);
  const row = (label: string, runs: Start[]) => [
    label,
    p50(runs, 'html'),
    p50(runs, 'scripts'),
    p50(runs, 'user'),
    p50(runs, 'grid'),
    ms(summarize(runs.map((run) => run.grid)).max),
  ];
  const warm = summarize(starts.warm.map((run) => run.grid)).p50;
  const cold = summarize(starts.cold.map((run) => run.grid)).p50;
  return [
    markdownTable(
      [
        '',
        'page received',
        'scripts run (DOMContentLoaded)',
        '/api/user answered',
        'grid p50',
        'grid max',
      ],
      [
        row('cold (new browser context)', starts.cold),
        row('warm (service worker cache)', starts.warm),
      ],
    ),
    '',
    `Target warm < cold: ${warm < cold ? `met (${ms(cold - warm)} faster)` : `**missed** (${ms(warm - cold)} slower)`}.`,
  ].join('\n');
}

function auditTable(audits: Audit[]): string {
  return markdownTable(
    ['screen', 'form factor', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT'],
    audits.map(({ screen, formFactor, result }) => [
      screen,
      formFactor,
      miss(
        result.performance >= TARGETS.performance,
        String(result.performance),
        `target ${TARGETS.performance}`,
      ),
      miss(
        result.accessibility >= TARGETS.accessibility,
        String(result.accessibility),
        `target ${TARGETS.accessibility}`,
      ),
      String(result.bestPractices),
      ms(result.lcpMs),
      miss(result.tbtMs < TARGETS.tbtMs, ms(result.tbtMs), `target < ${TARGETS.tbtMs} ms`),
    ]),
  );
}

function findingsList(audits: Audit[]): string[] {
  const lines = audits.flatMap(({ screen, formFactor, result }) =>
    result.findings.map((finding) => `- ${screen}, ${formFactor}: ${finding}`),
  );
  return lines.length === 0
    ? ['Lighthouse found nothing below a passing score.']
    : ['What Lighthouse marked below a passing score:', '', ...lines];
}

function extraTables(tables: FigureTable[]): string[] {
  return tables.flatMap(({ title, header, rows }) => [title, '', markdownTable(header, rows), '']);
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const machine = describeMachine(availableParallelism(), 'none');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-bench-web-'));
  const server = await startDeployedServer({ dataDir, core: null, accounts: BENCH_ACCOUNTS });
  const baseURL = `http://127.0.0.1:${server.port}`;
  const [small, large] = [30, 100].map((families) =>
    SCREENS.filter((screen) => screen.families === families),
  ) as [Screen[], Screen[]];
  try {
    const sessions = await setUpSessions(baseURL, 30);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const browserVersion = browser.version();
    const loads = await measureFirstLoads(browser, baseURL, sessions, small);
    const starts = await measureStarts(browser, baseURL, sessions);
    const audits = await runAudits(baseURL, sessions, small);
    await addFamilies(baseURL, sessions.staffToken, 31, 100);
    for (const [name, loaded] of await measureFirstLoads(browser, baseURL, sessions, large))
      loads.set(name, loaded);
    audits.push(...(await runAudits(baseURL, sessions, large)));
    const blocking = await measureObservedBlocking({
      browser,
      baseUrl: baseURL,
      sessions,
      screens: SCREENS.filter((screen) => screen.name !== 'attendance, 30 families'),
      runs: BLOCKING_RUNS,
      targetMs: TARGETS.tbtMs,
    });
    // Last: it checks children in and marks days present, which the audits above must not see.
    const responsiveness: FigureTable[] = await measureResponsiveness({
      browser,
      baseUrl: baseURL,
      staffToken: sessions.staffToken,
      staffUser: sessions.staffUser,
    });
    await browser.close();
    audits.sort(
      (a, b) =>
        a.formFactor.localeCompare(b.formFactor) * -1 ||
        SCREENS.findIndex((s) => s.name === a.screen) -
          SCREENS.findIndex((s) => s.name === b.screen),
    );

    printTable('Machine', [...machine, ['browser', `Chromium ${browserVersion}`]]);
    const section = [
      '## Web: what the app costs a device',
      '',
      `Written by \`pnpm bench:web\` on ${benchmarkDate(startedAt)}, against the ` +
        "production build served by the server as deployed, in Debian's Chromium " +
        `${browserVersion} (headless, --no-sandbox); the load average (1 min) was ` +
        `${loadavg()[0]?.toFixed(2)} at the end.`,
      '',
      markdownTable(['machine', ''], machine),
      '',
      'Shipped to the browser before each screen shows what it is for, gzipped as the server ' +
        'sends it (a new browser context each, the service worker blocked; the least of ' +
        `${FIRST_LOAD_VISITS} visits, since what a screen asks for once it shows can arrive ` +
        'before the bench sees it shown):',
      '',
      firstLoadTable(loads),
      '',
      `Navigation to the attendance grid showing ${GRID_FAMILIES} families (${RUNS} runs each; ` +
        'each step is the p50 of ms from navigation, as the page timed it):',
      '',
      startsTable(starts),
      '',
      // Tables of scripts/bench/lib/web-responsiveness.ts (INP, data shown, week change).
      ...extraTables(responsiveness),
      ...extraTables([blocking]),
      "Lighthouse 13 (each screen once, cold, in a fresh profile; 'mobile' is Lighthouse's " +
        "default, a mid-range phone on a throttled 4G network, simulated; 'desktop' its desktop " +
        `preset). Targets: performance ${TARGETS.performance} or more, accessibility ` +
        `${TARGETS.accessibility}, Total Blocking Time under ${TARGETS.tbtMs} ms; misses in bold.`,
      '',
      auditTable(audits),
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

await main();
