/**
 * @module
 * The owner's side in browser tests: attendance set up through the staff API (so the owner has
 * something to be paid for), and the way into the financial dashboard a person takes: the
 * Financial button on the attendance screen and the owner credentials.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ACCOUNTS } from './accounts.ts';
import { signInAsStaff, staffToken } from './staff.ts';

/**
 * Marks a customer present on a date as the staff attendance toggle does (its 150.00 sent, as the
 * spec's client sends it): the day costs a default day, 10:00 to 16:00, at the child's rate.
 */
export async function markPresent(
  request: APIRequestContext,
  customerId: string,
  date: string,
): Promise<void> {
  const token = await staffToken(request);
  const response = await request.post('/api/attendance/toggle', {
    headers: { Authorization: `Bearer ${token}` },
    data: { customerId, date, isPresent: true, dailyCost: '150.00' },
  });
  expect(response.ok()).toBe(true);
}

/** Fills the owner access form wherever it shows (the dialog or the /financial page). */
export async function enterOwnerCredentials(page: Page): Promise<void> {
  await page.getByLabel('Username').fill(E2E_ACCOUNTS.owner.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ACCOUNTS.owner.password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
}

/** Signs in as staff, then opens the financial dashboard through the owner access dialog. */
export async function openFinancialAsOwner(page: Page): Promise<void> {
  await signInAsStaff(page, '/');
  await page.getByRole('button', { name: 'Financial', exact: true }).click();
  await enterOwnerCredentials(page);
  await expect(page).toHaveURL(/\/financial$/);
  await expect(page.getByRole('heading', { name: 'Weekly Payment Tracking' })).toBeVisible();
}
