/**
 * A person the owner adds signs in as themselves: the first password opens only the screen that
 * replaces it, then the staff screens (decision 019).
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts.ts';

test('a person the owner added chooses their own password at the first sign-in', async ({
  page,
  request,
}) => {
  const owner = await request.post('/api/owner-login', { data: E2E_ACCOUNTS.owner });
  const { token } = (await owner.json()) as { token: string };
  const username = `maria.${randomUUID().slice(0, 6)}`;
  const added = await request.post('/api/staff', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Maria Lopez', username, role: 'staff' },
  });
  expect(added.status()).toBe(201);
  const { password } = (await added.json()) as { password: string };

  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await expect(page.getByText('Welcome, Maria Lopez.')).toBeVisible();

  await page.getByLabel('First password', { exact: true }).fill(password);
  await page.getByLabel('New password', { exact: true }).fill('maria-own-password');
  await page.getByLabel('Confirm new password', { exact: true }).fill('maria-own-pass');
  await page.getByRole('button', { name: 'Save My Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The new passwords do not match');

  await page.getByLabel('Confirm new password', { exact: true }).fill('maria-own-password');
  await page.getByRole('button', { name: 'Save My Password' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeHidden();
  await expect(page.getByText('Welcome, Admin')).toBeVisible();

  const signIn = await request.post('/api/login', {
    data: { username, password: 'maria-own-password' },
  });
  expect(signIn.status()).toBe(200);
});
