/**
 * @module
 * Parents in the browser tests: a family made through the staff API with its default days, and
 * a parent's phone (a browser context of its own, as a Pixel 7) signed in to the portal. The
 * portal offers no day already past (issue 16), so a phone opened here starts early on this
 * week's Monday on the facility's clock, and any day of the week can be answered whatever day
 * the suite runs.
 */
import { randomUUID } from 'node:crypto';
import { addDays, formatDisplayDate, mondayOf } from '@cubby/shared/dates';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  devices,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { facilityInstantE2e, facilityTodayE2e } from './facility.ts';
import { addCustomer, type FirstLogin, staffToken } from './staff.ts';

/** The five weekdays, as the screens name them. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/** One of the five weekdays. */
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** A family, its portal username and the first password (and welcome code) it was given. */
export interface Family extends FirstLogin {
  id: string;
  name: string;
}

/** A parent's phone showing the portal. */
export interface ParentPhone {
  context: BrowserContext;
  page: Page;
}

/** The Monday of the week the screens open on. */
export const thisMonday = mondayOf(facilityTodayE2e());

/** The ISO date of a weekday of the week the screens open on. */
export function dateOf(day: WeekdayName): string {
  return addDays(thisMonday, WEEKDAY_NAMES.indexOf(day));
}

/** 'Wednesday 06-17-2026': a day of this week as the portal and the staff notes name it. */
export function shownDay(day: WeekdayName): string {
  return `${day} ${formatDisplayDate(dateOf(day))}`;
}

/** A family with a unique name attending `days` by default. */
export async function addFamily(
  request: APIRequestContext,
  name: string,
  days: readonly WeekdayName[],
): Promise<Family> {
  const family = await addCustomer(request, name);
  const token = await staffToken(request);
  const response = await request.put(`/api/customers/${family.id}/schedule`, {
    headers: { Authorization: `Bearer ${token}` },
    data: Object.fromEntries(WEEKDAY_NAMES.map((day) => [`default${day}`, days.includes(day)])),
  });
  expect(response.ok()).toBe(true);
  return family;
}

/** A password of the parent's own. */
export function ownPassword(): string {
  return `family-${randomUUID().slice(0, 8)}`;
}

/** Fills in the customer login and presses Sign In. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs a parent in on this browser context through the API (the context's requests share its
 * cookies, so the page is signed in too) with the first password the family was given, and sets
 * their own password (with the welcome code, where there is one): for tests about what comes
 * after, the login screens having their own tests. Returns the password.
 */
export async function signInParent(context: BrowserContext, family: FirstLogin): Promise<string> {
  const login = await context.request.post('/api/customer/login', {
    data: { username: family.username, password: family.firstPassword },
  });
  expect(login.ok()).toBe(true);
  const password = ownPassword();
  const changed = await context.request.post('/api/customer/change-password', {
    data: firstChange(family, password),
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  return password;
}

/** The first change of a family's password, with its welcome code where it has one. */
export function firstChange(family: FirstLogin, newPassword: string) {
  return family.welcomeCode ? { newPassword, welcomeCode: family.welcomeCode } : { newPassword };
}

/**
 * Sets the browser's clock to 07:00 on this week's Monday on the facility's clock, running on
 * from there, so every day of the week is still ahead. Call it before the portal is loaded.
 */
export async function startOnMonday(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: facilityInstantE2e(thisMonday, '07:00') });
}

/** Opens My Schedule and waits until the week's answer can be given or shows. */
export async function openMySchedule(page: Page): Promise<void> {
  await page.goto('/customer-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  await expect(confirmPanel(page).getByText('Loading your answer...')).toBeHidden();
}

/**
 * Signs the family's parent in on this page's browser and opens My Schedule, early on this
 * week's Monday (startOnMonday).
 */
export async function openFamilySchedule(page: Page, family: Family): Promise<string> {
  const password = await signInParent(page.context(), family);
  await startOnMonday(page.context());
  await openMySchedule(page);
  return password;
}

/** A new phone, signed in as the family's parent, showing My Schedule. */
export async function openParentPhone(browser: Browser, family: Family): Promise<ParentPhone> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  await openFamilySchedule(page, family);
  return { context, page };
}

/** The Confirm This Week panel. */
export function confirmPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Confirm This Week' });
}

/** The family's answer for this week as the server holds it ('none' when there is none). */
export async function storedAnswer(
  context: BrowserContext,
): Promise<{ status: string; details: Record<string, unknown> } | 'none'> {
  const response = await context.request.get(`/api/customer/confirmation/${thisMonday}`);
  expect(response.ok()).toBe(true);
  const confirmation = (await response.json()) as {
    status: string;
    details: Record<string, unknown>;
  } | null;
  return confirmation ?? 'none';
}
