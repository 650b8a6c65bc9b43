/**
 * @module
 * The owner's People and Activity screens in browser tests: the way in a person takes (staff
 * sign-in, then the owner credentials at the screen's own gate), and people set up through the
 * owner's API for tests about what comes after adding them.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ACCOUNTS } from './accounts.ts';
import { enterOwnerCredentials } from './owner.ts';
import { signInAsStaff } from './staff.ts';

/** A person the owner added, with the first password the server answered. */
export interface AddedPerson {
  id: string;
  name: string;
  username: string;
  password: string;
}

/** An owner token for API calls that set a test up. */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/owner-login', { data: E2E_ACCOUNTS.owner });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A name and username no other test uses: 'Maria Lopez 3f9a1c', 'maria.3f9a1c'. */
export function uniquePerson(first: string, last: string): { name: string; username: string } {
  const tag = randomUUID().slice(0, 6);
  return { name: `${first} ${last} ${tag}`, username: `${first.toLowerCase()}.${tag}` };
}

/** Adds a staff member through the owner's API. */
export async function addPersonByApi(
  request: APIRequestContext,
  first = 'Sam',
  last = 'Carter',
): Promise<AddedPerson> {
  const token = await ownerToken(request);
  const person = uniquePerson(first, last);
  const response = await request.post('/api/staff', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...person, role: 'staff' },
  });
  expect(response.status()).toBe(201);
  const added = (await response.json()) as { id: string; password: string };
  return { ...person, id: added.id, password: added.password };
}

/** Replaces a person's first password with their own, as they would at their first sign-in. */
export async function chooseOwnPassword(
  request: APIRequestContext,
  person: AddedPerson,
): Promise<string> {
  const login = await request.post('/api/login', {
    data: { username: person.username, password: person.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const own = `own-${randomUUID().slice(0, 8)}`;
  const changed = await request.post('/api/change-password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: person.password, newPassword: own },
  });
  expect(changed.ok()).toBe(true);
  return own;
}

/** The status a staff sign-in with these credentials gets (200 signed in, 401 refused). */
export async function signInStatus(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<number> {
  const response = await request.post('/api/login', { data: { username, password } });
  return response.status();
}

/** Signs in as staff, opens an owner screen and passes its owner gate. */
export async function openOwnerScreen(
  page: Page,
  path: '/people' | '/activity' | '/settings',
): Promise<void> {
  await signInAsStaff(page, path);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Owner Access Required' })).toBeVisible();
  await enterOwnerCredentials(page);
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  await expect(page.getByRole('heading', { name: 'Owner Access Required' })).toBeHidden();
}

/** The People table's row of a person. */
export function personRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

/** This browser's device id, as the app keeps it. */
export async function deviceIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => localStorage.getItem('cubby.device-id'));
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id as string;
}
