import { addDays, addWeeks, mondayOf } from '@cubby/shared/dates';
import { docName } from '@cubby/shared/docs';
import { expect, type Page, test } from '@playwright/test';
import { attendanceCard } from './support/devices.ts';
import { facilityTodayE2e } from './support/facility.ts';
import { markPresent } from './support/owner.ts';
import { addCustomer, signInAsStaff } from './support/staff.ts';

const THIS_MONDAY = mondayOf(facilityTodayE2e());

/**
 * Resolves when the server has sent the page its state of a week document, over the socket the
 * page opens for that week: y-websocket's sync message (type 0) at step 2 (1).
 */
async function serverStateOf(page: Page, monday: string): Promise<void> {
  const name = docName({ kind: 'week', monday });
  const socket = await page.waitForEvent('websocket', {
    predicate: (ws) => decodeURIComponent(ws.url()).includes(`/${name}?`),
    timeout: 30_000,
  });
  await socket.waitForEvent('framereceived', {
    predicate: ({ payload }) => typeof payload !== 'string' && payload[0] === 0 && payload[1] === 1,
    timeout: 30_000,
  });
}

test('the weeks before and after the one on screen are ready before anyone asks, offline too', async ({
  browser,
  request,
}) => {
  const child = await addCustomer(request, 'Ready Weeks');
  const next = addWeeks(THIS_MONDAY, 1);
  const previous = addWeeks(THIS_MONDAY, -1);
  await markPresent(request, child.id, addDays(next, 1));
  await markPresent(request, child.id, addDays(previous, 3));

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Neither week is asked for: the screen shows this week only.
    const neighbours = Promise.all([serverStateOf(page, next), serverStateOf(page, previous)]);
    await signInAsStaff(page, '/');
    const card = attendanceCard(page, child.name);
    await expect(card).toBeVisible();
    await neighbours;

    // With no server left to ask, only what the device already holds can show.
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await page.getByRole('button', { name: 'Next Week' }).click();
    await expect(card.getByRole('checkbox', { name: 'Present on Tuesday' })).toBeChecked();
    await page.getByRole('button', { name: 'This week' }).click();
    await page.getByRole('button', { name: 'Previous Week' }).click();
    await expect(card.getByRole('checkbox', { name: 'Present on Thursday' })).toBeChecked();
  } finally {
    await context.close();
  }
});
