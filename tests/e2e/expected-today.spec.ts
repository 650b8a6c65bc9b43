/**
 * Who is expected today (issue 16), beside who is in: the dashboard's Expected Today and the tag
 * in today's cell of the attendance grid, from a child's default days and the family's answer
 * for the week, live on a staff tablet (and a phone) as the family answers.
 */
import { addDays, mondayOf, weekdayName, weekdayOf } from '@cubby/shared/dates';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectedWithoutName } from './support/attendance.ts';
import { addFamily, type Family, type WeekdayName } from './support/customer.ts';
import { facilityInstantE2e, facilityTodayE2e } from './support/facility.ts';
import { TABLET } from './support/families.ts';
import { parentAnswers } from './support/schedule.ts';
import { signInAsStaff } from './support/staff.ts';

const PHONE = { width: 390, height: 844 };

// The facility's today when it is a weekday, else the Wednesday of its week (as dead-ends.spec
// does), so the suite has a school day to expect children on whatever day it runs.
const facilityToday = facilityTodayE2e();
const today = weekdayOf(facilityToday) ? facilityToday : addDays(mondayOf(facilityToday), 2);
const todayName = weekdayName(today) as WeekdayName;

/** Opens the dashboard with the browser's clock on today at 10:00 in the facility. */
async function openDashboard(page: Page): Promise<void> {
  await page.clock.setFixedTime(facilityInstantE2e(today, '10:00'));
  await signInAsStaff(page, '/dashboard');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Quick Check-in/Check-out' })).toBeVisible();
}

function expectedPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Expected Today' });
}

function expectedRow(page: Page, name: string): Locator {
  return expectedPanel(page)
    .getByRole('list', { name: 'Expected today' })
    .getByRole('listitem')
    .filter({ hasText: name });
}

function notComingRow(page: Page, name: string): Locator {
  return expectedPanel(page)
    .getByRole('list', { name: 'Not coming today' })
    .getByRole('listitem')
    .filter({ hasText: name });
}

/** Today's cell of a child's card on the attendance grid. */
async function todayCell(page: Page, name: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(name);
  const cell = page.getByRole('article', { name }).locator('li[aria-current="date"]');
  await expect(cell).toHaveCount(1);
  return cell;
}

async function scheduledToday(page: Page, label: string): Promise<Family> {
  const family = await addFamily(page.request, label, [todayName]);
  return family;
}

for (const [device, viewport] of Object.entries({ tablet: TABLET, phone: PHONE })) {
  test.describe(`expected today on a ${device}`, () => {
    test.use({ viewport });

    test('a child scheduled today shows as expected on the dashboard and the grid', async ({
      page,
    }) => {
      const family = await scheduledToday(page, 'Exa Scheduled');
      await openDashboard(page);
      const row = expectedRow(page, family.name);
      await expect(row).toContainText('Scheduled');
      await expect(row).toContainText('Not yet arrived');
      await expect(expectedPanel(page).getByRole('status')).toHaveText(
        /^\d+ child(ren)? expected, \d+ in, \d+ not coming/,
      );

      await page.getByRole('link', { name: 'Weekly Attendance' }).click();
      const cell = await todayCell(page, family.name);
      await expect(cell).toContainText('Scheduled');
      await expect(cell.getByLabel(`Present on ${todayName}`)).toBeVisible();
    });
  });
}

test.describe('expected today on a staff tablet, live', () => {
  test.use({ viewport: TABLET });

  test('a family marking today not coming shows as Not coming without a reload', async ({
    page,
  }) => {
    const family = await scheduledToday(page, 'Exa Absent');
    await openDashboard(page);
    await expect(expectedRow(page, family.name)).toContainText('Scheduled');

    await parentAnswers(family, 'not_coming', { absentDays: [today], alsoConfirmOthers: true });
    await expect(notComingRow(page, family.name)).toContainText('Not coming');
    await expect(expectedRow(page, family.name)).toHaveCount(0);

    // The grid says so in today's cell, beside the presence checkbox.
    await page.getByRole('link', { name: 'Weekly Attendance' }).click();
    await expect(await todayCell(page, family.name)).toContainText('Not coming');
  });

  test('a family confirming the week shows as Confirmed, and checking the child in moves them to in', async ({
    page,
  }) => {
    const family = await scheduledToday(page, 'Exa Arrives');
    await openDashboard(page);
    await parentAnswers(family, 'confirmed', {});
    const row = expectedRow(page, family.name);
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText('Not yet arrived');

    await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(family.name);
    await page
      .getByRole('list', { name: 'Customers' })
      .getByRole('button', { name: `Check In ${family.name}` })
      .click();
    await expect(row).toContainText('In now');

    await page
      .getByRole('list', { name: 'Current attendees' })
      .getByRole('button', { name: `Check Out ${family.name}` })
      .click();
    await collectedWithoutName(page, family.name);
    await expect(row).toContainText('Already gone');
  });
});
