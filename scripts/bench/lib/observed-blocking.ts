/**
 * @module
 * Total Blocking Time as the main thread showed it, beside Lighthouse's simulated figure: each
 * screen's first visit (a new browser context, the service worker blocked) in Chromium with the
 * CPU 4x slower, until the screen shows what it is for and a while after, as its documents
 * arrive. The page's own Long Tasks API reports every main-thread task over 50 ms; blocking time
 * is each one's time beyond 50 ms, counted as Lighthouse counts TBT: from the first contentful
 * paint on (a task that began before it counts from it).
 *
 * Nothing traces the page: under Chromium's tracing, V8 collects the source positions of the
 * code it runs, and re-parsed each chunk as it ran (36-90 ms of a first visit at 4x), work no
 * visitor's browser does (decision 055). Lighthouse's own figure scales a trace taken at full
 * speed by its model of a phone, and on this shared machine one audit may differ from the next
 * by half; these runs are what the start-up work is judged by (issue 21, decision 052).
 */

import type { Browser } from '@playwright/test';
import type { FigureTable } from './benchmarks-doc.ts';
import { summarize } from './percentiles.ts';
import { type Screen, signInAs } from './web-screens.ts';
import type { Sessions } from './web-setup.ts';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** How long the visit runs on once the screen is ready: its documents keep arriving. */
const AFTER_READY_MS = 2500;

/** A main-thread task over 50 ms, as the Long Tasks API reports it (ms from navigation). */
interface LongTask {
  start: number;
  duration: number;
}

/** One visit as the page reported it: its long tasks and when it painted first, from navigation. */
interface VisitTiming {
  tasks: LongTask[];
  firstContentfulPaint: number;
  /** The end of the window: when the screen was ready, plus `AFTER_READY_MS`. */
  end: number;
}

// The page's record of its long tasks; the init script runs before any of the page's own.
declare global {
  interface Window {
    __benchLongTasks?: LongTask[];
  }
}

/** Where the screens are served, who visits them, and how the table judges them. */
export interface BlockingOptions {
  browser: Browser;
  baseUrl: string;
  sessions: Sessions;
  screens: readonly Screen[];
  runs: number;
  targetMs: number;
}

/** Times `runs` first visits of each screen and tabulates their blocking time. */
export async function measureObservedBlocking(options: BlockingOptions): Promise<FigureTable> {
  const rows: string[][] = [];
  for (const screen of options.screens) {
    const blocking: number[] = [];
    const longest: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      const visit = await timeFirstVisit(options, screen);
      blocking.push(blockingTime(visit.tasks, visit.firstContentfulPaint, visit.end));
      longest.push(Math.max(0, ...visit.tasks.map((task) => task.duration)));
    }
    const stats = summarize(blocking);
    rows.push([
      screen.name,
      String(options.runs),
      `${Math.round(stats.p50)} ms`,
      `${Math.round(stats.max)} ms`,
      `${Math.round(summarize(longest).p50)} ms`,
      stats.p50 < options.targetMs
        ? 'yes'
        : `**no** (+${Math.round(stats.p50 - options.targetMs)} ms)`,
    ]);
  }
  return {
    title:
      `Total Blocking Time as the main thread showed it (a first visit in Chromium, the CPU ` +
      `${CPU_SLOWDOWN}x slower, 100 families in the centre, not traced; the page's Long Tasks API ` +
      `gives each main-thread task over ${LONG_TASK_MS} ms, and blocking is its time beyond ` +
      `${LONG_TASK_MS} ms, counted as TBT counts it: from the first contentful paint, here until ` +
      `${AFTER_READY_MS / 1000} s after the screen showed what it is for). Lighthouse's figure ` +
      'below models a phone from a trace at full speed:',
    header: [
      'screen',
      'runs',
      'blocking p50',
      'blocking max',
      'longest task p50',
      `p50 < ${options.targetMs} ms`,
    ],
    rows,
  };
}

/** One first visit of `screen`, timed by the page itself. */
async function timeFirstVisit(options: BlockingOptions, screen: Screen): Promise<VisitTiming> {
  const { browser, baseUrl } = options;
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' });
  try {
    await signInAs(context, screen.visitor, baseUrl, options.sessions);
    await context.addInitScript(() => {
      const tasks: LongTask[] = [];
      window.__benchLongTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          tasks.push({ start: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(screen.path);
    await screen.ready(page);
    const readyAt = await page.evaluate(() => performance.now());
    await page.waitForTimeout(AFTER_READY_MS);
    const timing = await page.evaluate(() => ({
      tasks: window.__benchLongTasks ?? [],
      firstContentfulPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    if (timing.firstContentfulPaint === null) {
      throw new Error(`${screen.name}: the page reported no first contentful paint`);
    }
    return {
      tasks: timing.tasks,
      firstContentfulPaint: timing.firstContentfulPaint,
      end: readyAt + AFTER_READY_MS,
    };
  } finally {
    await context.close();
  }
}

/**
 * Each task's time beyond 50 ms within [from, to], summed; a task that began before `from` counts
 * from there, as Lighthouse's TBT counts a task that began before the first contentful paint.
 */
function blockingTime(tasks: readonly LongTask[], from: number, to: number): number {
  let sum = 0;
  for (const { start, duration } of tasks) {
    const clipped = Math.min(start + duration, to) - Math.max(start, from);
    if (clipped > LONG_TASK_MS) sum += clipped - LONG_TASK_MS;
  }
  return sum;
}
