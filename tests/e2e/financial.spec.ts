/**
 * @module
 * The owner's Financial Dashboard in a real browser: the way in through the owner access
 * dialog, paid days, weeks and whole weeks, the Missing Payments Alert and the totals following,
 * financial notes saved on leaving the box, a second owner laptop seeing it all live, offline
 * work, and the owner's money never reaching a staff device (REST or sync).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  addDays,
  addWeeks,
  formatDisplayDate,
  formatShortDate,
  mondayOf,
  weekDates,
} from '@cubby/shared/dates';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { otherThanToday } from './support/attendance.ts';
import { expectAccessible } from './support/axe.ts';
import { waitForServiceWorker } from './support/devices.ts';
import { facilityTodayE2e } from './support/facility.ts';
import { screenshotWholeScreen, sidewaysOverflow } from './support/layout.ts';
import { enterOwnerCredentials, markPresent, openFinancialAsOwner } from './support/owner.ts';
import { addCustomer, signInAsStaff, staffToken } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const THIS_MONDAY = mondayOf(facilityTodayE2e());
// Weeks ahead that no other test writes attendance to, so the week's totals and Mark All
// concern the customers of one test alone.
const PAID_WEEKS_AHEAD = 5;
const EMPTY_WEEKS_AHEAD = 7;

type Day = (typeof DAYS)[number];

const dateOf = (monday: string, day: Day) => addDays(monday, DAYS.indexOf(day));

/** Customers of one test, whose names share a tag so one search shows just them. */
// At 25.00 an hour a default day (10:00 to 16:00) costs 150.00; Grace pays 20.00, so 120.00.
const RATES: Readonly<Record<string, string>> = { 'Grace Hopper': '20.00' };

async function addFamilies(
  request: APIRequestContext,
  names: string[],
): Promise<{ tag: string; families: { id: string; name: string }[] }> {
  const tag = `Fin${randomUUID().slice(0, 6)}`;
  const families = [];
  for (const name of names) {
    const hourlyRate = RATES[name] ?? '25.00';
    families.push(await addCustomer(request, `${name} ${tag}`, { hourlyRate }));
  }
  return { tag, families };
}

async function goWeeksAhead(page: Page, weeks: number): Promise<string> {
  for (let step = 0; step < weeks; step += 1) {
    await page.getByRole('button', { name: 'Next Week' }).click();
  }
  const monday = addWeeks(THIS_MONDAY, weeks);
  await expect(weekNavigation(page)).toContainText(`Financial Week of ${formatShortDate(monday)}`);
  return monday;
}

function weekNavigation(page: Page): Locator {
  return page.getByRole('group', { name: 'Week', exact: true });
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(text);
}

function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

function paidBox(page: Page, name: string, monday: string, day: Day): Locator {
  const date = formatDisplayDate(dateOf(monday, day));
  return page.getByRole('checkbox', { name: `Paid: ${name}, ${day} ${date}`, exact: true });
}

function noteBox(page: Page, name: string): Locator {
  return page.getByRole('textbox', { name: `Financial notes for ${name}`, exact: true });
}

function totalCard(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label, exact: true });
}

function missingAlert(page: Page): Locator {
  return page.getByRole('region', { name: 'Missing Payments Alert' });
}

function toast(page: Page, title: string): Locator {
  return page.getByRole('status').filter({ hasText: title });
}

async function expectTotals(
  page: Page,
  totals: { revenue: string; received: string; outstanding: string },
): Promise<void> {
  await expect(totalCard(page, 'Weekly Revenue')).toContainText(totals.revenue);
  await expect(totalCard(page, 'Payments Received')).toContainText(totals.received);
  await expect(totalCard(page, 'Outstanding Balance')).toContainText(totals.outstanding);
}

/** An owner token from the API, on a request context of its own. */
async function ownerApi(): Promise<{ api: APIRequestContext; token: string }> {
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post('/api/owner-login', { data: E2E_ACCOUNTS.owner });
  expect(login.ok()).toBe(true);
  return { api, token: ((await login.json()) as { token: string }).token };
}

/** Whether the server holds a day as paid, read as the owner through /api/financial/weekly. */
async function serverSaysPaid(customerId: string, date: string): Promise<boolean> {
  const { api, token } = await ownerApi();
  try {
    const dates = JSON.stringify(weekDates(mondayOf(date)));
    const response = await api.get(`/api/financial/weekly?dates=${encodeURIComponent(dates)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    type Row = {
      customer: { id: string };
      attendance: Record<string, { checkReceived?: boolean }>;
    };
    const rows = (await response.json()) as Row[];
    const row = rows.find((candidate) => candidate.customer.id === customerId);
    return row?.attendance[date]?.checkReceived === true;
  } finally {
    await api.dispose();
  }
}

/** A family present on days of this week, and the page open as the owner showing just them. */
async function ownerWithFamily(
  page: Page,
  request: APIRequestContext,
  name: string,
  present: Day[],
): Promise<{ id: string; name: string; tag: string }> {
  const { tag, families } = await addFamilies(request, [name]);
  const [family] = families as [(typeof families)[0]];
  for (const day of present) await markPresent(request, family.id, dateOf(THIS_MONDAY, day));
  await openFinancialAsOwner(page);
  await search(page, tag);
  return { ...family, tag };
}

/** A second owner laptop: a new browser context signed in as staff, then as the owner. */
async function secondLaptop(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openFinancialAsOwner(page);
  return page;
}

test.describe('the financial dashboard', () => {
  test('the owner marks a day, a week and all days paid, and the alert and totals follow', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { tag, families } = await addFamilies(request, ['Ada Lovelace', 'Grace Hopper']);
    const [ada, grace] = families as [(typeof families)[0], (typeof families)[0]];
    const monday = addWeeks(THIS_MONDAY, PAID_WEEKS_AHEAD);
    await markPresent(request, ada.id, dateOf(monday, 'Monday'));
    await markPresent(request, ada.id, dateOf(monday, 'Tuesday'));
    await markPresent(request, grace.id, dateOf(monday, 'Wednesday'));

    await openFinancialAsOwner(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Financial Dashboard' }),
    ).toBeVisible();
    await expect(
      page.getByText('Owner-only financial management and payment tracking'),
    ).toBeVisible();
    await expect(weekNavigation(page)).toContainText(
      `Financial Week of ${formatShortDate(THIS_MONDAY)}`,
    );
    await goWeeksAhead(page, PAID_WEEKS_AHEAD);
    await search(page, tag);

    // Nothing received yet: both families are in the alert with what they owe.
    await expectTotals(page, { revenue: '$420.00', received: '$0.00', outstanding: '$420.00' });
    await expect(missingAlert(page).getByRole('listitem')).toHaveText([
      `${ada.name} owes $300.00`,
      `${grace.name} owes $120.00`,
    ]);
    const adaRow = rowOf(page, ada.name);
    await expect(adaRow.getByRole('cell')).toHaveCount(7);
    await expect(adaRow.getByRole('cell').nth(0)).toContainText('$150.00');
    await expect(adaRow.getByRole('cell').nth(2)).toHaveText('Not Present');
    await expect(adaRow).toContainText('$0.00 / $300.00');
    await expect(paidBox(page, ada.name, monday, 'Monday')).not.toBeChecked();

    // A day.
    await paidBox(page, ada.name, monday, 'Monday').click();
    await expect(paidBox(page, ada.name, monday, 'Monday')).toBeChecked();
    await expect(toast(page, 'Payment Updated')).toContainText(
      `Monday ${formatDisplayDate(dateOf(monday, 'Monday'))} marked paid for ${ada.name}`,
    );
    await expect(adaRow).toContainText('$150.00 / $300.00');
    await expectTotals(page, { revenue: '$420.00', received: '$150.00', outstanding: '$270.00' });
    await expect(missingAlert(page).getByRole('listitem')).toHaveText([
      `${grace.name} owes $120.00`,
    ]);

    // A note, saved when the box loses focus.
    await noteBox(page, ada.name).fill('Pays the rest by bank transfer on Friday');
    await expect(toast(page, 'Notes Updated')).toHaveCount(0);
    await noteBox(page, ada.name).press('Tab');
    await expect(toast(page, 'Notes Updated')).toContainText(
      'Financial notes saved for this week only',
    );
    await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'financial.png'));
    await expectAccessible(page, 'the financial dashboard');

    // A week: Grace's only day, and her button turns to Unmark Week.
    const graceRow = rowOf(page, grace.name);
    await graceRow.getByRole('button', { name: 'Mark Week Paid' }).click();
    await expect(toast(page, 'Payment Updated')).toContainText(
      `Week marked paid for ${grace.name}`,
    );
    await expect(graceRow).toContainText('$120.00 / $120.00');
    await expect(graceRow.getByRole('button', { name: 'Unmark Week' })).toBeVisible();
    await expect(missingAlert(page)).toBeHidden();

    // All: every present day of the week, then undone with the same button.
    await page.getByRole('button', { name: 'Mark All as Payment Received' }).click();
    await expect(toast(page, 'Payment Updated')).toContainText('3 days of 2 customers marked paid');
    await expect(paidBox(page, ada.name, monday, 'Tuesday')).toBeChecked();
    await expect(adaRow).toContainText('$300.00 / $300.00');
    await expect.poll(() => serverSaysPaid(ada.id, dateOf(monday, 'Tuesday'))).toBe(true);
    await expectTotals(page, { revenue: '$420.00', received: '$420.00', outstanding: '$0.00' });
    await page.getByRole('button', { name: 'Unmark All as Payment Received' }).click();
    await expect(toast(page, 'Payment Updated')).toContainText(
      '3 days of 2 customers marked unpaid',
    );
    await expectTotals(page, { revenue: '$420.00', received: '$0.00', outstanding: '$420.00' });
    await expect(missingAlert(page).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Mark All as Payment Received' })).toBeVisible();

    // The note is the week's: another week has none, and it is kept for this one.
    await page.getByRole('button', { name: 'Next Week' }).click();
    await expect(noteBox(page, ada.name)).toHaveValue('');
    await page.getByRole('button', { name: 'Previous Week' }).click();
    await expect(noteBox(page, ada.name)).toHaveValue('Pays the rest by bank transfer on Friday');
  });

  test('Mark All in a week with nobody present changes nothing and says so', async ({
    page,
    request,
  }) => {
    // At least one customer, so the table (and its bottom button) shows.
    const { tag } = await addFamilies(request, ['Katherine Johnson']);
    await openFinancialAsOwner(page);
    await goWeeksAhead(page, EMPTY_WEEKS_AHEAD);
    await search(page, tag);
    await expectTotals(page, { revenue: '$0.00', received: '$0.00', outstanding: '$0.00' });
    await expect(missingAlert(page)).toBeHidden();
    await page.getByRole('button', { name: 'Mark All as Payment Received' }).click();
    await expect(toast(page, 'No Updates Made')).toContainText(
      'No customers are marked as present for this week',
    );
    await expect(page.getByRole('button', { name: 'Mark All as Payment Received' })).toBeVisible();
  });

  test('a second owner laptop sees paid days and notes without reloading', async ({
    page,
    request,
    browser,
  }) => {
    const dorothy = await ownerWithFamily(page, request, 'Dorothy Vaughan', ['Thursday', 'Friday']);
    const other = await secondLaptop(browser);
    await search(other, dorothy.tag);
    await expect(paidBox(other, dorothy.name, THIS_MONDAY, 'Thursday')).not.toBeChecked();

    await paidBox(page, dorothy.name, THIS_MONDAY, 'Thursday').click();
    await expect(paidBox(other, dorothy.name, THIS_MONDAY, 'Thursday')).toBeChecked();
    await expect(rowOf(other, dorothy.name)).toContainText('$150.00 / $300.00');

    await noteBox(page, dorothy.name).fill('Paid in cash at pick-up');
    await noteBox(page, dorothy.name).blur();
    await expect(noteBox(other, dorothy.name)).toHaveValue('Paid in cash at pick-up');

    // A box the owner is typing in keeps what they type until they leave it. Friday's paid flag,
    // written after the note, shows when the other laptop has received the note too.
    await noteBox(other, dorothy.name).fill('Receipt sent');
    await noteBox(page, dorothy.name).fill('Paid in cash at pick-up, receipt to follow');
    await noteBox(page, dorothy.name).blur();
    await paidBox(page, dorothy.name, THIS_MONDAY, 'Friday').click();
    await expect(paidBox(other, dorothy.name, THIS_MONDAY, 'Friday')).toBeChecked();
    await expect(noteBox(other, dorothy.name)).toHaveValue('Receipt sent');
    await noteBox(other, dorothy.name).blur();
    await expect(noteBox(page, dorothy.name)).toHaveValue('Receipt sent');
    expect(await serverSaysPaid(dorothy.id, dateOf(THIS_MONDAY, 'Thursday'))).toBe(true);
    await other.context().close();
  });

  test('an owner working offline keeps the dashboard, and the changes sync when back online', async ({
    page,
    context,
    request,
  }) => {
    // Two days whose paid box is offered: not today, which is in progress while Mary is in.
    const first = otherThanToday('Monday');
    const second = otherThanToday('Wednesday');
    const mary = await ownerWithFamily(page, request, 'Mary Jackson', [first, second]);
    await paidBox(page, mary.name, THIS_MONDAY, first).click();
    await expect(paidBox(page, mary.name, THIS_MONDAY, first)).toBeChecked();
    await waitForServiceWorker(page);

    // No connection is not a failed validation: the stored token stays and this copy shows.
    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByText('Offline: showing the payments saved on this device.'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ownerToken'))).toBeTruthy();
    await search(page, mary.tag);
    await expect(paidBox(page, mary.name, THIS_MONDAY, first)).toBeChecked();
    await paidBox(page, mary.name, THIS_MONDAY, second).click();
    await expect(paidBox(page, mary.name, THIS_MONDAY, second)).toBeChecked();
    expect(await serverSaysPaid(mary.id, dateOf(THIS_MONDAY, second))).toBe(false);

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
    await expect(
      page.getByText('Offline: showing the payments saved on this device.'),
    ).toBeHidden();
    await expect.poll(() => serverSaysPaid(mary.id, dateOf(THIS_MONDAY, second))).toBe(true);
  });

  test('an ended owner session asks for the owner credentials again and keeps the week', async ({
    page,
    request,
  }) => {
    const { tag, families } = await addFamilies(request, ['Annie Easley']);
    const [annie] = families as [(typeof families)[0]];
    const next = addWeeks(THIS_MONDAY, 1);
    await markPresent(request, annie.id, dateOf(next, 'Friday'));
    await openFinancialAsOwner(page);
    const token = await page.evaluate(() => localStorage.getItem('ownerToken'));
    await page.getByRole('button', { name: 'Next Week' }).click();
    await expect(weekNavigation(page)).toContainText(`Financial Week of ${formatShortDate(next)}`);

    // The owner session ends elsewhere (signed out on the server): its open finance connection
    // is closed with 4401 at once (decision 016), with no further click.
    const elsewhere = await playwrightRequest.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const logout = await elsewhere.post('/api/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.ok()).toBe(true);
    await elsewhere.dispose();
    await expect(page.getByRole('heading', { name: 'Owner Access Required' })).toBeVisible();
    await expect(
      page.getByText('The owner session has ended. Please sign in again.'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ownerToken'))).toBeNull();

    await enterOwnerCredentials(page);
    await expect(page).toHaveURL(/\/financial$/);
    await expect(weekNavigation(page)).toContainText(`Financial Week of ${formatShortDate(next)}`);
    await search(page, tag);
    await paidBox(page, annie.name, next, 'Friday').click();
    await expect.poll(() => serverSaysPaid(annie.id, dateOf(next, 'Friday'))).toBe(true);
  });

  test('Back to Attendance returns to the attendance screen', async ({ page }) => {
    await openFinancialAsOwner(page);
    await page.getByRole('link', { name: 'Back to Attendance' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Daily Check In' })).toBeVisible();
  });
});

test.describe('owner access', () => {
  test('staff without the owner credentials get the access form, and a bad stored token is cleared', async ({
    page,
  }) => {
    await signInAsStaff(page, '/');
    await page.goto('/financial');
    await expect(page.getByRole('heading', { name: 'Owner Access Required' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Weekly Payment Tracking' })).toHaveCount(0);
    await expectAccessible(page, 'the owner access form on /financial');

    await page.evaluate(() => localStorage.setItem('ownerToken', 'not-an-owner-token'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Owner Access Required' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ownerToken'))).toBeNull();

    // Signing in here stays on the dashboard.
    await enterOwnerCredentials(page);
    await expect(page.getByRole('heading', { name: 'Weekly Payment Tracking' })).toBeVisible();
    await expect(page).toHaveURL(/\/financial$/);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Weekly Payment Tracking' })).toBeVisible();
  });

  test('Cancel on the access form goes back to attendance', async ({ page }) => {
    await signInAsStaff(page, '/');
    await page.goto('/financial');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Daily Check In' })).toBeVisible();
  });

  test('a staff device cannot load the financial data, through REST or sync', async ({
    page,
    request,
  }) => {
    const dates = encodeURIComponent(JSON.stringify(weekDates(THIS_MONDAY)));
    const staff = await staffToken(request);
    const asStaff = await request.get(`/api/financial/weekly?dates=${dates}`, {
      headers: { Authorization: `Bearer ${staff}` },
    });
    expect(asStaff.status()).toBe(403);
    const { api, token } = await ownerApi();
    const asOwner = await api.get(`/api/financial/weekly?dates=${dates}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(asOwner.status()).toBe(200);
    await api.dispose();

    // A signed-in staff browser (its session cookie only) is refused the finance document.
    await signInAsStaff(page, '/');
    const closeCode = (name: string) =>
      page.evaluate(
        (docName) =>
          new Promise<number>((resolve) => {
            const socket = new WebSocket(
              `${location.origin.replace(/^http/, 'ws')}/sync/${docName}`,
            );
            socket.onclose = (event) => resolve(event.code);
          }),
        name,
      );
    expect(await closeCode(`finance:${THIS_MONDAY}`)).toBe(4403);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the payment table scrolls inside its card and the owner can still mark a day', async ({
    page,
    request,
  }) => {
    const { tag, families } = await addFamilies(request, ['Evelyn Boyd', 'Christine Darden']);
    const [evelyn, christine] = families as [(typeof families)[0], (typeof families)[0]];
    // Days whose paid box is offered: not today, which is in progress while the child is in.
    const evelynsDay = otherThanToday('Monday');
    await markPresent(request, evelyn.id, dateOf(THIS_MONDAY, evelynsDay));
    await markPresent(request, christine.id, dateOf(THIS_MONDAY, otherThanToday('Wednesday')));
    await openFinancialAsOwner(page);
    await search(page, tag);
    await paidBox(page, evelyn.name, THIS_MONDAY, evelynsDay).click();
    await expect(rowOf(page, evelyn.name)).toContainText('$150.00 / $150.00');
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('button', { name: 'Close' })
      .click();
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'financial-phone.png'));
    await expectAccessible(page, 'the financial dashboard on a phone');
  });
});
