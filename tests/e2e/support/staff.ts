/**
 * @module
 * What most browser tests start with: a signed-in staff page, and customers made through the
 * API with a unique name so tests sharing one server never see each other's families.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ACCOUNTS } from './accounts.ts';

/** Signs in through the sign-in screen, as staff do at the start of a day. */
export async function signInAsStaff(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(E2E_ACCOUNTS.staff.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ACCOUNTS.staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeHidden();
}

/** A staff token for API calls that set a test up. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { username: E2E_ACCOUNTS.staff.username, password: E2E_ACCOUNTS.staff.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A family's first login as POST /api/customers answers it, once. */
export interface FirstLogin {
  username: string;
  /** The login's first password: its own, or the shared one where the owner chose it. */
  firstPassword: string;
  /** Beside a shared first password only: asked once at the first password change. */
  welcomeCode?: string;
}

/**
 * A customer with a name no other test uses ('Ada Lovelace 3f9a'), its portal username and first
 * password; at the spec's 12.50 an hour unless the test names another rate (every charge uses it).
 */
export async function addCustomer(
  request: APIRequestContext,
  name: string,
  { hourlyRate = '12.50' }: { hourlyRate?: string } = {},
): Promise<{ id: string; name: string } & FirstLogin> {
  const token = await staffToken(request);
  const unique = `${name} ${randomUUID().slice(0, 4)}`;
  const response = await request.post('/api/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: unique, email: '', phone: '', hourlyRate },
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { id: string; login: CreatedLogin };
  return { id: created.id, name: unique, ...firstLoginOf(created.login) };
}

/** A login as POST /api/customers answers it. */
export interface CreatedLogin {
  username: string;
  password: string;
  welcomeCode?: string;
}

/** The first login a creation answer tells, as the tests keep it. */
export function firstLoginOf(login: CreatedLogin): FirstLogin {
  return {
    username: login.username,
    firstPassword: login.password,
    ...(login.welcomeCode ? { welcomeCode: login.welcomeCode } : {}),
  };
}
