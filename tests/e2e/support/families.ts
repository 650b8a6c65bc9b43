/**
 * @module
 * Families in the browser tests: a family of one child made through the staff API (its name
 * unique, as `addCustomer` makes it), contacts added to it through the API for tests about what
 * the family page shows, and the family page itself on a tablet.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type CreatedLogin, type FirstLogin, firstLoginOf, staffToken } from './staff.ts';

/** The tablet at the door: the family page and the badges are checked at this size. */
export const TABLET = { width: 1024, height: 768 } as const;

/**
 * A family of one child, as POST /api/customers made it, with its parent login (its guardian's,
 * still on the first password it was given).
 */
export interface TestFamily extends FirstLogin {
  familyId: string;
  child: { id: string; name: string };
  /** A staff token for the test's further API calls. */
  token: string;
}

/** A short tag that keeps this test's names apart from every other test's. */
export function uniqueTag(): string {
  return randomUUID().slice(0, 6);
}

/** A new family whose first child is `childName` plus a unique tag. */
export async function addFamilyByApi(
  request: APIRequestContext,
  childName: string,
): Promise<TestFamily> {
  const token = await staffToken(request);
  const name = `${childName} ${uniqueTag()}`;
  const response = await request.post('/api/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, email: '', phone: '', hourlyRate: '12.50' },
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { id: string; familyId: string; login: CreatedLogin };
  return {
    familyId: created.familyId,
    child: { id: created.id, name },
    ...firstLoginOf(created.login),
    token,
  };
}

/** Adds a contact through the staff API; answers the contact, with a first password if any. */
export async function addContactByApi(
  request: APIRequestContext,
  family: TestFamily,
  contact: Record<string, unknown>,
): Promise<{ id: string; login: { id: string; username: string } | null; firstPassword?: string }> {
  const response = await request.post(`/api/families/${family.familyId}/contacts`, {
    headers: { Authorization: `Bearer ${family.token}` },
    data: contact,
  });
  expect(response.status()).toBe(201);
  return await response.json();
}

/** Changes a child's profile through the staff API. */
export async function updateChildByApi(
  request: APIRequestContext,
  family: TestFamily,
  patch: Record<string, unknown>,
): Promise<void> {
  const response = await request.patch(`/api/customers/${family.child.id}`, {
    headers: { Authorization: `Bearer ${family.token}` },
    data: patch,
  });
  expect(response.ok()).toBe(true);
}

/** Opens a family page and waits until it shows the family's children. */
export async function openFamilyPage(page: Page, family: TestFamily): Promise<void> {
  await page.goto(`/families/${family.familyId}`);
  await expect(familyChild(page, family.child.name)).toBeVisible();
}

/** A child's card on the family page. */
export function familyChild(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Children' }).getByRole('article', { name });
}

/** A contact's card on the family page. */
export function familyContact(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** Adds a sibling to the family through the staff API; answers the sibling's name. */
export async function addSiblingByApi(
  request: APIRequestContext,
  family: TestFamily,
  childName: string,
): Promise<string> {
  const name = `${childName} ${uniqueTag()}`;
  const response = await request.post('/api/customers', {
    headers: { Authorization: `Bearer ${family.token}` },
    data: { name, email: '', phone: '', hourlyRate: '12.50', familyId: family.familyId },
  });
  expect(response.status()).toBe(201);
  return name;
}
