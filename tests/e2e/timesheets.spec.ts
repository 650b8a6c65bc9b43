/**
 * The owner's timesheets in the browser (issue 19, decision 040): a person's week shows their
 * time; the owner corrects an entry with a reason and the week's total changes at once; the
 * activity log has the correction with the times and without the reason.
 */
import path from 'node:path';
import { dateAt, timeOfDayAt } from '@cubby/shared/facility-clock';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { E2E_FACILITY_TIME_ZONE } from './support/facility.ts';
import { screenshotWholeScreen } from './support/layout.ts';
import { enterOwnerCredentials } from './support/owner.ts';
import { addPersonByApi, chooseOwnPassword, ownerToken } from './support/people.ts';
import { signInAsStaff } from './support/staff.ts';
import { addRooms, personToken } from './time-clock-fixtures.ts';

declare global {
  interface Window {
    printCalls: number;
  }
}

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const REASON = 'Opened the building early for the inspector';

test('the owner corrects a time with a reason and the week’s total changes', async ({
  page,
  request,
}) => {
  const room = await addRooms(request);
  const person = await addPersonByApi(request, 'Lena', 'Park');
  const token = await personToken(request, person, await chooseOwnPassword(request, person));
  const headers = { Authorization: `Bearer ${token}` };
  expect(
    (
      await request.post('/api/time-clock/in', { headers, data: { roomId: room.ids.infants } })
    ).ok(),
  ).toBe(true);
  expect((await request.post('/api/time-clock/out', { headers })).ok()).toBe(true);
  const me = (await (await request.get('/api/time-clock/me', { headers })).json()) as {
    entries: Array<{ startAt: string }>;
  };
  const startedAt = new Date(me.entries[0]?.startAt ?? '');
  // Two hours earlier on the facility's wall clock, as the owner types it.
  const earlier = new Date(startedAt.getTime() - 2 * 60 * 60 * 1000);
  const typed = `${dateAt(earlier, E2E_FACILITY_TIME_ZONE)}T${timeOfDayAt(earlier, E2E_FACILITY_TIME_ZONE)}`;

  // A real print dialog would block the browser: count the calls instead.
  await page.addInitScript(() => {
    window.printCalls = 0;
    window.print = () => {
      window.printCalls += 1;
    };
  });
  await signInAsStaff(page, '/timesheets');
  await page.goto('/timesheets');
  await enterOwnerCredentials(page);
  const card = page.getByRole('region', { name: new RegExp(person.name) });
  const week = card.getByRole('table', { name: `${person.name}'s week` });
  await expect(
    week
      .getByRole('row', { name: /^Worked/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('0:00');

  await card
    .getByRole('row', { name: new RegExp(room.infants) })
    .getByRole('button', { name: 'Correct' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Correct ${person.name}'s time` });
  await dialog.getByLabel('Started').fill(typed);
  await dialog.getByRole('button', { name: 'Save Correction' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Say why the time changes');
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Save Correction' }).click();
  await expect(dialog).toBeHidden();
  // Two hours, and the seconds the typed minute drops: 2:00, or 2:01 past half a minute.
  await expect(
    week
      .getByRole('row', { name: /^Worked/ })
      .getByRole('cell')
      .last(),
  ).toHaveText(/^2:0[01]$/);
  await expect(card.getByRole('rowheader', { name: `${room.infants} (corrected)` })).toBeVisible();
  await expectAccessible(page, 'the timesheets');
  await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'issue-19-timesheets.png'));

  // On paper: the sheet and its totals, and nothing of the app around it.
  await page.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => window.printCalls)).toBe(1);
  const printed = page.getByTestId('timesheets-print');
  await expect(printed).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(printed).toBeVisible();
  await expect(printed.getByRole('heading', { level: 1 })).toHaveText(/^Timesheets, week of /);
  await expect(
    printed
      .getByRole('table', { name: `${person.name}'s week` })
      .getByRole('row', { name: /^Worked/ }),
  ).toContainText(/2:0[01]$/);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'People' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const audit = await request.get('/api/audit?limit=50', {
    headers: { Authorization: `Bearer ${await ownerToken(request)}` },
  });
  const { entries } = (await audit.json()) as {
    entries: Array<{ action: string; summary: string; before: unknown; after: unknown }>;
  };
  const correction = entries.find(
    (entry) => entry.action === 'time-clock.corrected' && entry.summary.includes(person.name),
  );
  const typedInstant = new Date(Math.floor(earlier.getTime() / 60_000) * 60_000).toISOString();
  expect(correction?.before).toMatchObject({ startAt: startedAt.toISOString() });
  expect(correction?.after).toMatchObject({ startAt: typedInstant });
  expect(JSON.stringify(correction)).not.toContain('inspector');
});

test('the timesheets say when nobody clocked in, and download as CSV', async ({ page }) => {
  await signInAsStaff(page, '/timesheets');
  await page.goto('/timesheets');
  await enterOwnerCredentials(page);
  // The test server started today: nobody has time three weeks ago.
  for (let week = 0; week < 3; week += 1) {
    await page.getByRole('button', { name: 'Previous Week' }).click();
  }
  await expect(page.getByText('Nobody clocked in this week.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^timesheets-\d{4}-\d{2}-\d{2}\.csv$/);
});
