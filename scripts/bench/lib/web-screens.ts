/**
 * @module
 * The screens bench:web measures, who each is opened as, and what shows once it has loaded:
 * sign-in, the attendance grid with 30 and with 100 families, the dashboard, the parent's My
 * Schedule and My Account, and the kiosk.
 */
import { AUTH_TOKEN_STORAGE_KEY, KIOSK_TOKEN_STORAGE_KEY } from '@cubby/shared/constants';
import type { BrowserContext, Page } from '@playwright/test';
import type { Sessions } from './web-setup.ts';

/** Who a screen is opened as. */
export type Visitor = 'nobody' | 'staff' | 'parent' | 'kiosk';

/** One measured screen. */
export interface Screen {
  name: string;
  path: string;
  visitor: Visitor;
  /** How many families the centre has when the screen is audited. */
  families: number;
  /** Resolves once the screen shows what it is for. */
  ready: (page: Page) => Promise<void>;
}

// Checked in the page on every frame: a locator's wait polls every 500 ms once it has waited a
// while, and what a screen downloads after it shows (the kiosk's dialogs) was counted as its
// first load whenever the machine was busy (decision 050).
const heading = (name: string) => async (page: Page) => {
  await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].some((element) =>
        element.textContent?.includes(text),
      ),
    name,
    { polling: 'raf', timeout: 30_000 },
  );
};
const cards = (count: number) => async (page: Page) => {
  await page.waitForFunction((n) => document.querySelectorAll('article').length >= n, count, {
    polling: 'raf',
    timeout: 30_000,
  });
};

/** Every screen, in the order the tables list them. */
export const SCREENS: readonly Screen[] = [
  {
    name: 'sign-in',
    path: '/',
    visitor: 'nobody',
    families: 30,
    ready: heading('Sign in to continue'),
  },
  { name: 'attendance, 30 families', path: '/', visitor: 'staff', families: 30, ready: cards(30) },
  {
    name: 'attendance, 100 families',
    path: '/',
    visitor: 'staff',
    families: 100,
    ready: cards(100),
  },
  {
    name: 'dashboard, 100 families',
    path: '/dashboard',
    visitor: 'staff',
    families: 100,
    ready: heading('Quick Check-in/Check-out'),
  },
  {
    name: 'My Schedule (parent)',
    path: '/customer-schedule',
    visitor: 'parent',
    families: 30,
    ready: heading('My Schedule'),
  },
  {
    name: 'My Account (parent)',
    path: '/customer-account',
    visitor: 'parent',
    families: 30,
    ready: heading('My Account'),
  },
  {
    name: 'kiosk',
    path: '/kiosk',
    visitor: 'kiosk',
    families: 30,
    ready: heading('Type your PIN'),
  },
];

/**
 * Signs `context` in as `visitor`. Storage is written from a page that loads none of the app, so
 * no service worker is registered and nothing is cached before the measured load.
 */
export async function signInAs(
  context: BrowserContext,
  visitor: Visitor,
  baseURL: string,
  sessions: Sessions,
): Promise<void> {
  if (visitor === 'nobody') return;
  if (visitor === 'parent') {
    await context.addCookies([
      { name: 'cubby_customer', value: sessions.parentToken, url: baseURL },
    ]);
    return;
  }
  const stored: Array<[string, string]> =
    visitor === 'staff'
      ? [
          [AUTH_TOKEN_STORAGE_KEY, sessions.staffToken],
          ['cubby:lastUser', JSON.stringify(sessions.staffUser)],
        ]
      : [[KIOSK_TOKEN_STORAGE_KEY, sessions.kioskToken]];
  const page = await context.newPage();
  await page.goto(`${baseURL}/api/health`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, stored);
  await page.close();
}
