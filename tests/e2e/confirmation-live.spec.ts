/**
 * @module
 * A parent's answer reaching staff: the portal on a phone writes the family's week document, and
 * every staff Schedule Overview open on that week shows it without a reload, also when the phone
 * answered with no signal and reconnected later. Prints the time from the parent's tap to the
 * staff badge (a figure, not an assertion).
 */
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addFamily,
  confirmPanel,
  type Family,
  openParentPhone,
  type ParentPhone,
  shownDay,
} from './support/customer.ts';
import { type Device, openStaffDevice, waitForServiceWorker } from './support/devices.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const CONFIRMED_OTHERS = '✓ Confirmed presence for other scheduled days';
const WAITING = 'Saved on this phone; it will be sent when you are back online.';

const open: Array<Device | ParentPhone> = [];

test.afterEach(async () => {
  for (const device of open.splice(0)) await device.context.close();
});

/** A staff device on the Schedule Overview, live. */
async function openStaffOverview(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule Overview' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
}

function rowOf(page: Page, family: Family): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: family.name }) });
}

function statusCell(page: Page, family: Family): Locator {
  return rowOf(page, family).getByRole('cell').nth(5);
}

function notesCell(page: Page, family: Family): Locator {
  return rowOf(page, family).getByRole('cell').nth(6);
}

async function staffAndParent(
  browser: Parameters<typeof openStaffDevice>[0],
  family: Family,
): Promise<{ staff: Device; parent: ParentPhone }> {
  const staff = await openStaffDevice(browser, '/schedule');
  open.push(staff);
  await openStaffOverview(staff.page);
  await expect(statusCell(staff.page, family)).toHaveText('Not confirmed');
  const parent = await openParentPhone(browser, family);
  open.push(parent);
  await expect(parent.page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
  return { staff, parent };
}

test('staff see a parent’s confirmation without reloading, and its undo', async ({
  browser,
  request,
}) => {
  const family = await addFamily(request, 'Live Parent', ['Monday', 'Wednesday', 'Friday']);
  const { staff, parent } = await staffAndParent(browser, family);

  // Time from the parent's tap to the staff badge on the one machine's clock: the staff page
  // times the badge, and the test times the tap as it makes it, since the phone's own clock is
  // set to this week's Monday (startOnMonday) so that every day of the week can be answered.
  await staff.page.evaluate((name) => {
    const observer = new MutationObserver(() => {
      const row = [...document.querySelectorAll('tr')].find((tr) =>
        tr.querySelector('th')?.textContent?.includes(name),
      );
      if (row?.querySelectorAll('td')[5]?.textContent?.includes('✓ Confirmed')) {
        (window as unknown as { badgeAt: number }).badgeAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, family.name);

  const confirm = confirmPanel(parent.page).getByRole('button', { name: 'YES - Confirm Week' });
  await expect(confirm).toBeEnabled();
  const clickedAt = Date.now();
  await confirm.click();
  await expect(statusCell(staff.page, family)).toContainText('✓ Confirmed');
  await expect(notesCell(staff.page, family)).toHaveText('');
  const badgeAt = await staff.page.evaluate(
    () => (window as unknown as { badgeAt?: number }).badgeAt,
  );
  expect(typeof badgeAt).toBe('number');
  console.log(`click-to-badge: ${(badgeAt ?? 0) - clickedAt} ms`);
  await parent.page.screenshot({ path: path.join(SCREENSHOTS, 'portal-confirmed.png') });

  await confirmPanel(parent.page).getByRole('button', { name: 'Undo Confirmation' }).click();
  await expect(statusCell(staff.page, family)).toHaveText('Not confirmed');
});

test('a schedule change and an extra-day request show their lines and Customer Notes', async ({
  browser,
  request,
}) => {
  const change = await addFamily(request, 'Change Parent', ['Monday', 'Friday']);
  const extra = await addFamily(request, 'Extra Parent', ['Monday', 'Wednesday']);
  const { staff, parent } = await staffAndParent(browser, change);

  const changePanel = confirmPanel(parent.page);
  await changePanel.getByRole('button', { name: 'Early Pick-Up/Late Drop Off' }).click();
  const dialog = parent.page.getByRole('dialog', { name: 'Early Pick-Up/Late Drop Off' });
  await dialog.getByRole('radio', { name: shownDay('Friday') }).click();
  await dialog.getByRole('radio', { name: 'Early Pick-Up' }).click();
  await dialog.getByLabel('Time').fill('14:30');
  await dialog.getByLabel('Reason (optional)').fill('Dentist');
  await dialog.getByLabel('Also confirm my other scheduled days this week').check();
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(statusCell(staff.page, change)).toContainText('📅 Schedule change');
  await expect(statusCell(staff.page, change)).toContainText(`${shownDay('Friday')} at 2:30 PM`);
  const changeNotes = notesCell(staff.page, change);
  await expect(changeNotes).toContainText(`Change: ${shownDay('Friday')} at 2:30 PM`);
  await expect(changeNotes).toContainText('Type: Early pick-up');
  await expect(changeNotes).toContainText('Reason: Dentist');
  await expect(changeNotes.getByText(CONFIRMED_OTHERS)).toBeVisible();

  const extraParent = await openParentPhone(browser, extra);
  open.push(extraParent);
  const extraPanel = confirmPanel(extraParent.page);
  await extraPanel.getByRole('button', { name: 'Request Extra Day (If Spot Available)' }).click();
  const extraDialog = extraParent.page.getByRole('dialog', { name: 'Request Extra Day' });
  await extraDialog.getByRole('radio', { name: shownDay('Tuesday') }).click();
  await extraDialog.getByRole('button', { name: 'Submit' }).click();

  await expect(statusCell(staff.page, extra)).toContainText('+ Extra day request');
  await expect(statusCell(staff.page, extra)).toContainText(`Requested: ${shownDay('Tuesday')}`);
  const extraNotes = notesCell(staff.page, extra);
  await expect(extraNotes).toContainText(`Extra day: ${shownDay('Tuesday')}`);
  await expect(extraNotes).toContainText('Reason: Need extra day');
  await expect(extraNotes).not.toContainText(CONFIRMED_OTHERS);

  await staff.page.setViewportSize({ width: 1280, height: 800 });
  await rowOf(staff.page, change).scrollIntoViewIfNeeded();
  await staff.page.screenshot({ path: path.join(SCREENSHOTS, 'portal-staff-view.png') });
});

test('a parent who answers with no signal reaches staff once the phone reconnects', async ({
  browser,
  request,
}) => {
  const family = await addFamily(request, 'Train Parent', ['Tuesday', 'Thursday']);
  const { staff, parent } = await staffAndParent(browser, family);
  const panel = confirmPanel(parent.page);
  // The app shell comes from the service worker when the phone reopens it with no signal.
  await waitForServiceWorker(parent.page);
  await expect(panel.getByRole('button', { name: 'YES - Confirm Week' })).toBeVisible();

  await parent.context.setOffline(true);
  await expect(parent.page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await panel.getByRole('button', { name: 'YES - Confirm Week' }).click();
  await expect(panel).toContainText('Week confirmed');
  await expect(panel.getByText(WAITING)).toBeVisible();
  await panel.getByText(WAITING).scrollIntoViewIfNeeded();
  await parent.page.screenshot({ path: path.join(SCREENSHOTS, 'portal-offline.png') });

  // The phone is closed and reopened, still with no signal: the answer was kept on it.
  await parent.page.reload();
  await expect(parent.page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  await expect(panel).toContainText('Week confirmed');
  await expect(statusCell(staff.page, family)).toHaveText('Not confirmed');

  await parent.context.setOffline(false);
  await expect(statusCell(staff.page, family)).toContainText('✓ Confirmed');
  await expect(parent.page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();

  // An undo with no signal waits the same way, and the notice goes once it is sent.
  await parent.context.setOffline(true);
  await panel.getByRole('button', { name: 'Undo Confirmation' }).click();
  await expect(panel.getByRole('button', { name: 'YES - Confirm Week' })).toBeVisible();
  await expect(panel.getByText(WAITING)).toBeVisible();
  await expect(statusCell(staff.page, family)).toContainText('✓ Confirmed');
  await parent.context.setOffline(false);
  await expect(panel.getByText(WAITING)).toBeHidden();
  await expect(statusCell(staff.page, family)).toHaveText('Not confirmed');
});
