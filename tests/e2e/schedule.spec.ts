/**
 * @module
 * The Schedule Overview in a real browser: default days, the edit dialog, staff notes per week,
 * and parents' answers arriving live (or by polling when the live connection is down).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { addWeeks, formatDisplayDate } from '@cubby/shared/dates';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import {
  addFamily,
  dateOf,
  shownDay,
  thisMonday,
  WEEKDAY_NAMES,
  type WeekdayName,
} from './support/customer.ts';
import { facilityTodayE2e } from './support/facility.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { NEEDS_CONNECTION } from './support/messages.ts';
import { parentAnswers } from './support/schedule.ts';
import { signInAsStaff, staffToken } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const CONFIRMED_OTHERS = '✓ Confirmed presence for other scheduled days';

/** The staff note of this week the server has stored for a family. */
async function storedStaffNote(request: APIRequestContext, token: string, customerId: string) {
  const response = await request.get(`/api/weekly-notes/staff?weekStart=${thisMonday}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const notes = (await response.json()) as Array<{ customerId: string; note: string }>;
  return notes.find((row) => row.customerId === customerId)?.note;
}

async function openSchedule(page: Page, route = '/schedule'): Promise<void> {
  await signInAsStaff(page, route);
  // Signing in lands on the attendance screen.
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule Overview' })).toBeVisible();
}

function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
}

/** The five weekday cells of a row, Monday first. */
async function expectDays(row: Locator, scheduled: WeekdayName[]): Promise<void> {
  const cells = row.getByRole('cell');
  for (const [index, day] of WEEKDAY_NAMES.entries()) {
    await expect(cells.nth(index)).toHaveText(
      scheduled.includes(day) ? 'Scheduled' : 'Not scheduled',
    );
  }
}

function statusCell(row: Locator): Locator {
  return row.getByRole('cell').nth(5);
}

function notesCell(row: Locator): Locator {
  return row.getByRole('cell').nth(6);
}

test.describe('the schedule overview', () => {
  test('staff see each family’s default days, sorted by name, on both paths', async ({
    page,
    request,
  }) => {
    const suffix = randomUUID().slice(0, 4);
    const zoe = await addFamily(request, `Zoe Sched${suffix}`, ['Tuesday', 'Thursday']);
    const ada = await addFamily(request, `Ada Sched${suffix}`, ['Monday', 'Wednesday', 'Friday']);
    await openSchedule(page);

    await expect(page.getByText('Customer schedules and management')).toBeVisible();
    await expect(page.getByText('Schedule Management', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Customer Schedules & Weekly Confirmations' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Schedule Overview Guide' })).toBeVisible();
    for (const column of [
      'Customer Name',
      ...WEEKDAY_NAMES,
      'Customer Status',
      'Customer Notes',
      'Staff Notes',
    ]) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }

    await expectDays(rowOf(page, ada.name), ['Monday', 'Wednesday', 'Friday']);
    await expectDays(rowOf(page, zoe.name), ['Tuesday', 'Thursday']);
    await expect(statusCell(rowOf(page, ada.name))).toHaveText('Not confirmed');
    await expect(
      rowOf(page, ada.name).getByRole('textbox', { name: `Staff notes for ${ada.name}` }),
    ).toHaveAttribute('placeholder', 'Add staff notes for this week...');

    // Sorted by name: Ada's row comes before Zoe's.
    const names = await page.getByRole('rowheader').allTextContents();
    const adaAt = names.findIndex((text) => text.includes(ada.name));
    const zoeAt = names.findIndex((text) => text.includes(zoe.name));
    expect(adaAt).toBeGreaterThanOrEqual(0);
    expect(adaAt).toBeLessThan(zoeAt);
    await expectAccessible(page, 'the schedule overview');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'schedule.png') });

    await page.getByRole('link', { name: 'Back to Attendance' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/customer-schedules');
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule Overview' })).toBeVisible();
    await expectDays(rowOf(page, ada.name), ['Monday', 'Wednesday', 'Friday']);
  });

  test('on a phone the table scrolls inside its card, never the page', async ({
    page,
    request,
  }) => {
    const family = await addFamily(request, 'Phone Sched', ['Monday', 'Friday']);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSchedule(page);
    await expectDays(rowOf(page, family.name), ['Monday', 'Friday']);
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'schedule-phone.png') });
  });

  test('staff edit a family’s default days through the pen dialog', async ({ page, request }) => {
    const family = await addFamily(request, 'Edit Sched', ['Monday']);
    await openSchedule(page);
    const row = rowOf(page, family.name);
    await expectDays(row, ['Monday']);

    await page.getByRole('button', { name: `Edit schedule for ${family.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Schedule for ${family.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Choose which days this customer is scheduled to attend.');
    await expect(dialog.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();
    await settled(dialog);
    await expectAccessible(page, 'the edit schedule dialog');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'schedule-edit-dialog.png') });

    // Cancel keeps the saved days.
    await dialog.getByRole('checkbox', { name: 'Friday' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expectDays(row, ['Monday']);

    await page.getByRole('button', { name: `Edit schedule for ${family.name}` }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Friday' })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Monday' }).click();
    await dialog.getByRole('checkbox', { name: 'Tuesday' }).click();
    await dialog.getByRole('checkbox', { name: 'Thursday' }).click();
    await dialog.getByRole('button', { name: 'Save Schedule' }).click();
    await expect(dialog).toBeHidden();
    await expectDays(row, ['Tuesday', 'Thursday']);

    const token = await staffToken(request);
    const customers = await request.get('/api/customers', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const saved = ((await customers.json()) as Array<Record<string, unknown>>).find(
      (customer) => customer.id === family.id,
    );
    expect(saved).toMatchObject({
      defaultMonday: false,
      defaultTuesday: true,
      defaultThursday: true,
    });
  });

  test('a staff note saved on leaving the box survives a reload', async ({ page, request }) => {
    const family = await addFamily(request, 'Note Sched', ['Wednesday']);
    await openSchedule(page);
    const note = page.getByRole('textbox', { name: `Staff notes for ${family.name}` });
    await note.fill('Bring a spare jumper on Wednesday');
    await note.blur();
    await expect(page.getByText('Staff notes saved', { exact: true })).toBeVisible();

    await page.reload();
    await expect(note).toHaveValue('Bring a spare jumper on Wednesday');

    // The server's projection has it too, for this week only.
    const token = await staffToken(request);
    await expect
      .poll(() => storedStaffNote(request, token, family.id))
      .toBe('Bring a spare jumper on Wednesday');
  });

  test('week navigation moves a week at a time, and staff notes belong to their week', async ({
    page,
    request,
  }) => {
    const family = await addFamily(request, 'Week Sched', ['Monday']);
    await openSchedule(page);
    const week = page.getByRole('group', { name: 'Week' });
    const note = page.getByRole('textbox', { name: `Staff notes for ${family.name}` });
    await expect(week).toContainText(`Week of ${formatDisplayDate(thisMonday)}`);
    await note.fill('This week only');
    await note.blur();
    await expect(page.getByText('Staff notes saved', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Next Week' }).click();
    await expect(week).toContainText(`Week of ${formatDisplayDate(addWeeks(thisMonday, 1))}`);
    await expect(note).toHaveValue('');
    // Default days do not change with the week.
    await expectDays(rowOf(page, family.name), ['Monday']);

    await page.getByRole('button', { name: 'Previous Week' }).click();
    await page.getByRole('button', { name: 'Previous Week' }).click();
    await expect(week).toContainText(`Week of ${formatDisplayDate(addWeeks(thisMonday, -1))}`);
    await expect(note).toHaveValue('');

    await page.getByRole('button', { name: 'Next Week' }).click();
    await expect(week).toContainText(`Week of ${formatDisplayDate(thisMonday)}`);
    await expect(note).toHaveValue('This week only');
  });

  test('staff see a parent’s confirmation without reloading', async ({ page, request }) => {
    const family = await addFamily(request, 'Live Sched', ['Monday', 'Wednesday', 'Friday']);
    await openSchedule(page);
    await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
    const row = rowOf(page, family.name);
    await expect(statusCell(row)).toHaveText('Not confirmed');
    await expect(notesCell(row)).toHaveText('');

    // With the live connection up, the screen never polls the REST list.
    let polls = 0;
    page.on('request', (sent) => {
      if (sent.url().includes('/api/confirmations/weekly')) polls += 1;
    });

    await parentAnswers(family, 'not_coming', {
      absentDays: [dateOf('Wednesday')],
      reason: 'Visiting grandparents',
      alsoConfirmOthers: true,
    });
    await expect(statusCell(row)).toContainText('✗ Not coming');
    await expect(statusCell(row)).toContainText(formatDisplayDate(facilityTodayE2e()));
    await expect(notesCell(row)).toContainText(`Absent: ${shownDay('Wednesday')}`);
    await expect(notesCell(row)).toContainText('Reason: Visiting grandparents');
    await expect(notesCell(row).getByText(CONFIRMED_OTHERS)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'schedule-confirmation.png') });

    await page.waitForTimeout(5500);
    expect(polls).toBe(0);
  });

  test('a schedule change and an extra-day request show their extra lines', async ({
    page,
    request,
  }) => {
    const change = await addFamily(request, 'Change Sched', ['Monday', 'Friday']);
    const extra = await addFamily(request, 'Extra Sched', ['Monday', 'Wednesday']);
    await openSchedule(page);
    await expect(statusCell(rowOf(page, change.name))).toHaveText('Not confirmed');

    await parentAnswers(change, 'schedule_change', {
      scheduleChangeDay: dateOf('Friday'),
      scheduleChangeType: 'early_pick',
      scheduleChangeTime: '14:30',
      scheduleChangeReason: 'Dentist',
      alsoConfirmOthers: true,
    });
    const changeRow = rowOf(page, change.name);
    await expect(statusCell(changeRow)).toContainText('📅 Schedule change');
    await expect(statusCell(changeRow)).toContainText(`${shownDay('Friday')} at 2:30 PM`);
    await expect(notesCell(changeRow)).toContainText(`Change: ${shownDay('Friday')} at 2:30 PM`);
    await expect(notesCell(changeRow)).toContainText('Type: Early pick-up');
    await expect(notesCell(changeRow)).toContainText('Reason: Dentist');
    await expect(notesCell(changeRow)).toContainText(CONFIRMED_OTHERS);

    await parentAnswers(extra, 'extra_day_request', {
      requestExtraDay: dateOf('Tuesday'),
      extraDayReason: 'Work trip',
      alsoConfirmOthers: false,
    });
    const extraRow = rowOf(page, extra.name);
    await expect(statusCell(extraRow)).toContainText('+ Extra day request');
    await expect(statusCell(extraRow)).toContainText(`Requested: ${shownDay('Tuesday')}`);
    await expect(notesCell(extraRow)).toContainText(`Extra day: ${shownDay('Tuesday')}`);
    await expect(notesCell(extraRow)).toContainText('Reason: Work trip');
    await expect(notesCell(extraRow)).not.toContainText(CONFIRMED_OTHERS);
  });

  test('with the live connection down, staff still see confirmations by polling', async ({
    page,
    request,
  }) => {
    // The confirmations document's socket never opens; everything else syncs as usual.
    await page.routeWebSocket(/\/sync\/confirmations:/, (socket) => socket.close());
    const family = await addFamily(request, 'Poll Sched', ['Monday', 'Tuesday']);
    await openSchedule(page);
    const row = rowOf(page, family.name);
    await expect(statusCell(row)).toHaveText('Not confirmed');

    const polled = page.waitForRequest(/\/api\/confirmations\/weekly\?weekStart=/);
    await parentAnswers(family, 'confirmed', {});
    await polled;
    await expect(statusCell(row)).toContainText('✓ Confirmed', { timeout: 12_000 });
    await expect(notesCell(row)).toHaveText('');
  });

  test('offline, staff notes still save and a schedule edit says it needs a connection', async ({
    page,
    request,
    context,
  }) => {
    const family = await addFamily(request, 'Offline Sched', ['Thursday']);
    await openSchedule(page);
    await expectDays(rowOf(page, family.name), ['Thursday']);

    await context.setOffline(true);
    const note = page.getByRole('textbox', { name: `Staff notes for ${family.name}` });
    await note.fill('Written without Wi-Fi');
    await note.blur();
    await expect(page.getByText('Staff notes saved', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Edit schedule for ${family.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Schedule for ${family.name}` });
    await expect(dialog).toContainText(NEEDS_CONNECTION);
    await expect(dialog.getByRole('button', { name: 'Save Schedule' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Back online, the note reaches the server.
    await context.setOffline(false);
    const token = await staffToken(request);
    await expect
      .poll(() => storedStaffNote(request, token, family.id))
      .toBe('Written without Wi-Fi');
  });
});

/** Waits for the dialog's opening animation, so colours are checked at full opacity. */
async function settled(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}
