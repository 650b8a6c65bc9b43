/**
 * The owner's Settings: what they set there is what new families get. A family added at the desk
 * gets a first password of its own, shown once, which signs in where the shared one does not;
 * switched to the shared first password, a family gets it with a welcome code of its own
 * (decision 068). The centre's own networks are listed one a line. The provider's details and
 * the billing terms (cycle, due days, late fee and its grace days) are saved and shown again. The
 * test puts the settings back: every browser test shares one server.
 */
import { randomUUID } from 'node:crypto';
import { type Browser, expect, test } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { openOwnerScreen, ownerToken } from './support/people.ts';
import { signInAsStaff } from './support/staff.ts';

test.afterEach(async ({ request }) => {
  const token = await ownerToken(request);
  const restored = await request.put('/api/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      parentFirstPassword: 'personal',
      centreNetworks: [],
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

/** Adds a family at the desk, as staff do; answers what its toast told once. */
async function addAtTheDesk(browser: Browser): Promise<string> {
  const desk = await browser.newContext();
  const staffPage = await desk.newPage();
  await signInAsStaff(staffPage, '/dashboard');
  await staffPage.goto('/dashboard');
  await staffPage.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Add New Customer' });
  await dialog.getByLabel('Name').fill(`Ada Lovelace ${randomUUID().slice(0, 4)}`);
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  const toastText = staffPage.getByText(/^Customer added\. Portal login: .*, first password: /);
  await expect(toastText).toBeVisible();
  const told = (await toastText.textContent()) ?? '';
  await desk.close();
  return told;
}

test('new families get a first password of their own, or the shared one with a welcome code once the owner chooses it', async ({
  page,
  browser,
  request,
}) => {
  await openOwnerScreen(page, '/settings');
  await expect(page.getByRole('heading', { name: 'Provider and Billing' })).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Little Acorns Day Care');
  await expect(page.getByRole('radio', { name: /A first password of its own/ })).toBeChecked();
  await expect(page.getByText('CUSTOMER_DEFAULT_PASSWORD')).toHaveCount(0);
  await expectAccessible(page, 'the Settings screen');

  // At the desk, a new family's toast tells its own first password.
  const own = await addAtTheDesk(browser);
  const [, username = '', password = ''] =
    /Portal login: (\S+), first password: (\S+)$/.exec(own) ?? [];
  expect(password).not.toBe(E2E_ACCOUNTS.customerDefaultPassword);
  expect(own).not.toContain('welcome code');
  const shared = await request.post('/api/customer/login', {
    data: { username, password: E2E_ACCOUNTS.customerDefaultPassword },
  });
  expect(shared.status()).toBe(401);
  const signedIn = await request.post('/api/customer/login', { data: { username, password } });
  expect(signedIn.status()).toBe(200);

  await page.getByLabel('Late fee ($)').fill('-5');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('alert')).toHaveText('lateFee cannot be negative');
  await page.getByLabel('Late fee ($)').fill('0.00');
  await page.getByLabel('Address').fill('1 Acorn Lane, Springfield');
  await page.getByRole('radio', { name: /The shared first password, with a welcome code/ }).check();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Address')).toHaveValue('1 Acorn Lane, Springfield');
  await expect(
    page.getByRole('radio', { name: /The shared first password, with a welcome code/ }),
  ).toBeChecked();

  // Now the toast tells the shared first password and the family's own welcome code.
  const withCode = await addAtTheDesk(browser);
  expect(withCode).toMatch(
    new RegExp(
      `first password: ${E2E_ACCOUNTS.customerDefaultPassword}, welcome code: [a-z2-7]{4}-[a-z2-7]{4}$`,
    ),
  );
});

test('the owner lists the centre’s own networks, one a line, and a wrong one is named', async ({
  page,
}) => {
  await openOwnerScreen(page, '/settings');
  const networks = page.getByLabel('The centre’s own networks');
  await networks.fill('192.168.1.0/24\nthe office');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'must be an address or a network such as 192.168.1.0/24',
  );
  await networks.fill('192.168.1.0/24\n203.0.113.7');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(networks).toHaveValue('192.168.1.0/24\n203.0.113.7');
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
