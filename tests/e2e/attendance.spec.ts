import path from 'node:path';
import { addWeeks, formatDisplayDate, formatWeekRange, mondayOf } from '@cubby/shared/dates';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { otherThanToday, tickPresent } from './support/attendance.ts';
import { expectAccessible } from './support/axe.ts';
import type { WeekdayName } from './support/customer.ts';
import { facilityTodayE2e } from './support/facility.ts';
import { addFamilyByApi, updateChildByApi } from './support/families.ts';
import { screenshotWholeScreen, sidewaysOverflow } from './support/layout.ts';
import { NEEDS_CONNECTION } from './support/messages.ts';
import { addCustomer, signInAsStaff, staffToken } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const THIS_MONDAY = mondayOf(facilityTodayE2e());

async function openAttendance(page: Page): Promise<void> {
  await signInAsStaff(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Check In' })).toBeVisible();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(text);
}

function cardOf(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

function dayOf(card: Locator, weekday: string): Locator {
  return card.getByRole('listitem', { name: new RegExp(`^${weekday} `) });
}

function presence(card: Locator, weekday: string): Locator {
  return card.getByRole('checkbox', { name: `Present on ${weekday}`, exact: true });
}

function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

async function markPresent(page: Page, card: Locator, weekday: WeekdayName): Promise<void> {
  await tickPresent(page, card, weekday);
  await expect(toast(page, 'Attendance updated successfully')).toBeVisible();
}

async function editTimes(
  page: Page,
  card: Locator,
  weekday: string,
  times: { arrival: string; departure: string; reason?: string },
): Promise<Locator> {
  await dayOf(card, weekday)
    .getByRole('button', { name: /^Edit( Times)?$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Attendance Details' });
  await dialog.getByLabel('Arrival Time').fill(times.arrival);
  await dialog.getByLabel('Departure Time').fill(times.departure);
  if (times.reason) {
    await dialog.getByLabel('Reason for Late Drop-off or Early Pick-up').fill(times.reason);
  }
  return dialog;
}

/** A second staff device: a fresh browser context with its own IndexedDB. */
async function secondDevice(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAttendance(page);
  await search(page, name);
  return page;
}

test.describe('the weekly attendance screen', () => {
  test('shows the header, the week, the summary cards and the add form', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const ada = await addCustomer(request, 'Ada Lovelace');
    const grace = await addCustomer(request, 'Grace Hopper');
    await openAttendance(page);
    await expect(page.getByText('Welcome, Admin')).toBeVisible();
    for (const button of ['Schedule', 'Financial', 'Customer Portal', 'Sign Out']) {
      await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    }
    for (const button of ['Previous Week', 'Next Week', 'Print Weekly', 'Individual Report']) {
      await expect(page.getByRole('button', { name: button })).toBeVisible();
    }
    await expect(page.getByRole('group', { name: 'Total Customers' })).toContainText(/\d+/);
    await expect(page.getByRole('group', { name: 'Currently Present (Today)' })).toContainText(
      /\d+/,
    );
    await expect(page.getByRole('group', { name: 'Operating Days' })).toContainText(
      '5 days/week, Mon-Fri',
    );
    await expect(page.getByRole('heading', { name: 'Add New Customer' })).toBeVisible();

    // A week to show: Ada here Monday to Wednesday, picked up late on a day that is not today
    // (today's tick is a visit from now on).
    const adaCard = cardOf(page, ada.name);
    for (const weekday of ['Monday', 'Tuesday', 'Wednesday'] as const) {
      await markPresent(page, adaCard, weekday);
    }
    const lateDay = otherThanToday('Monday');
    const dialog = await editTimes(page, adaCard, lateDay, {
      arrival: '09:30',
      departure: '17:00',
      reason: 'Parent working late',
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await markPresent(page, cardOf(page, grace.name), 'Thursday');
    await expect(dayOf(adaCard, lateDay).getByText('Late')).toBeVisible();
    await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'attendance.png'));
    await expectAccessible(page, 'the attendance screen');
  });

  test('staff mark a child present, the count follows, and it survives a reload and shows on another device', async ({
    page,
    request,
    browser,
  }) => {
    const ada = await addCustomer(request, 'Ada Lovelace');
    await openAttendance(page);
    await search(page, ada.name);
    const card = cardOf(page, ada.name);
    await expect(card.getByText('0 days present')).toBeVisible();
    const other = await secondDevice(browser, ada.name);
    await expect(presence(cardOf(other, ada.name), 'Tuesday')).not.toBeChecked();

    await markPresent(page, card, 'Tuesday');
    await markPresent(page, card, 'Thursday');
    await expect(card.getByText('2 days present')).toBeVisible();
    // The other device sees it without reloading.
    await expect(presence(cardOf(other, ada.name), 'Tuesday')).toBeChecked();
    await expect(cardOf(other, ada.name).getByText('2 days present')).toBeVisible();

    await presence(card, 'Thursday').click();
    await expect(presence(card, 'Thursday')).not.toBeChecked();
    await expect(card.getByText('1 day present')).toBeVisible();

    await page.reload();
    await search(page, ada.name);
    await expect(presence(card, 'Tuesday')).toBeChecked();
    await expect(presence(card, 'Thursday')).not.toBeChecked();
    await expect(card.getByText('1 day present')).toBeVisible();
    await other.context().close();
  });

  test('attendance marked offline is kept and syncs when the connection returns', async ({
    page,
    context,
    request,
    browser,
  }) => {
    const ada = await addCustomer(request, 'Ada Lovelace');
    await openAttendance(page);
    await search(page, ada.name);
    const other = await secondDevice(browser, ada.name);

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await markPresent(page, cardOf(page, ada.name), 'Friday');
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();
    // Adding a customer needs the server, and says so.
    await expect(page.getByText(NEEDS_CONNECTION)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Customer' })).toBeDisabled();
    await expect(presence(cardOf(other, ada.name), 'Friday')).not.toBeChecked();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
    await expect(presence(cardOf(other, ada.name), 'Friday')).toBeChecked();
    await other.context().close();
  });

  test('Edit Times previews the cost at 25/hour and saves the Early and Late badges', async ({
    page,
    request,
  }) => {
    const ada = await addCustomer(request, 'Ada Lovelace');
    await openAttendance(page);
    await search(page, ada.name);
    const card = cardOf(page, ada.name);
    // Days present without times, which today's tick is not (it asks the arrival time).
    const monday = otherThanToday('Monday');
    const wednesday = otherThanToday('Wednesday');
    await expect(dayOf(card, monday).getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await markPresent(page, card, monday);

    await dayOf(card, monday).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Attendance Details' });
    // A day without times starts at 10:00 to 16:00: 6 hours at the child's 12.50, $75.00.
    await expect(dialog.getByLabel('Arrival Time')).toHaveValue('10:00');
    await expect(dialog.getByLabel('Departure Time')).toHaveValue('16:00');
    await expect(dialog.getByText('$75.00')).toBeVisible();
    await expect(dialog).toContainText('× $12.50/hour');
    await expect(dialog.getByText('A reason is required for early or late pickup.')).toBeVisible();
    await expectAccessible(page, 'the Edit Attendance Details dialog');

    await dialog.getByLabel('Arrival Time').fill('09:00');
    await dialog.getByLabel('Departure Time').fill('17:30');
    await expect(dialog.getByText('$106.25')).toBeVisible();
    // Departure before arrival never costs less than nothing.
    await dialog.getByLabel('Departure Time').fill('08:00');
    await expect(dialog.getByText('$0.00')).toBeVisible();
    await dialog.getByLabel('Departure Time').fill('17:30');
    await dialog.getByLabel('Reason for Late Drop-off or Early Pick-up').fill('Late meeting');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Attendance details updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(dayOf(card, monday).getByText('Late', { exact: true })).toBeVisible();
    await expect(dayOf(card, monday).getByText('Early', { exact: true })).toHaveCount(0);
    // The card says by how much: the times behind Late.
    await expect(dayOf(card, monday)).toContainText('9:00 AM - 5:30 PM');

    // Opening again shows what was saved.
    await dayOf(card, monday).getByRole('button', { name: 'Edit' }).click();
    await expect(dialog.getByLabel('Arrival Time')).toHaveValue('09:00');
    await expect(dialog.getByLabel('Departure Time')).toHaveValue('17:30');
    await expect(dialog.getByLabel('Reason for Late Drop-off or Early Pick-up')).toHaveValue(
      'Late meeting',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await markPresent(page, card, wednesday);
    const early = await editTimes(page, card, wednesday, {
      arrival: '10:00',
      departure: '14:00',
    });
    await expect(early.getByText('$50.00')).toBeVisible();
    // An early pick-up needs its reason, as the hint says; a departure before the arrival is refused.
    await early.getByRole('button', { name: 'Save' }).click();
    await expect(early.getByRole('alert')).toHaveText(
      'Give a reason for the early or late pick-up',
    );
    await early.getByLabel('Departure Time').fill('09:30');
    await early.getByRole('button', { name: 'Save' }).click();
    await expect(early.getByRole('alert')).toHaveText('The departure must be after the arrival');
    await early.getByLabel('Departure Time').fill('14:00');
    await early.getByLabel('Reason for Late Drop-off or Early Pick-up').fill('Dentist');
    await early.getByRole('button', { name: 'Save' }).click();
    await expect(dayOf(card, wednesday).getByText('Early', { exact: true })).toBeVisible();
    await expect(dayOf(card, wednesday).getByText('Late', { exact: true })).toHaveCount(0);
  });

  test('deleting a customer asks first, with the exact warning', async ({ page, request }) => {
    const ada = await addCustomer(request, 'Ada Lovelace');
    await openAttendance(page);
    await search(page, ada.name);
    await page.getByRole('button', { name: `Delete ${ada.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(
      dialog.getByText(
        `Are you sure you want to delete ${ada.name}? This will also delete all their attendance records and cannot be undone.`,
        { exact: true },
      ),
    ).toBeVisible();
    await expectAccessible(page, 'the delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(cardOf(page, ada.name)).toBeVisible();

    await page.getByRole('button', { name: `Delete ${ada.name}` }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Customer deleted successfully')).toBeVisible();
    await expect(cardOf(page, ada.name)).toHaveCount(0);
  });

  test("a child's allergy mark opens its text from the keyboard and gives focus back on Escape", async ({
    page,
    request,
  }) => {
    const family = await addFamilyByApi(request, 'Marked Child');
    await updateChildByApi(request, family, { allergies: 'Peanuts and sesame' });
    await openAttendance(page);
    await search(page, family.child.name);
    const mark = cardOf(page, family.child.name).getByRole('button', {
      name: 'Allergies: Peanuts and sesame',
    });
    await expect(mark).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(mark).toHaveAttribute('aria-expanded', 'false');

    // The popover's code downloads when the mark is first wanted (decision 045).
    await mark.focus();
    await page.keyboard.press('Enter');
    const text = page.getByRole('dialog');
    await expect(text).toContainText(`Allergies: ${family.child.name}`);
    await expect(text).toContainText('Peanuts and sesame');
    await expect(mark).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(text).toBeHidden();
    await expect(mark).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(text).toContainText('Peanuts and sesame');
  });

  test('search finds customers by any part of the name, ignoring case', async ({
    page,
    request,
  }) => {
    const ada = await addCustomer(request, 'Ada Lovelace');
    const grace = await addCustomer(request, 'Grace Hopper');
    await openAttendance(page);
    const adaSuffix = ada.name.split(' ').at(-1) ?? '';
    await search(page, `LOVELACE ${adaSuffix.toUpperCase()}`);
    await expect(cardOf(page, ada.name)).toBeVisible();
    await expect(cardOf(page, grace.name)).toHaveCount(0);
    await search(page, grace.name.toLowerCase());
    await expect(cardOf(page, grace.name)).toBeVisible();
    await expect(cardOf(page, ada.name)).toHaveCount(0);
    await search(page, 'no family has this name');
    await expect(page.getByText('No customers found matching your search.')).toBeVisible();
  });

  test('staff add a customer from the form', async ({ page }) => {
    await openAttendance(page);
    await page.getByRole('button', { name: 'Add Customer' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    const name = `Katherine Johnson ${Date.now().toString(36)}`;
    await page.getByLabel('Customer Name').fill(name);
    await page.getByRole('button', { name: 'Add Customer' }).click();
    await expect(toast(page, 'Customer added')).toBeVisible();
    await expect(page.getByLabel('Customer Name')).toHaveValue('');
    await search(page, name);
    await expect(cardOf(page, name)).toBeVisible();
  });

  test('week navigation moves by a week and changes the label and the days', async ({
    page,
    request,
  }) => {
    const ada = await addCustomer(request, 'Ada Lovelace');
    await openAttendance(page);
    await search(page, ada.name);
    const week = page.getByRole('group', { name: 'Week' });
    const card = cardOf(page, ada.name);
    await expect(week).toContainText(formatWeekRange(THIS_MONDAY));
    await expect(week).toContainText('Monday - Friday');
    await markPresent(page, card, 'Monday');

    const next = addWeeks(THIS_MONDAY, 1);
    await page.getByRole('button', { name: 'Next Week' }).click();
    await expect(week).toContainText(formatWeekRange(next));
    await expect(dayOf(card, 'Monday')).toHaveAccessibleName(`Monday ${formatDisplayDate(next)}`);
    await expect(presence(card, 'Monday')).not.toBeChecked();

    await page.getByRole('button', { name: 'Previous Week' }).click();
    await page.getByRole('button', { name: 'Previous Week' }).click();
    await expect(week).toContainText(formatWeekRange(addWeeks(THIS_MONDAY, -1)));
    await page.getByRole('button', { name: 'Next Week' }).click();
    await expect(week).toContainText(formatWeekRange(THIS_MONDAY));
    await expect(presence(card, 'Monday')).toBeChecked();
  });

  test('Currently Present (Today) counts the children checked in today', async ({
    page,
    request,
  }) => {
    const ada = await addCustomer(request, 'Ada Lovelace');
    await openAttendance(page);
    const card = page.getByRole('group', { name: 'Currently Present (Today)' });
    const token = await staffToken(request);
    const headers = { Authorization: `Bearer ${token}` };
    const checkIn = await request.post('/api/sessions/checkin', {
      headers,
      data: { customerId: ada.id },
    });
    expect(checkIn.ok()).toBe(true);
    // The server's count of children in now, Ada included: the screen's count, read before its
    // week had synced, could be behind the server's.
    const stats = await request.get('/api/dashboard-stats', { headers });
    const { currentAttendees } = (await stats.json()) as { currentAttendees: number };
    expect(currentAttendees).toBeGreaterThan(0);
    await expect(card.getByText(String(currentAttendees), { exact: true })).toBeVisible();
  });
});

test.describe('the header buttons', () => {
  test('Schedule goes to the schedule overview', async ({ page }) => {
    await openAttendance(page);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page).toHaveURL(/\/schedule$/);
  });

  test('Customer Portal opens the customer login in a new tab', async ({ page }) => {
    await openAttendance(page);
    const [portal] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Customer Portal' }).click(),
    ]);
    await portal.waitForLoadState();
    await expect(portal).toHaveURL(/\/customer-login$/);
    await expect(portal.getByRole('heading', { name: 'Customer Portal' })).toBeVisible();
    // The staff screen stays where it was.
    await expect(page.getByRole('heading', { name: 'Daily Check In' })).toBeVisible();
  });

  test('Financial asks for the owner credentials before opening the financial dashboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAttendance(page);
    await page.getByRole('button', { name: 'Financial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Owner Access Required' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(dialog.getByText('Username is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'attendance-owner-access.png') });
    await expectAccessible(page, 'the Owner Access dialog');

    await dialog.getByLabel('Username').fill(E2E_ACCOUNTS.owner.username);
    await dialog.getByLabel('Password', { exact: true }).fill('not the owner password');
    await dialog.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(toast(page, 'Access Denied')).toContainText('Invalid owner credentials');
    expect(await page.evaluate(() => localStorage.getItem('ownerToken'))).toBeNull();
    await expect(page).toHaveURL(/\/$/);

    await dialog.getByLabel('Password', { exact: true }).fill(E2E_ACCOUNTS.owner.password);
    await dialog.getByRole('button', { name: 'Access Dashboard' }).click();
    // The welcome shows for five seconds from the answer, while the dashboard opens: on a busy
    // machine the dashboard may take longer than that, so the toast is read first.
    await expect(toast(page, 'Access Granted')).toContainText('Welcome to the financial dashboard');
    await expect(page).toHaveURL(/\/financial$/);
    await expect(page.getByRole('heading', { name: 'Financial Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ownerToken'))).toBeTruthy();
  });

  test('Cancel closes the owner dialog and forgets what was typed', async ({ page }) => {
    await openAttendance(page);
    await page.getByRole('button', { name: 'Financial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Owner Access Required' });
    await dialog.getByLabel('Username').fill('owner');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Financial' }).click();
    await expect(dialog.getByLabel('Username')).toHaveValue('');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('days stack, Edit reads Edit Times, and nothing overflows sideways', async ({
    page,
    request,
  }) => {
    const ada = await addCustomer(request, 'Ada Lovelace');
    await openAttendance(page);
    await search(page, ada.name);
    const card = cardOf(page, ada.name);
    // Two days present without times: neither is today, whose tick asks the arrival time.
    const early = otherThanToday('Monday');
    const other = otherThanToday('Tuesday') === early ? 'Wednesday' : otherThanToday('Tuesday');
    await markPresent(page, card, early);
    await markPresent(page, card, other);
    const dialog = await editTimes(page, card, early, {
      arrival: '10:00',
      departure: '15:00',
      reason: 'Swimming lesson',
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dayOf(card, early).getByText('Early', { exact: true })).toBeVisible();
    await expect(dayOf(card, other).getByRole('button', { name: 'Edit Times' })).toBeVisible();
    await expect(dayOf(card, other).getByRole('button', { name: 'Edit', exact: true })).toHaveCount(
      0,
    );
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'attendance-phone.png'));
    await expectAccessible(page, 'the attendance screen on a phone');
  });
});
