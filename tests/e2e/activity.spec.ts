/**
 * The owner's Activity screen in a real browser: every change with who made it, on which device
 * and when on the facility's clock, newest first; filters by person and kind that live in the
 * address; Load More; Export CSV of the same filters through the owner's cookie session; and
 * each child's history one click from the financial dashboard.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatDisplayDate } from '@cubby/shared/dates';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { facilityTodayE2e } from './support/facility.ts';
import { enterOwnerCredentials, openFinancialAsOwner } from './support/owner.ts';
import {
  type AddedPerson,
  addPersonByApi,
  chooseOwnPassword,
  deviceIdOf,
  openOwnerScreen,
  ownerToken,
  uniquePerson,
} from './support/people.ts';
import { addCustomer, signInAsStaff } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

function activityRows(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Who Changed What' })
    .getByRole('table')
    .getByRole('row')
    .filter({
      has: page.getByRole('cell'),
    });
}

function entryRow(page: Page, summary: string): Locator {
  return activityRows(page).filter({ hasText: summary });
}

async function choose(page: Page, filter: string, option: string): Promise<void> {
  await page.getByLabel(filter, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Renames a person `times` times through the owner's API: entries no other test makes. */
async function renameRepeatedly(
  request: APIRequestContext,
  person: AddedPerson,
  times: number,
): Promise<string[]> {
  const token = await ownerToken(request);
  const names = [person.name];
  for (let step = 1; step <= times; step += 1) {
    const name = `${person.name} v${step}`;
    const response = await request.patch(`/api/staff/${person.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name },
    });
    expect(response.ok()).toBe(true);
    names.push(name);
  }
  return names;
}

test.describe("the owner's People and Activity screens", () => {
  test('ask a signed-out device to sign in, then staff for the owner credentials', async ({
    page,
  }) => {
    for (const path of ['/people', '/activity']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    }
    await signInAsStaff(page, '/activity');
    await page.goto('/activity?kind=account');
    await expect(page.getByRole('heading', { name: 'Owner Access Required' })).toBeVisible();
    await expect(
      page.getByText('Enter the owner credentials to see who changed what.'),
    ).toBeVisible();
    await enterOwnerCredentials(page);
    // Signing in at the screen's own gate stays on it, filters and all.
    await expect(page).toHaveURL(/\/activity\?kind=account$/);
    await expect(page.getByLabel('Kind', { exact: true })).toHaveText('Accounts');
  });
});

test.describe('the Activity screen', () => {
  test('names who added a person, from which device, on the facility clock, newest first', async ({
    page,
  }) => {
    await openOwnerScreen(page, '/people');
    const person = uniquePerson('Lena', 'Ortiz');
    await page.getByRole('button', { name: 'Add Person' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill(person.name);
    await dialog.getByLabel('Username').fill(person.username);
    await dialog.getByRole('button', { name: 'Add Person' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/activity$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const summary = `Added ${person.name} (${person.username}) as staff`;
    const newest = activityRows(page).first();
    await expect(newest).toContainText(summary);
    // When, on the facility's clock (the browser runs in another zone), who, and the device.
    await expect(newest.getByRole('cell').nth(0)).toHaveText(
      new RegExp(`^${formatDisplayDate(facilityTodayE2e())} \\d{1,2}:\\d{2} (AM|PM)$`),
    );
    await expect(newest.getByRole('cell').nth(1)).toHaveText(/Owner$/);
    const device = await deviceIdOf(page);
    await expect(newest.getByRole('cell').nth(2)).toHaveText(device.slice(0, 8));
    await expect(newest.getByRole('cell').nth(4)).toHaveText(
      `none → name: ${person.name}, username: ${person.username}, role: staff`,
    );
    await expectAccessible(page, 'the Activity screen');
  });

  test('filters by person and kind, and a link opens it filtered', async ({ page, request }) => {
    const person = await addPersonByApi(request, 'Ruth', 'Adler');
    await chooseOwnPassword(request, person);
    await openOwnerScreen(page, '/activity');
    await expect(entryRow(page, `Added ${person.name}`)).toBeVisible();

    await choose(page, 'Person', person.name);
    await expect(page).toHaveURL(new RegExp(`actorId=${person.id}`));
    const own = `${person.name} changed their own password`;
    await expect(activityRows(page)).toHaveCount(1);
    await expect(activityRows(page).first()).toContainText(own);
    // The password itself never is in the log, only that it changed.
    await expect(activityRows(page).first().getByRole('cell').nth(4)).toHaveText('—');

    await choose(page, 'Kind', 'Attendance');
    await expect(page).toHaveURL(/kind=attendance/);
    await expect(page.getByText('No activity matches these filters')).toBeVisible();
    await choose(page, 'Kind', 'Accounts');
    await expect(activityRows(page)).toHaveCount(1);

    // The filtered address is a link: opened anew, it shows the same.
    const link = page.url();
    await page.goto('/');
    await page.goto(link);
    await expect(page.getByLabel('Person', { exact: true })).toHaveText(person.name);
    await expect(page.getByLabel('Kind', { exact: true })).toHaveText('Accounts');
    await expect(activityRows(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/activity$/);
    await expect(entryRow(page, `Added ${person.name}`)).toBeVisible();
  });

  test('pages back through older entries with Load More', async ({ page, request }) => {
    const person = await addPersonByApi(request, 'Paul', 'Kerr');
    // More renames than one page holds (50), so the first of them is on the second page.
    const names = await renameRepeatedly(request, person, 55);
    await openOwnerScreen(page, '/activity');

    const latest = `Renamed ${names[54]} to ${names[55]}`;
    const first = `Renamed ${names[0]} to ${names[1]}`;
    await expect(activityRows(page).first()).toContainText(latest);
    await expect(activityRows(page)).toHaveCount(50);
    await expect(entryRow(page, first)).toHaveCount(0);

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(entryRow(page, first)).toBeVisible();
    expect(await activityRows(page).count()).toBeGreaterThan(55);
    await expect(activityRows(page).first()).toContainText(latest);
  });

  test('exports the filtered entries as CSV through the owner session', async ({
    page,
    request,
  }) => {
    const person = await addPersonByApi(request, 'Omar', 'Haddad');
    await chooseOwnPassword(request, person);
    await openOwnerScreen(page, '/activity');
    await page.goto(`/activity?actorId=${person.id}`);
    await expect(activityRows(page)).toHaveCount(1);

    const link = page.getByRole('link', { name: 'Export CSV' });
    await expect(link).toHaveAttribute('href', `/api/audit.csv?actorId=${person.id}`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(await download.failure()).toBeNull();
    expect(download.suggestedFilename()).toBe('cubby-activity.csv');
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv).toContain(`${person.name} changed their own password`);
    expect(csv).not.toContain(`Added ${person.name}`);
  });

  test("each child's history is one click from the financial dashboard", async ({
    page,
    request,
  }) => {
    const child = await addCustomer(request, 'History Child');
    await openFinancialAsOwner(page);
    await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(child.name);
    await page.getByRole('link', { name: `History: ${child.name}` }).click();

    await expect(page).toHaveURL(new RegExp(`/activity\\?customerId=${child.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(page.getByLabel('Child', { exact: true })).toHaveText(child.name);
    await expect(
      page.getByText('No activity matches these filters').or(activityRows(page).first()),
    ).toBeVisible();
  });

  test('names the person and the tablet behind each check-in at the front desk', async ({
    page,
    request,
  }) => {
    const person = await addPersonByApi(request, 'Maria', 'Lopez');
    const own = await chooseOwnPassword(request, person);
    const login = await request.post('/api/login', {
      data: { username: person.username, password: own },
    });
    const { token } = (await login.json()) as { token: string };
    const tablet = randomUUID();
    const headers = { Authorization: `Bearer ${token}`, 'X-Cubby-Device': tablet };
    const tag = randomUUID().slice(0, 4);
    const children = [];
    for (const name of [`Ada Lovelace ${tag}`, `Grace Hopper ${tag}`]) {
      const added = await request.post('/api/customers', {
        headers,
        data: { name, email: '', phone: '', hourlyRate: '12.50' },
      });
      expect(added.status()).toBe(201);
      children.push({ id: ((await added.json()) as { id: string }).id, name });
    }
    for (const child of children) {
      const checkIn = await request.post('/api/sessions/checkin', {
        headers,
        data: { customerId: child.id },
      });
      expect(checkIn.ok()).toBe(true);
    }

    await page.setViewportSize({ width: 1280, height: 800 });
    await openOwnerScreen(page, '/activity');
    const [ada, grace] = children.map((child) => child.name);
    await expect(activityRows(page).first()).toContainText(`Checked in ${grace}`);
    const adaCheckIn = entryRow(page, `Checked in ${ada}`);
    await expect(adaCheckIn.getByRole('cell').nth(1)).toHaveText(`${person.name}Staff`);
    await expect(adaCheckIn.getByRole('cell').nth(2)).toHaveText(tablet.slice(0, 8));

    // For the closing note: the screen as the owner reads it, without the sign-in toast.
    await expect(page.getByText('Access Granted')).toHaveCount(0, { timeout: 15_000 });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'issue-14-activity.png') });
  });
});
