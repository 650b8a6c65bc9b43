import { expect, test } from '@playwright/test';
import { tickPresent } from './support/attendance.ts';
import {
  attendanceCard,
  checkInRow,
  type Device,
  openStaffDevice,
  waitForServiceWorker,
} from './support/devices.ts';
import { addCustomer, staffToken } from './support/staff.ts';

const devices: Device[] = [];

test.afterEach(async () => {
  for (const device of devices.splice(0)) await device.context.close();
});

test('a check-in on one staff device shows on another without reload', async ({
  browser,
  request,
}) => {
  const child = await addCustomer(request, 'Door Child');
  const door = await openStaffDevice(browser, '/dashboard');
  const office = await openStaffDevice(browser, '/dashboard');
  devices.push(door, office);

  const officeRow = await checkInRow(office.page, child.name);
  await expect(officeRow.getByText('Not Checked In')).toBeVisible();
  await (await checkInRow(door.page, child.name)).getByRole('button', { name: 'Check In' }).click();
  await expect(officeRow.getByText('Checked In', { exact: true })).toBeVisible();
  await expect(officeRow.getByRole('button', { name: 'Check Out' })).toBeVisible();
});

test('a tablet that goes offline keeps working and syncs when it reconnects', async ({
  browser,
  request,
}) => {
  const first = await addCustomer(request, 'Offline First');
  const second = await addCustomer(request, 'Offline Second');
  const third = await addCustomer(request, 'Offline Third');
  const tablet = await openStaffDevice(browser, '/dashboard');
  devices.push(tablet);
  const grid = await tablet.context.newPage();
  await grid.goto('/');
  await expect(attendanceCard(grid, third.name)).toBeVisible();
  await checkInRow(tablet.page, first.name);

  await tablet.context.setOffline(true);
  await expect(tablet.page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  for (const child of [first, second]) {
    await (await checkInRow(tablet.page, child.name))
      .getByRole('button', { name: 'Check In' })
      .click();
  }
  await tickPresent(grid, attendanceCard(grid, third.name), 'Wednesday');
  await expect(
    tablet.page.getByRole('status').filter({ hasText: /changes? waiting to sync/ }),
  ).toBeVisible();

  await tablet.context.setOffline(false);
  await expect(tablet.page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();

  // A second device, opened afterwards, shows everything the tablet did offline.
  const office = await openStaffDevice(browser, '/dashboard');
  devices.push(office);
  for (const child of [first, second]) {
    const row = await checkInRow(office.page, child.name);
    await expect(row.getByText('Checked In', { exact: true })).toBeVisible();
  }
  await office.page.goto('/');
  await expect(
    attendanceCard(office.page, third.name).getByRole('checkbox', { name: 'Present on Wednesday' }),
  ).toBeChecked();
});

test('the same child checked in on two offline devices shows as one visit', async ({
  browser,
  request,
}) => {
  const child = await addCustomer(request, 'Twice Checked');
  const door = await openStaffDevice(browser, '/dashboard');
  const office = await openStaffDevice(browser, '/dashboard');
  devices.push(door, office);
  for (const device of [door, office]) await checkInRow(device.page, child.name);

  for (const device of [door, office]) await device.context.setOffline(true);
  for (const device of [door, office]) {
    await (await checkInRow(device.page, child.name))
      .getByRole('button', { name: 'Check In' })
      .click();
  }
  for (const device of [door, office]) await device.context.setOffline(false);

  for (const device of [door, office]) {
    await expect(device.page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
    const row = await checkInRow(device.page, child.name);
    await expect(row.getByRole('button', { name: 'Check Out' })).toHaveCount(1);
  }
  // The server's sessions agree: one stay, not two.
  const token = await staffToken(request);
  await expect
    .poll(async () => {
      const response = await request.get('/api/sessions/current', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const sessions = (await response.json()) as Array<{ customerId: string }>;
      return sessions.filter((session) => session.customerId === child.id).length;
    })
    .toBe(1);
});

test('the app opens from the service worker with the network off after one online visit', async ({
  browser,
  request,
}) => {
  const child = await addCustomer(request, 'Cached Child');
  const tablet = await openStaffDevice(browser, '/');
  devices.push(tablet);
  await expect(attendanceCard(tablet.page, child.name)).toBeVisible();
  await waitForServiceWorker(tablet.page);

  await tablet.context.setOffline(true);
  await tablet.page.goto('/');
  await expect(tablet.page.getByRole('heading', { name: 'Daily Check In' })).toBeVisible();
  await expect(attendanceCard(tablet.page, child.name)).toBeVisible();
  await expect(tablet.page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
});
