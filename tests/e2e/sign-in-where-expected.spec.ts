/**
 * Everyone signs in where they expect (decision 072): the owner on the ordinary sign-in page,
 * reaching the owner's screens with no second password while the spec's greetings stay as
 * written; a parent from the centre's home page to the Customer Portal, which says where their
 * own username and first password are.
 */
import { expect, test } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';

test('an owner signs in on the sign-in page and opens the financial dashboard and Settings with no second password', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Username').fill(E2E_ACCOUNTS.owner.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ACCOUNTS.owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeHidden();
  // The spec's greeting stays as written; the desk's screen says whose work it is.
  await expect(page.getByText('Welcome, Admin')).toBeVisible();
  await expect(page.getByText('You are signed in as the owner.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Financial', exact: true }).click();
  await expect(page).toHaveURL(/\/financial$/);
  // The dashboard's totals show whether or not any family is on the books yet.
  await expect(page.getByRole('region', { name: 'Weekly totals' })).toBeVisible();
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Provider and Billing' })).toBeVisible();
  await page.getByRole('link', { name: 'People', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add Person' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Owner Access Required' })).toHaveCount(0);

  // The dashboard greets by the signed-in username, as the spec says.
  await page.goto('/dashboard');
  await expect(page.getByText(`Welcome, ${E2E_ACCOUNTS.owner.username}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  // Signed out everywhere: the owner's screens ask for a sign-in again, not for the owner gate.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
});

test('a parent goes from the home page to the portal, which says where their own username and first password are', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expectAccessible(page, 'the sign-in page');
  const toPortal = page.getByRole('link', { name: 'Go to the Customer Portal' });
  await expect(toPortal).toBeVisible();
  await toPortal.click();

  await expect(page).toHaveURL(/\/customer-login$/);
  await expect(page.getByRole('heading', { name: 'Customer Portal' })).toBeVisible();
  // The spec's hint, as the spec words it, and beside it where this parent's own details are.
  await expect(page.getByText(/firstname\.lastname/)).toContainText('lowercase');
  await expect(page.getByText(/shared default password/)).toBeVisible();
  await expect(
    page.getByText(
      'Your own username and first password are on the welcome sheet the day-care gave you.',
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Access Staff Portal' })).toBeVisible();
});
