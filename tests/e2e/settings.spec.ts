/**
 * The owner's Settings: what they set there is what new families get. Switched to personal first
 * passwords, a family added at the desk gets a password of its own, shown once, which signs in
 * where the shared one does not (decision 023). The provider's details and the billing terms
 * (cycle, due days, late fee and its grace days) are saved and shown again. The test puts the settings back: every browser
 * test shares one server, and the others add families with the shared first password.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { openOwnerScreen, ownerToken } from './support/people.ts';
import { signInAsStaff } from './support/staff.ts';

test.afterEach(async ({ request }) => {
  const token = await ownerToken(request);
  const restored = await request.put('/api/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      parentFirstPassword: 'shared',
      businessName: 'Little Acorns Day Care',
      address: '',
      taxId: '',
      billingCycle: 'weekly',
      dueDays: 7,
      lateFee: '0.00',
      lateFeeGraceDays: 5,
    },
  });
  expect(restored.ok()).toBe(true);
});

test('the owner switches new families to a first password of their own', async ({
  page,
  browser,
  request,
}) => {
  await openOwnerScreen(page, '/settings');
  await expect(page.getByRole('heading', { name: 'Provider and Billing' })).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Little Acorns Day Care');
  await expectAccessible(page, 'the Settings screen');

  await page.getByLabel('Late fee ($)').fill('-5');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('alert')).toHaveText('lateFee cannot be negative');
  await page.getByLabel('Late fee ($)').fill('0.00');
  await page.getByLabel('Address').fill('1 Acorn Lane, Springfield');
  await page.getByRole('radio', { name: /A first password of its own/ }).check();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Address')).toHaveValue('1 Acorn Lane, Springfield');
  await expect(page.getByRole('radio', { name: /A first password of its own/ })).toBeChecked();

  // At the desk, a new family's toast tells its own first password.
  const desk = await browser.newContext();
  const staffPage = await desk.newPage();
  await signInAsStaff(staffPage, '/dashboard');
  await staffPage.goto('/dashboard');
  const name = `Ada Lovelace ${randomUUID().slice(0, 4)}`;
  await staffPage.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Add New Customer' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  const toastText = staffPage.getByText(/^Customer added\. Portal login: .*, first password: /);
  await expect(toastText).toBeVisible();
  const [, username = '', password = ''] =
    /Portal login: (\S+), first password: (\S+)/.exec((await toastText.textContent()) ?? '') ?? [];
  expect(password).not.toBe(E2E_ACCOUNTS.customerDefaultPassword);
  await desk.close();

  const shared = await request.post('/api/customer/login', {
    data: { username, password: E2E_ACCOUNTS.customerDefaultPassword },
  });
  expect(shared.status()).toBe(401);
  const own = await request.post('/api/customer/login', { data: { username, password } });
  expect(own.status()).toBe(200);
});

test('the owner sets the provider details and billing terms statements are made with', async ({
  page,
}) => {
  await openOwnerScreen(page, '/settings');
  await expect(page.getByLabel('Statement due (days after the period ends)')).toHaveValue('7');
  await expect(page.getByLabel('Late fee grace (days after the due date)')).toHaveValue('5');

  await page.getByLabel('Statement due (days after the period ends)').fill('90');
  await page.getByLabel('Late fee grace (days after the due date)').fill('two');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Due days must be a whole number from 0 to 60')).toBeVisible();
  await expect(page.getByText('Grace days must be a whole number from 0 to 60')).toBeVisible();

  await page.getByLabel('Business name').fill('Little Acorns Day Care LLC');
  await page.getByLabel('Address').fill('1 Acorn Lane, Springfield');
  await page.getByLabel('Tax id (EIN)').fill('12-3456789');
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await page.getByLabel('Statement due (days after the period ends)').fill('10');
  await page.getByLabel('Late fee ($)').fill('15');
  await page.getByLabel('Late fee grace (days after the due date)').fill('3');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Business name')).toHaveValue('Little Acorns Day Care LLC');
  await expect(page.getByLabel('Address')).toHaveValue('1 Acorn Lane, Springfield');
  await expect(page.getByLabel('Tax id (EIN)')).toHaveValue('12-3456789');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(page.getByLabel('Statement due (days after the period ends)')).toHaveValue('10');
  await expect(page.getByLabel('Late fee ($)')).toHaveValue('15.00');
  await expect(page.getByLabel('Late fee grace (days after the due date)')).toHaveValue('3');
});
