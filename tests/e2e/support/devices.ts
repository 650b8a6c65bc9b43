/**
 * @module
 * Staff devices as separate browser contexts: each has its own storage, IndexedDB copies and
 * network, as two tablets at the door would.
 */
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { signInAsStaff } from './staff.ts';

/** A signed-in device with one page open. */
export interface Device {
  context: BrowserContext;
  page: Page;
}

/** A new signed-in staff device showing `path`. */
export async function openStaffDevice(browser: Browser, path: string): Promise<Device> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsStaff(page, path);
  // Signing in lands on / (spec section 2); then the device opens the screen it is for.
  if (path !== '/') await page.goto(path);
  return { context, page };
}

/** The dashboard's quick check-in row of a customer, after searching for them. */
export async function checkInRow(page: Page, name: string): Promise<Locator> {
  const search = page
    .getByRole('searchbox')
    .or(page.getByPlaceholder(/search/i))
    .first();
  await search.fill(name);
  const row = page.getByRole('listitem').filter({ hasText: name }).first();
  await expect(row).toBeVisible();
  return row;
}

/** The attendance screen's card of a customer. */
export function attendanceCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

/** Waits until the service worker controls the page (the app shell is then cached). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // @types/node's navigator global hides the DOM one's serviceWorker in this package's types.
  type WithWorker = { serviceWorker: { ready: Promise<unknown>; controller: unknown } };
  await page.evaluate(async () => {
    await (navigator as unknown as WithWorker).serviceWorker.ready;
  });
  const controlled = () =>
    page.evaluate(() => (navigator as unknown as WithWorker).serviceWorker.controller !== null);
  if (!(await controlled())) await page.reload();
  await expect.poll(controlled).toBe(true);
}
