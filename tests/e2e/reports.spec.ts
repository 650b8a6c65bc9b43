import path from 'node:path';
import {
  addDays,
  addWeeks,
  formatDisplayDate,
  formatWeekRange,
  mondayOf,
} from '@cubby/shared/dates';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { facilityTodayE2e } from './support/facility.ts';
import { screenshotWholeScreen } from './support/layout.ts';
import { addCustomer, signInAsStaff, staffToken } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const MISSING = 'Missing Information: Please select a customer and date range';
const THIS_MONDAY = mondayOf(facilityTodayE2e());
// The built chunk of the Individual Report dialog ('individual-report-dialog-<hash>.js').
const REPORT_DIALOG_CODE = /\/assets\/individual-report-dialog-[\w-]+\.js$/;
// A week no other test writes to, so the weekly totals are this test's alone.
const QUIET_WEEKS_BACK = 9;

declare global {
  interface Window {
    printCalls: number;
  }
}

/** Signs in with window.print replaced by a counter (a real print dialog would block). */
async function openAttendance(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.printCalls = 0;
    window.print = () => {
      window.printCalls += 1;
    };
  });
  await signInAsStaff(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Check In' })).toBeVisible();
}

function printCalls(page: Page): Promise<number> {
  return page.evaluate(() => window.printCalls);
}

function cardOf(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

async function markPresent(page: Page, name: string, weekday: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(name);
  const box = cardOf(page, name).getByRole('checkbox', { name: `Present on ${weekday}` });
  await box.click();
  await expect(box).toBeChecked();
}

async function setTimes(page: Page, name: string, weekday: string, from: string, to: string) {
  const day = cardOf(page, name).getByRole('listitem', { name: new RegExp(`^${weekday} `) });
  await day.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Attendance Details' });
  await dialog.getByLabel('Arrival Time').fill(from);
  await dialog.getByLabel('Departure Time').fill(to);
  // Every early or late pick-up needs its reason.
  await dialog.getByLabel('Reason for Late Drop-off or Early Pick-up').fill('Dentist');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

function cellsOf(row: Locator): Locator {
  return row.locator('th, td');
}

test.describe('Print Weekly', () => {
  test('prints each customer’s hours Monday to Friday with a totals row and a timestamp', async ({
    page,
    request,
  }) => {
    const ada = await addCustomer(request, 'Ada Lovelace');
    const grace = await addCustomer(request, 'Grace Hopper');
    await openAttendance(page);
    for (let step = 0; step < QUIET_WEEKS_BACK; step += 1) {
      await page.getByRole('button', { name: 'Previous Week' }).click();
    }
    const monday = addWeeks(THIS_MONDAY, -QUIET_WEEKS_BACK);
    await expect(page.getByRole('group', { name: 'Week' })).toContainText(formatWeekRange(monday));

    // Ada: Monday 09:00-17:30 (8.5 h), Tuesday present without times (6 h assumed).
    await markPresent(page, ada.name, 'Monday');
    await setTimes(page, ada.name, 'Monday', '09:00', '17:30');
    await markPresent(page, ada.name, 'Tuesday');
    // Grace: Tuesday 10:00-12:15 (2.25 h).
    await markPresent(page, grace.name, 'Tuesday');
    await setTimes(page, grace.name, 'Tuesday', '10:00', '12:15');
    await page.getByRole('searchbox', { name: 'Search customers by name' }).fill('');

    await page.getByRole('button', { name: 'Print Weekly' }).click();
    await expect.poll(() => printCalls(page)).toBe(1);

    // On screen the report is not shown; on paper it is all there is.
    const report = page.getByRole('article', { name: 'Weekly Attendance Report' });
    await expect(report).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(report).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Daily Check In' })).toBeHidden();
    await expect(report).toContainText(
      `Week of ${formatDisplayDate(monday)} - ${formatDisplayDate(addDays(monday, 4))}`,
    );
    const header = report.getByRole('row').first();
    await expect(cellsOf(header)).toHaveText([
      'Customer',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Total Hours',
    ]);
    await expect(cellsOf(report.getByRole('row', { name: ada.name }))).toHaveText([
      ada.name,
      '8.5',
      '6.0',
      '-',
      '-',
      '-',
      '14.5',
    ]);
    await expect(cellsOf(report.getByRole('row', { name: grace.name }))).toHaveText([
      grace.name,
      '-',
      '2.3',
      '-',
      '-',
      '-',
      '2.3',
    ]);
    // Totals add minutes, not rounded hours: 6 h + 2 h 15 min on Tuesday is 8.3.
    await expect(cellsOf(report.getByRole('row', { name: /^Totals/ }))).toHaveText([
      'Totals',
      '8.5',
      '8.3',
      '0.0',
      '0.0',
      '0.0',
      '16.8',
    ]);
    await expect(
      report.getByText(/^Generated \d{2}-\d{2}-\d{4} at \d{1,2}:\d{2} [AP]M$/),
    ).toBeVisible();
    await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'report-weekly.png'));

    // Printing again prints again.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Print Weekly' }).click();
    await expect.poll(() => printCalls(page)).toBe(2);
  });
});

test.describe('the individual report', () => {
  test('asks for a customer and both dates', async ({ page }) => {
    await openAttendance(page);
    await page.getByRole('button', { name: 'Individual Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Individual Report' });
    // The dates start as the week on screen; the customer is the staff member's choice.
    await expect(dialog.getByLabel('Start Date')).toHaveValue(THIS_MONDAY);
    await expect(dialog.getByLabel('End Date')).toHaveValue(addDays(THIS_MONDAY, 4));
    await dialog.getByRole('button', { name: 'Print Report' }).click();
    await expect(dialog.getByText(MISSING, { exact: true })).toBeVisible();
    await expectAccessible(page, 'the Individual Report dialog');
    expect(await printCalls(page)).toBe(0);
  });

  test('opens from the keyboard, gives focus back to its button on Escape, and opens again', async ({
    page,
  }) => {
    // The dialog's code comes when the button is first wanted (decision 045): once, however often.
    const downloads: string[] = [];
    page.on('request', (request) => {
      if (REPORT_DIALOG_CODE.test(request.url())) downloads.push(request.url());
    });
    await openAttendance(page);
    const button = page.getByRole('button', { name: 'Individual Report' });
    const dialog = page.getByRole('dialog', { name: 'Individual Report' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Individual Report' })).toBeVisible();
    // Behind the open dialog the rest of the page is hidden from assistive technology.
    await expect(
      page.getByRole('button', { name: 'Individual Report', includeHidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Start Date')).toHaveValue(THIS_MONDAY);
    expect(downloads).toHaveLength(1);
  });

  test.describe('when its code cannot be downloaded', () => {
    // The service worker would answer from its cache, where the request cannot be refused.
    test.use({ serviceWorkers: 'block' });

    test('says so, leaves the screen working, and the next press tries again', async ({ page }) => {
      await page.route(REPORT_DIALOG_CODE, (route) => route.abort('internetdisconnected'));
      await openAttendance(page);
      const button = page.getByRole('button', { name: 'Individual Report' });
      await button.click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Could not open Individual Report' }),
      ).toContainText('Check the connection and press again.');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Daily Check In' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Print Weekly' })).toBeEnabled();

      await page.unroute(REPORT_DIALOG_CODE);
      await button.click();
      await expect(page.getByRole('dialog', { name: 'Individual Report' })).toBeVisible();
    });
  });

  test('prints attendance records, payment history and the financial summary', async ({
    page,
    request,
  }) => {
    const ada = await addCustomer(request, 'Ada Lovelace', { hourlyRate: '25.00' });
    await openAttendance(page);
    // Last week: every tick there is a day present without times, whatever day the suite runs
    // (today's tick is a visit from the arrival time on: decision 069).
    const monday = addWeeks(THIS_MONDAY, -1);
    await page.getByRole('button', { name: 'Previous Week' }).click();
    await expect(page.getByRole('group', { name: 'Week' })).toContainText(formatWeekRange(monday));
    // At Ada's 25.00 an hour: Monday 09:00-12:00 costs 75.00, Tuesday's default day 150.00;
    // Wednesday ticked and unticked again is a recorded absence.
    await markPresent(page, ada.name, 'Monday');
    await setTimes(page, ada.name, 'Monday', '09:00', '12:00');
    await markPresent(page, ada.name, 'Tuesday');
    await markPresent(page, ada.name, 'Wednesday');
    await cardOf(page, ada.name).getByRole('checkbox', { name: 'Present on Wednesday' }).click();
    await expect(
      cardOf(page, ada.name).getByRole('checkbox', { name: 'Present on Wednesday' }),
    ).not.toBeChecked();
    await expectReportRows(request, ada.id, monday, 3);

    await page.getByRole('button', { name: 'Individual Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Individual Report' });
    await dialog.getByLabel('Start Date').fill(monday);
    await dialog.getByLabel('End Date').fill('');
    await dialog.getByRole('combobox', { name: 'Customer' }).click();
    await page.getByRole('option', { name: ada.name }).click();
    await dialog.getByRole('button', { name: 'Print Report' }).click();
    await expect(dialog.getByText(MISSING, { exact: true })).toBeVisible();
    await dialog.getByLabel('End Date').fill(addDays(monday, 4));
    await dialog.getByRole('button', { name: 'Print Report' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => printCalls(page)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    const report = page.getByRole('article', { name: 'Individual Attendance Report' });
    await expect(report).toBeVisible();
    await expect(report).toContainText(ada.name);
    await expect(report).toContainText(
      `${formatDisplayDate(monday)} to ${formatDisplayDate(addDays(monday, 4))}`,
    );
    const records = report.getByRole('table', { name: 'Attendance Records' });
    await expect(cellsOf(records.getByRole('row').first())).toHaveText([
      'Date',
      'Day',
      'Status',
      'Hours',
      'Cost',
    ]);
    const rows = records.getByRole('row');
    await expect(cellsOf(rows.nth(1))).toHaveText([
      formatDisplayDate(monday),
      'Monday',
      'Present',
      '3.0',
      '$75.00',
    ]);
    await expect(cellsOf(rows.nth(2))).toHaveText([
      formatDisplayDate(addDays(monday, 1)),
      'Tuesday',
      'Present',
      '6.0',
      '$150.00',
    ]);
    await expect(cellsOf(rows.nth(3))).toHaveText([
      formatDisplayDate(addDays(monday, 2)),
      'Wednesday',
      'Absent',
      '0.0',
      '$0.00',
    ]);
    await expect(report.getByRole('heading', { name: 'Payment History' })).toBeVisible();
    await expect(report.getByText('No payments in this period.')).toBeVisible();
    const summary = report.getByRole('table', { name: 'Financial Summary' });
    await expect(cellsOf(summary.getByRole('row', { name: /Total Cost/ }))).toHaveText([
      'Total Cost',
      '$225.00',
    ]);
    await expect(cellsOf(summary.getByRole('row', { name: /Total Paid/ }))).toHaveText([
      'Total Paid',
      '$0.00',
    ]);
    await expect(cellsOf(summary.getByRole('row', { name: /Outstanding Balance/ }))).toHaveText([
      'Outstanding Balance',
      '$225.00',
    ]);
    await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'report-individual.png'));
  });
});

/** Waits until the server's projection holds the days the browser synced. */
async function expectReportRows(
  request: Parameters<typeof staffToken>[0],
  customerId: string,
  monday: string,
  count: number,
): Promise<void> {
  const token = await staffToken(request);
  const query = new URLSearchParams({ customerId, startDate: monday, endDate: addDays(monday, 4) });
  await expect
    .poll(async () => {
      const response = await request.get(`/api/customer-report?${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { attendance: unknown[] }).attendance.length;
    })
    .toBe(count);
}
