import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { addDays, mondayOf, weekdayOf } from '@cubby/shared/dates';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { facilityInstantE2e, facilityTodayE2e } from './support/facility.ts';
import { screenshotWholeScreen, sidewaysOverflow } from './support/layout.ts';
import { NEEDS_CONNECTION } from './support/messages.ts';
import { addCustomer, signInAsStaff, staffToken } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

// A school day of this week (today, or Wednesday on a weekend), for tests that set the clock.
const facilityToday = facilityTodayE2e();
const schoolDay = weekdayOf(facilityToday) ? facilityToday : addDays(mondayOf(facilityToday), 2);

/** Sets the browser's clock to `time` on the school day, on the facility's clock. */
async function at(page: Page, time: string): Promise<void> {
  await page.clock.setFixedTime(facilityInstantE2e(schoolDay, time));
}

async function openDashboard(page: Page): Promise<void> {
  await signInAsStaff(page, '/dashboard');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Quick Check-in/Check-out' })).toBeVisible();
}

function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search customers by name' });
}

function customerRows(page: Page): Locator {
  return page.getByRole('list', { name: 'Customers' }).getByRole('listitem');
}

function rowOf(page: Page, name: string): Locator {
  return customerRows(page).filter({ hasText: name });
}

/** What Current Attendees says of `count` children: '1 person', else 'n people'. */
function presentText(count: number): string {
  return `${count} ${count === 1 ? 'person' : 'people'} currently present`;
}

async function presentCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ (person|people) currently present$/).textContent();
  return Number(text?.split(' ')[0]);
}

// A toast shows for 5 seconds; screenshots wait for it to go so it does not hide the screen.
async function toastsGone(page: Page): Promise<void> {
  await expect(page.getByText('Success', { exact: true })).toHaveCount(0);
}

/** Checks a child out at the quick list; "Who is collecting?" is answered without a name. */
async function checkOut(page: Page, name: string): Promise<void> {
  await rowOf(page, name).getByRole('button', { name: 'Check Out' }).click();
  await page
    .getByRole('dialog', { name: `Who is collecting ${name}?` })
    .getByRole('button', { name: 'Check out without a name' })
    .click();
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

test.describe('the dashboard', () => {
  test('greets the signed-in user and shows the four stat cards', async ({ page }) => {
    await openDashboard(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Little Acorns Day Care' }),
    ).toBeVisible();
    await expect(page.getByText('Welcome, frontdesk')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    for (const label of [
      'Currently Present',
      'Total Hours Today',
      'Operating Days',
      'Pending Payments',
    ]) {
      await expect(page.getByRole('group', { name: label })).toBeVisible();
    }
    const operating = page.getByRole('group', { name: 'Operating Days' });
    await expect(operating).toContainText('5 days/week');
    await expect(operating).toContainText('Mon-Fri, 10:00AM - 4:00PM');
    await expect(page.getByRole('group', { name: 'Total Hours Today' })).toContainText(/\d+\.\d/);
    await expect(page.getByRole('group', { name: 'Pending Payments' })).toContainText(/\d+/);
    for (const help of [
      'Check-in',
      'Check-out',
      'Dashboard',
      'Payments',
      'Auto payment',
      'Stats',
    ]) {
      await expect(page.getByRole('button', { name: `Help: ${help}`, exact: true })).toBeVisible();
    }
  });

  test('staff check a child in and out from the dashboard', async ({ page, request }) => {
    const child = await addCustomer(request, 'Dash Checkin');
    await openDashboard(page);
    await searchBox(page).fill(child.name);
    const row = rowOf(page, child.name);
    await expect(row.getByText('Not Checked In')).toBeVisible();
    await expect(row).toContainText(`ID: ${child.id.slice(0, 8)}`);
    // Initials of the first and last word ('Dash Checkin 3f9a' gives 'D3').
    await expect(row).toContainText(`D${child.name.slice(-4, -3).toUpperCase()}`);
    const before = await presentCount(page);
    const attendees = page.getByRole('list', { name: 'Current attendees' });

    await row.getByRole('button', { name: 'Check In' }).click();
    await expectToast(page, 'Customer checked in successfully');
    await expect(row.getByText('Checked In', { exact: true })).toBeVisible();
    await expect(row).toContainText(/Since \d{1,2}:\d{2} [AP]M · 0h \dm/);
    await expect(page.getByText(presentText(before + 1))).toBeVisible();
    await expect(page.getByRole('group', { name: 'Currently Present' })).toContainText(
      String(before + 1),
    );
    await expect(attendees.getByRole('listitem').filter({ hasText: child.name })).toContainText(
      /0h \dm\s*Checked in at \d{1,2}:\d{2} [AP]M/,
    );

    await checkOut(page, child.name);
    await expectToast(page, 'Customer checked out successfully');
    await expect(row.getByText('Not Checked In')).toBeVisible();
    await expect(page.getByText(presentText(before))).toBeVisible();
    await expect(page.getByText(child.name)).toHaveCount(1);
  });

  test('Pending Payments is asked of the server again after a check-in (spec section 4)', async ({
    page,
    request,
  }) => {
    const child = await addCustomer(request, 'Dash Pending');
    // A day is charged once the child has left (decision 069): in at 07:00, out at 08:00.
    await at(page, '07:00');
    await openDashboard(page);
    await expect(page.getByRole('group', { name: 'Pending Payments' })).toContainText(/\d+/);
    await searchBox(page).fill(child.name);
    const row = rowOf(page, child.name);
    await expect(row.getByText('Not Checked In')).toBeVisible();
    await row.getByRole('button', { name: 'Check In' }).click();
    await expectToast(page, 'Customer checked in successfully');

    // The refresh waits 1.5 s after the change for the check-out to reach the server.
    await at(page, '08:00');
    const refreshed = page.waitForResponse(
      (response) => response.url().endsWith('/api/dashboard-stats') && response.ok(),
      { timeout: 10_000 },
    );
    await checkOut(page, child.name);
    await expectToast(page, 'Customer checked out successfully');
    const stats = (await (await refreshed).json()) as { pendingPayments: number };
    // The day the visit made is charged and unpaid; the card shows the answer's count.
    expect(stats.pendingPayments).toBeGreaterThan(0);
    await expect(page.getByRole('group', { name: 'Pending Payments' })).toContainText(
      String(stats.pendingPayments),
    );
  });

  test('another device sees a check-in without reloading', async ({ page, browser, request }) => {
    const child = await addCustomer(request, 'Dash Shared');
    await openDashboard(page);
    const other = await browser.newPage();
    await openDashboard(other);
    await searchBox(other).fill(child.name);
    await expect(rowOf(other, child.name).getByText('Not Checked In')).toBeVisible();

    await searchBox(page).fill(child.name);
    await rowOf(page, child.name).getByRole('button', { name: 'Check In' }).click();
    await expect(rowOf(other, child.name).getByText('Checked In', { exact: true })).toBeVisible();
    await checkOut(page, child.name);
    await expect(rowOf(other, child.name).getByText('Not Checked In')).toBeVisible();
    await other.close();
  });

  test('the search ignores case and lists at most 5 customers', async ({ page, request }) => {
    const prefix = `Dash ${randomUUID().slice(0, 6)}`;
    const made = [];
    for (let index = 1; index <= 6; index++) {
      made.push(await addCustomer(request, `${prefix} ${index}`));
    }
    await openDashboard(page);
    await searchBox(page).fill(prefix.toUpperCase());
    await expect(customerRows(page)).toHaveCount(5);
    // Sorted by name, so the sixth is the one left out.
    for (const customer of made.slice(0, 5)) {
      await expect(rowOf(page, customer.name)).toBeVisible();
    }
    await expect(page.getByText(made[5]?.name ?? '')).toHaveCount(0);

    await searchBox(page).fill(`${prefix} 6`.toLowerCase());
    await expect(customerRows(page)).toHaveCount(1);
    await expect(rowOf(page, made[5]?.name ?? '')).toBeVisible();
  });

  test('a search that matches nobody says so', async ({ page }) => {
    await openDashboard(page);
    await searchBox(page).fill(`nobody-${randomUUID()}`);
    await expect(page.getByText('No customers found matching your search.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Customers' })).toHaveCount(0);
  });

  test('staff add a customer through the dialog and see them at once', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('$12.50 per hour')).toBeVisible();
    await expect(dialog.getByText('Fixed rate for all customers')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Help: Hourly rate' })).toBeVisible();
    await expectAccessible(page, 'the Add Customer dialog');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-add-customer.png') });

    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("Enter the customer's name.");
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    const name = `Dash Added ${randomUUID().slice(0, 6)}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Customer added\./)).toBeVisible();
    await searchBox(page).fill(name);
    await expect(rowOf(page, name).getByRole('button', { name: 'Check In' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Customer' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
  });

  test('Cancel closes the Add Customer dialog and adds nobody', async ({ page }) => {
    await openDashboard(page);
    const name = `Dash Cancelled ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await searchBox(page).fill(name);
    await expect(page.getByText('No customers found matching your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Customer' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
  });

  test('Weekly Attendance opens the weekly attendance screen (issue 16)', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByRole('link', { name: 'Process Payments' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await page.getByRole('link', { name: 'Weekly Attendance' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Daily Check In' })).toBeVisible();
  });

  test('View All Details opens the attendance screen', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('button', { name: 'View All Details' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('check-ins keep working offline; server-only parts say they need a connection', async ({
    page,
    context,
    request,
  }) => {
    const child = await addCustomer(request, 'Dash Offline');
    await openDashboard(page);
    await searchBox(page).fill(child.name);
    await expect(rowOf(page, child.name)).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByRole('group', { name: 'Pending Payments' })).toContainText('—');
    await expect(page.getByRole('group', { name: 'Pending Payments' })).toContainText(
      NEEDS_CONNECTION,
    );
    await rowOf(page, child.name).getByRole('button', { name: 'Check In' }).click();
    await expectToast(page, 'Customer checked in successfully');
    await expect(rowOf(page, child.name).getByText('Checked In', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
    await expect(dialog.getByRole('status').filter({ hasText: NEEDS_CONNECTION })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add Customer' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await context.setOffline(false);
    const token = await staffToken(request);
    await expect
      .poll(async () => {
        const response = await request.get('/api/sessions/current', {
          headers: { Authorization: `Bearer ${token}` },
        });
        const sessions = (await response.json()) as { customerId: string }[];
        return sessions.some((session) => session.customerId === child.id);
      })
      .toBe(true);
    await expect(page.getByRole('group', { name: 'Pending Payments' })).not.toContainText('—');
    await checkOut(page, child.name);
    await expectToast(page, 'Customer checked out successfully');
  });

  test('has no serious accessibility violations', async ({ page, request }) => {
    const child = await addCustomer(request, 'Dash Screenshot');
    await openDashboard(page);
    await searchBox(page).fill('Dash Screenshot');
    await rowOf(page, child.name).getByRole('button', { name: 'Check In' }).click();
    await expect(rowOf(page, child.name).getByText('Checked In', { exact: true })).toBeVisible();
    await expectAccessible(page, 'the dashboard');
    await page.setViewportSize({ width: 1280, height: 800 });
    await toastsGone(page);
    await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'dashboard.png'));
    await checkOut(page, child.name);
  });
});

test.describe('the dashboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('checks a child in without anything overflowing sideways', async ({ page, request }) => {
    const child = await addCustomer(request, 'Dash Phone With A Rather Long Family Name');
    await openDashboard(page);
    await searchBox(page).fill(child.name);
    await rowOf(page, child.name).getByRole('button', { name: 'Check In' }).click();
    await expectToast(page, 'Customer checked in successfully');
    await expect(rowOf(page, child.name).getByText('Checked In', { exact: true })).toBeVisible();
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
    await toastsGone(page);
    await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'dashboard-phone.png'));
    await checkOut(page, child.name);
    await expectToast(page, 'Customer checked out successfully');
  });
});
