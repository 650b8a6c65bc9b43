/**
 * @module
 * No dead ends (issue 16), on a tablet and a phone: the dashboard's Weekly Attendance link, the
 * 404 card's way back, / and the dashboard reaching each other, checking out a child Quick
 * Check-in does not list, This week on the week navigators, and today's column marked.
 */
import { addDays, mondayOf } from '@cubby/shared/dates';
import { expect, type Page, test } from '@playwright/test';
import { collectedWithoutName } from './support/attendance.ts';
import { facilityInstantE2e, facilityTodayE2e } from './support/facility.ts';
import { enterOwnerCredentials } from './support/owner.ts';
import { addCustomer, signInAsStaff, staffToken } from './support/staff.ts';

const VIEWPORTS = {
  tablet: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
};

function weekNavigator(page: Page) {
  return page.getByRole('group', { name: 'Week' });
}

async function openDashboard(page: Page): Promise<void> {
  await signInAsStaff(page, '/dashboard');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Quick Check-in/Check-out' })).toBeVisible();
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`no dead ends on a ${device}`, () => {
    test.use({ viewport });

    test("the dashboard's Weekly Attendance link opens the weekly attendance screen", async ({
      page,
    }) => {
      await openDashboard(page);
      await page.getByRole('link', { name: 'Weekly Attendance' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Daily Check In' })).toBeVisible();
    });

    test('the 404 card leads back to the start', async ({ page }) => {
      await page.goto('/nowhere');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
      await page.getByRole('link', { name: 'Back to start' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();

      await signInAsStaff(page);
      await page.goto('/nowhere');
      await page.getByRole('link', { name: 'Back to start' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Daily Check In' })).toBeVisible();
    });

    test('the attendance screen and the dashboard reach each other', async ({ page }) => {
      await signInAsStaff(page);
      await page.getByRole('button', { name: 'Dashboard', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Quick Check-in/Check-out' })).toBeVisible();
      await page.getByRole('link', { name: 'Weekly Attendance' }).click();
      await expect(page.getByRole('heading', { name: 'Daily Check In' })).toBeVisible();
    });

    test('a checked-in child beyond the first five is listed and checked out from Current Attendees', async ({
      page,
      request,
    }) => {
      // Names that sort last, so the sixth would never be among the spec's first five.
      const children = [];
      for (let n = 1; n <= 6; n++) children.push(await addCustomer(request, `Zz Sixth ${n}`));
      const token = await staffToken(request);
      for (const child of children) {
        const response = await request.post('/api/sessions/checkin', {
          headers: { Authorization: `Bearer ${token}` },
          data: { customerId: child.id },
        });
        expect(response.ok()).toBe(true);
      }
      const sixth = children.map((child) => child.name).sort()[5] ?? '';
      await openDashboard(page);
      // The quick list shows every child who is in, not five (decision 073).
      const quickList = page.getByRole('list', { name: 'Customers' });
      await expect(quickList.getByRole('listitem').filter({ hasText: sixth })).toHaveCount(1);

      const attendees = page.getByRole('list', { name: 'Current attendees' });
      const row = attendees.getByRole('listitem').filter({ hasText: sixth });
      await row.getByRole('button', { name: `Check Out ${sixth}` }).click();
      await collectedWithoutName(page, sixth);
      await expect(page.getByText('Customer checked out successfully').first()).toBeVisible();
      await expect(row).toHaveCount(0);
      // The others are still here.
      for (const child of children) {
        if (child.name === sixth) continue;
        await expect(attendees.getByRole('listitem').filter({ hasText: child.name })).toHaveCount(
          1,
        );
      }
    });

    test('This week returns to the current week from another', async ({ page }) => {
      await signInAsStaff(page);
      const navigator = weekNavigator(page);
      const thisWeek = navigator.getByRole('button', { name: 'This week' });
      await expect(thisWeek).toBeDisabled();
      const current = await navigator.textContent();
      await navigator.getByRole('button', { name: 'Next Week' }).click();
      await navigator.getByRole('button', { name: 'Next Week' }).click();
      await expect(navigator).not.toHaveText(current ?? '');
      await thisWeek.click();
      await expect(navigator).toHaveText(current ?? '');
      await expect(thisWeek).toBeDisabled();

      await page.goto('/schedule');
      await weekNavigator(page).getByRole('button', { name: 'Previous Week' }).click();
      const scheduleWeek = weekNavigator(page).getByRole('button', { name: 'This week' });
      await expect(scheduleWeek).toBeEnabled();
      await scheduleWeek.click();
      await expect(scheduleWeek).toBeDisabled();
    });

    test("today's column is marked on the grid, the schedule and the financial table", async ({
      page,
      request,
    }) => {
      // A Wednesday of the facility's current week, whatever day the suite runs.
      const wednesday = addDays(mondayOf(facilityTodayE2e()), 2);
      await page.clock.setFixedTime(facilityInstantE2e(wednesday, '10:00'));
      const child = await addCustomer(request, 'Tess Today');

      await signInAsStaff(page);
      await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(child.name);
      const marked = page
        .getByRole('article', { name: child.name })
        .locator('li[aria-current="date"]');
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveAttribute('aria-label', /^Wednesday/);
      await expect(marked).toContainText('Today');

      await page.goto('/schedule');
      await expect(page.getByRole('columnheader', { name: 'Wednesday' })).toHaveAttribute(
        'aria-current',
        'date',
      );
      await expect(page.locator('th[aria-current="date"]')).toHaveCount(1);
      await page.getByRole('button', { name: 'Next Week' }).click();
      await expect(page.locator('th[aria-current="date"]')).toHaveCount(0);

      await page.goto('/');
      await page.getByRole('button', { name: 'Financial', exact: true }).click();
      await enterOwnerCredentials(page);
      await expect(page.getByRole('heading', { name: 'Weekly Payment Tracking' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: /Wednesday/ })).toHaveAttribute(
        'aria-current',
        'date',
      );
      await expect(page.locator('th[aria-current="date"]')).toHaveCount(1);
    });
  });
}
