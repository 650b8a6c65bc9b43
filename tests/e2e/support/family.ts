/**
 * @module
 * Families of several children in the browser tests: a sibling added to a family through the
 * staff API (it shares the family's parent login), the parent's phone the issue is drawn for
 * (390 by 844), and the parts of My Schedule that belong to one child.
 */
import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { thisMonday, WEEKDAY_NAMES, type WeekdayName } from './customer.ts';
import { staffToken } from './staff.ts';

/** A 390 by 844 touch phone in English. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

/** A child of a family. */
export interface Child {
  id: string;
  name: string;
}

/** The family of the parent signed in on this browser context, as their session says. */
export async function familyIdOf(context: BrowserContext): Promise<string> {
  const response = await context.request.get('/api/customer/auth');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { familyId: string }).familyId;
}

/** A child with a unique name added to a family, attending `days` by default. */
export async function addSibling(
  request: APIRequestContext,
  familyId: string,
  name: string,
  days: readonly WeekdayName[],
): Promise<Child> {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const unique = `${name} ${randomUUID().slice(0, 4)}`;
  const created = await request.post('/api/customers', {
    headers,
    data: { name: unique, email: '', phone: '', hourlyRate: '12.50', familyId },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const schedule = await request.put(`/api/customers/${id}/schedule`, {
    headers,
    data: Object.fromEntries(WEEKDAY_NAMES.map((day) => [`default${day}`, days.includes(day)])),
  });
  expect(schedule.ok()).toBe(true);
  return { id, name: unique };
}

/** A child's week on My Schedule: the section under the child's name. */
export function childSection(page: Page, child: Child): Locator {
  return page.getByRole('region', { name: child.name, exact: true });
}

/** A child's Confirm This Week panel. */
export function childPanel(page: Page, child: Child): Locator {
  return childSection(page, child).getByRole('region', { name: 'Confirm This Week' });
}

/** A child's answer for this week as the server holds it ('none' when there is none). */
export async function storedChildAnswer(context: BrowserContext, child: Child): Promise<string> {
  const response = await context.request.get(
    `/api/customer/confirmation/${thisMonday}?customerId=${child.id}`,
  );
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as { status: string } | null;
  return answer?.status ?? 'none';
}
