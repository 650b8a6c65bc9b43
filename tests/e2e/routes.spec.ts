import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { signInAsStaff } from './support/staff.ts';

test.describe('the route table', () => {
  test('staff routes show the sign-in screen when signed out', async ({ page }) => {
    for (const path of [
      '/',
      '/dashboard',
      '/checkout',
      '/financial',
      '/schedule',
      '/customer-schedules',
      '/kiosks',
      '/sign-in-sheet',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
      await expect(page.getByText('Enter your credentials to access the dashboard')).toBeVisible();
    }
  });

  test('an unknown path shows the 404 card', async ({ page }) => {
    for (const path of ['/nowhere', '/weekly-attendance/more']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    }
  });

  test('any other /customer path falls to the customer login', async ({ page }) => {
    await page.goto('/customer-anything');
    await expect(page.getByRole('heading', { name: 'Customer Portal' })).toBeVisible();
  });
});

test.describe('staff sign-in', () => {
  test('a wrong password shows the error in a red alert', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill('frontdesk');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid credentials');
  });

  test('signing in goes to the attendance screen, and the password can be shown', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Password', { exact: true }).fill('visible?');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await signInAsStaff(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Daily Check In' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('the sign-in screen and the 404 card have no serious violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expectAccessible(page, 'the sign-in screen');
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectAccessible(page, 'the 404 card');
  });
});
