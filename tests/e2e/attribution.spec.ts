/**
 * Every change says who made it and on which device (issue 14): a staff member the owner added
 * checks a child in on their own tablet, and the Activity screen names them and that tablet;
 * deactivating them sends the tablet to the sign-in screen at once; a check-in made offline is
 * attributed to the person and the tablet when it reaches the server.
 */
import { expect, type Page, test } from '@playwright/test';
import { checkInRow } from './support/devices.ts';
import {
  addPersonByApi,
  chooseOwnPassword,
  deviceIdOf,
  openOwnerScreen,
  personRow,
  uniquePerson,
} from './support/people.ts';
import { addCustomer } from './support/staff.ts';

async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeHidden();
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Quick Check-in/Check-out' })).toBeVisible();
}

function activityRow(page: Page, text: RegExp) {
  return page
    .getByRole('region', { name: 'Who Changed What' })
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: text });
}

test('the owner adds a staff member, who signs in on a second browser context, checks a child in on the dashboard; the Activity screen names that person and that device; deactivating them on the People screen sends their tablet to the sign-in screen within a second', async ({
  page,
  browser,
  request,
}) => {
  const child = await addCustomer(request, 'Attributed Child');
  await openOwnerScreen(page, '/people');
  const person = uniquePerson('Maria', 'Santos');
  await page.getByRole('button', { name: 'Add Person' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(person.name);
  await dialog.getByLabel('Username').fill(person.username);
  await dialog.getByRole('button', { name: 'Add Person' }).click();
  const firstPassword = await dialog.getByLabel('First password').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();

  const tabletContext = await browser.newContext();
  try {
    const tablet = await tabletContext.newPage();
    await signInAs(tablet, person.username, firstPassword);
    await tablet.getByLabel('First password', { exact: true }).fill(firstPassword);
    await tablet.getByLabel('New password', { exact: true }).fill('maria-own-password');
    await tablet.getByLabel('Confirm new password', { exact: true }).fill('maria-own-password');
    await tablet.getByRole('button', { name: 'Save My Password' }).click();
    await expect(tablet.getByText('Welcome, Admin')).toBeVisible();
    await openDashboard(tablet);
    const row = await checkInRow(tablet, child.name);
    await row.getByRole('button', { name: `Check In ${child.name}` }).click();
    await expect(row.getByText('Checked In', { exact: true })).toBeVisible();
    const tabletDevice = await deviceIdOf(tablet);
    const ownerDevice = await deviceIdOf(page);
    expect(tabletDevice).not.toBe(ownerDevice);

    await page.getByRole('link', { name: 'Activity' }).click();
    await page.getByLabel('Person', { exact: true }).click();
    await page.getByRole('option', { name: person.name, exact: true }).click();
    const checkIn = activityRow(page, new RegExp(`Checked in ${child.name}`, 'i'));
    await expect(checkIn).toHaveCount(1);
    await expect(checkIn.getByRole('cell').nth(1)).toHaveText(`${person.name}Staff`);
    await expect(checkIn.getByRole('cell').nth(2)).toHaveText(tabletDevice.slice(0, 8));

    await page.getByRole('link', { name: 'People' }).click();
    await personRow(page, person.name)
      .getByRole('button', { name: `Deactivate: ${person.name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(tablet.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible({
      timeout: 1000,
    });
  } finally {
    await tabletContext.close();
  }
});

test("an offline tablet's check-in is attributed to the person and device when it reconnects", async ({
  page,
  browser,
  request,
}) => {
  const child = await addCustomer(request, 'Offline Attributed');
  const person = await addPersonByApi(request, 'Jonas', 'Weber');
  const own = await chooseOwnPassword(request, person);
  const tabletContext = await browser.newContext();
  try {
    const tablet = await tabletContext.newPage();
    await signInAs(tablet, person.username, own);
    await openDashboard(tablet);
    const row = await checkInRow(tablet, child.name);
    const tabletDevice = await deviceIdOf(tablet);

    await tabletContext.setOffline(true);
    await expect(tablet.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await row.getByRole('button', { name: `Check In ${child.name}` }).click();
    await expect(
      tablet.getByRole('status').filter({ hasText: /changes? waiting to sync/ }),
    ).toBeVisible();

    // Nothing has reached the server yet: the child's history has no check-in.
    await openOwnerScreen(page, '/activity');
    await page.goto(`/activity?customerId=${child.id}&kind=attendance`);
    await expect(page.getByText('No activity matches these filters')).toBeVisible();

    await tabletContext.setOffline(false);
    await expect(tablet.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
    await expect(async () => {
      await page.reload();
      const checkIn = activityRow(page, new RegExp(`Checked in ${child.name}`, 'i'));
      await expect(checkIn).toHaveCount(1, { timeout: 1000 });
      await expect(checkIn.getByRole('cell').nth(1)).toHaveText(`${person.name}Staff`);
      await expect(checkIn.getByRole('cell').nth(2)).toHaveText(tabletDevice.slice(0, 8));
    }).toPass({ timeout: 15_000 });
  } finally {
    await tabletContext.close();
  }
});
