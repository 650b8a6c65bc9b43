/**
 * The staff time clock in the browser (issue 19, decision 040): a staff member signed in as
 * themselves clocks in to a room on /time-clock, moves to another, takes a break, comes back and
 * clocks out, seeing where they are and this week's time at each step, and sets their kiosk PIN.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { screenshotWholeScreen } from './support/layout.ts';
import { addPersonByApi, chooseOwnPassword } from './support/people.ts';
import { addRooms, signInAs } from './time-clock-fixtures.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

test('a staff member clocks in to a room, moves, takes a break and clocks out', async ({
  page,
  request,
}) => {
  const room = await addRooms(request);
  const person = await addPersonByApi(request, 'Rosa', 'Diaz');
  const password = await chooseOwnPassword(request, person);
  await signInAs(page, person, password, '/time-clock');

  const where = page.getByRole('heading', { level: 2 }).first();
  await expect(page.getByRole('heading', { name: 'Time clock', level: 1 })).toBeVisible();
  await expect(where).toHaveText('Clocked out');
  await page.getByRole('button', { name: `Clock in to ${room.infants}` }).click();
  await expect(where).toHaveText(
    new RegExp(`^Clocked in to ${room.infants} since \\d{1,2}:\\d{2} (AM|PM)$`),
  );
  await page.getByRole('button', { name: `Move to ${room.toddlers}` }).click();
  await expect(where).toHaveText(new RegExp(`^Clocked in to ${room.toddlers} since`));
  await expect(page.getByRole('table', { name: 'Your time this week' })).toBeVisible();
  await expectAccessible(page, 'the time clock');
  await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'issue-19-time-clock.png'));

  await page.getByRole('button', { name: 'Start break' }).click();
  await expect(where).toHaveText(/^On a break since/);
  await expect(page.getByRole('button', { name: 'Start break' })).toBeDisabled();
  await page.getByRole('button', { name: `Clock in to ${room.infants}` }).click();
  await expect(where).toHaveText(new RegExp(`^Clocked in to ${room.infants} since`));
  await page.getByRole('button', { name: 'Clock out' }).click();
  await expect(where).toHaveText('Clocked out');
  await expect(page.getByRole('button', { name: 'Clock out' })).toBeDisabled();
  const entries = page.getByRole('table', { name: 'Your entries this week' });
  await expect(entries.getByRole('rowheader')).toHaveText([
    room.infants,
    room.toddlers,
    'Break',
    room.infants,
  ]);

  await page.getByLabel('Kiosk PIN', { exact: true }).fill('4826');
  await page.getByLabel('Type the PIN again').fill('4826');
  await page.getByRole('button', { name: 'Save Kiosk PIN' }).click();
  await expect(page.getByText('Your kiosk PIN is saved.')).toBeVisible();
});
