/**
 * @module
 * The Schedule Overview on a 1024x768 tablet and a 390x844 phone (issue 16): the name column
 * stays put while the table scrolls sideways, the Staff Notes column can be reached and written,
 * the families' notes show in full, and a child's standing note lasts from week to week.
 */
import path from 'node:path';
import { addWeeks, formatDisplayDate } from '@cubby/shared/dates';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { addFamily, dateOf, thisMonday } from './support/customer.ts';
import { addFamilyByApi, familyChild, openFamilyPage, TABLET } from './support/families.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { NEEDS_CONNECTION } from './support/messages.ts';
import { parentAnswers, storedStandingNote, writeStaffNote } from './support/schedule.ts';
import { signInAsStaff, staffToken } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const PHONE = { width: 390, height: 844 } as const;

// Long enough to wrap in its cell, and within what a parent may send (MAX_REASON_LENGTH, 200:
// decision 066).
const LONG_REASON =
  'Visiting grandparents up north for the whole week; we drive back on Thursday evening ' +
  'and she may be tired on Friday, so please let her nap early. Her cousin may collect her.';

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
async function addWeekOfAnswers(page: Page) {
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
  const standing = await request.patch(`/api/customers/${families.notComing.id}`, {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
    data: { notes: 'Allergic to cats: keep him away from the pet corner.' },
  });
  expect(standing.ok()).toBe(true);
  return families;
}

test.describe('the schedule overview on a tablet', () => {
  test('a week of answers and notes, as a tablet shows it', async ({ page }) => {
    const families = await addWeekOfAnswers(page);
    await page.setViewportSize(TABLET);
    await openSchedule(page);
    const row = rowOf(page, families.notComing.name);
    await expect(notesCell(row)).toContainText('Reason: Visiting grandparents');
    await expect(row.getByRole('textbox', { name: /^Standing note for/ })).toHaveValue(
      'Allergic to cats: keep him away from the pet corner.',
    );
    await rowOf(page, families.confirmed.name).scrollIntoViewIfNeeded();
    // Scrolled to the Staff Notes column: the names stay pinned beside it.
    await page
      .getByRole('region', { name: 'Customer schedules table' })
      .evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'issue-16-schedule-tablet-after.png'),
    });
  });

  test('a standing note saved on one week shows on the next week and on the family page', async ({
    page,
    request,
    context,
  }) => {
    const family = await addFamilyByApi(request, 'Standing Tablet');
    const name = family.child.name;
    await page.setViewportSize(TABLET);
    await openSchedule(page);
    const standing = page.getByRole('textbox', { name: `Standing note for ${name}` });
    await standing.fill('Collected by grandad on Fridays; he walks with a stick.');
    await standing.blur();
    await expect(page.getByText('Standing note saved', { exact: true })).toBeVisible();
    await expect
      .poll(() => storedStandingNote(request, family.child.id))
      .toBe('Collected by grandad on Fridays; he walks with a stick.');

    await page.getByRole('button', { name: 'Next Week' }).click();
    await expect(page.getByRole('group', { name: 'Week' })).toContainText(
      `Week of ${formatDisplayDate(addWeeks(thisMonday, 1))}`,
    );
    await expect(standing).toHaveValue('Collected by grandad on Fridays; he walks with a stick.');
    // This week's note belongs to its week only.
    await expect(page.getByRole('textbox', { name: `Staff notes for ${name}` })).toHaveValue('');

    // Offline the standing note says it needs the server; the week's note still saves.
    await context.setOffline(true);
    await expect(rowOf(page, name)).toContainText(NEEDS_CONNECTION);
    await expect(standing).not.toBeEditable();
    const weekly = page.getByRole('textbox', { name: `Staff notes for ${name}` });
    await weekly.fill('Written without Wi-Fi');
    await weekly.blur();
    await expect(page.getByText('Staff notes saved', { exact: true })).toBeVisible();
    await context.setOffline(false);

    await openFamilyPage(page, family);
    await expect(familyChild(page, name)).toContainText(
      'Collected by grandad on Fridays; he walks with a stick.',
    );
  });
});

for (const [device, viewport] of [
  ['tablet', TABLET],
  ['phone', PHONE],
] as const) {
  test.describe(`the schedule overview on a ${device}`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('the name column stays in sight while the table scrolls to Staff Notes, which can be written', async ({
      page,
    }) => {
      const family = await addFamily(page.request, 'Sticky Tablet', ['Monday']);
      await openSchedule(page);
      const region = page.getByRole('region', { name: 'Customer schedules table' });
      await expect(page.getByText('Scroll sideways to see every column.')).toBeVisible();
      // The page itself never scrolls sideways: the table does, inside its region.
      const pageOverflow = await sidewaysOverflow(page);
      expect(pageOverflow).toBeLessThanOrEqual(0);

      // A keyboard scrolls the region.
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

      const row = rowOf(page, family.name);
      const note = row.getByRole('textbox', { name: `Staff notes for ${family.name}` });
      await note.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'end' }));
      const regionBox = await boxOf(region);
      const nameBox = await boxOf(row.getByRole('rowheader'));
      const noteBox = await boxOf(note);
      // The name is still in the region, and the note is beside it, not under it.
      expect(nameBox.x).toBeGreaterThanOrEqual(regionBox.x - 1);
      expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(noteBox.x + 1);
      expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
      await expect(row.getByRole('rowheader')).toBeInViewport();

      await note.fill('Sticky name test');
      await note.blur();
      await expect(page.getByText('Staff notes saved', { exact: true })).toBeVisible();
      await expect(note).toHaveValue('Sticky name test');
    });

    test('a long customer note is shown in full', async ({ page }) => {
      const family = await addFamily(page.request, 'Long Tablet', ['Monday', 'Wednesday']);
      await parentAnswers(family, 'not_coming', {
        absentDays: [dateOf('Wednesday')],
        reason: LONG_REASON,
        alsoConfirmOthers: true,
      });
      await openSchedule(page);
      const cell = notesCell(rowOf(page, family.name));
      await expect(cell).toContainText('Reason: Visiting grandparents');
      await cell.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'end' }));
      const clipped = await cell.evaluate(
        (element) =>
          [element, ...element.querySelectorAll('*')].filter(
            (part) =>
              part.scrollHeight > part.clientHeight + 1 || part.scrollWidth > part.clientWidth + 1,
          ).length,
      );
      expect(clipped).toBe(0);
      const regionBox = await boxOf(page.getByRole('region', { name: 'Customer schedules table' }));
      const cellBox = await boxOf(cell);
      const nameBox = await boxOf(rowOf(page, family.name).getByRole('rowheader'));
      expect(cellBox.x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width - 1);
      expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
      await expect(cell.getByText(/^Reason: Visiting grandparents/)).toHaveText(
        `Reason: ${LONG_REASON}`,
      );
    });
  });
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}
