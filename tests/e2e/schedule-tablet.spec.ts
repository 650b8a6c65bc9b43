/**
 * @module
 * The Schedule Overview on a 1024x768 tablet and a 390x844 phone (issue 16): the name column
 * stays put while the table scrolls sideways, the Staff Notes column can be reached and written,
 * the families' notes show in full, and a child's standing note lasts from week to week.
 */
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { addFamily, dateOf, type Family } from './support/customer.ts';
import { TABLET } from './support/families.ts';
import { parentAnswers, writeStaffNote } from './support/schedule.ts';
import { signInAsStaff } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const PHONE = { width: 390, height: 844 } as const;

const LONG_REASON =
  'Visiting grandparents up north for the whole week; we will drive back on Thursday evening ' +
  'and she may be tired on Friday morning, so please let her nap early. Her cousin may collect ' +
  'her on Friday, we will phone ahead before noon to confirm who comes.';

async function openSchedule(page: Page): Promise<void> {
  await signInAsStaff(page, '/schedule');
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule Overview' })).toBeVisible();
}

function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
}

function notesCell(row: Locator): Locator {
  return row.getByRole('cell').nth(6);
}

/** Families with each kind of answer, customer notes, staff notes of the week. */
async function addWeekOfAnswers(page: Page): Promise<Record<string, Family>> {
  const { request } = page;
  const families = {
    confirmed: await addFamily(request, 'Amelia Tablet', ['Monday', 'Tuesday', 'Wednesday']),
    notComing: await addFamily(request, 'Benji Tablet', ['Monday', 'Wednesday', 'Friday']),
    change: await addFamily(request, 'Clara Tablet', ['Tuesday', 'Thursday', 'Friday']),
    extra: await addFamily(request, 'Dev Tablet', ['Monday', 'Wednesday']),
    none: await addFamily(request, 'Esme Tablet', ['Thursday']),
  };
  await parentAnswers(families.confirmed, 'confirmed', {});
  await parentAnswers(families.notComing, 'not_coming', {
    absentDays: [dateOf('Wednesday'), dateOf('Friday')],
    reason: LONG_REASON,
    alsoConfirmOthers: true,
  });
  await parentAnswers(families.change, 'schedule_change', {
    scheduleChangeDay: dateOf('Friday'),
    scheduleChangeType: 'early_pick',
    scheduleChangeTime: '14:30',
    scheduleChangeReason: 'Dentist appointment across town, grandma collects',
    alsoConfirmOthers: true,
  });
  await parentAnswers(families.extra, 'extra_day_request', {
    requestExtraDay: dateOf('Tuesday'),
    extraDayReason: 'Work trip',
    alsoConfirmOthers: false,
  });
  await writeStaffNote(
    request,
    families.notComing.id,
    'Mum phoned on Monday: Benji’s grandmother may collect on Friday; check her ID at the door.',
  );
  await writeStaffNote(request, families.none.id, 'No answer yet: phone the family on Wednesday.');
  return families;
}

test.describe('the schedule overview on a tablet', () => {
  test('a week of answers and notes, as a tablet shows it', async ({ page }) => {
    const families = await addWeekOfAnswers(page);
    await page.setViewportSize(TABLET);
    await openSchedule(page);
    const row = rowOf(page, families.notComing.name);
    await expect(notesCell(row)).toContainText('Reason: Visiting grandparents');
    await rowOf(page, families.confirmed.name).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'issue-16-schedule-tablet-before.png'),
    });
  });
});
