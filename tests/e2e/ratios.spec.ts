/**
 * Live ratios (issue 19): checking in the fifth infant with one staff member clocked in to a
 * 1:4 room turns the room red on a second tablet, without reload, with an alert; clocking in a
 * second person turns it back. The day's history then shows the period out of ratio.
 */
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openStaffDevice } from './support/devices.ts';
import { TABLET, uniqueTag } from './support/families.ts';
import { screenshotWholeScreen } from './support/layout.ts';
import { addPersonByApi, chooseOwnPassword, ownerToken } from './support/people.ts';
import { addCustomer, staffToken } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

test.use({ viewport: TABLET });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new staff member, signed in through the API with their own password: their token. */
async function staffMemberToken(request: APIRequestContext, first: string): Promise<string> {
  const person = await addPersonByApi(request, first, 'Ratio');
  const password = await chooseOwnPassword(request, person);
  const login = await request.post('/api/login', {
    data: { username: person.username, password },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function clockIn(request: APIRequestContext, token: string, roomId: string) {
  const response = await request.post('/api/time-clock/in', {
    headers: auth(token),
    data: { roomId },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

function roomCard(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Rooms' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
}

test('the fifth infant with one staff member turns the room red on another tablet, and a second person turns it back', async ({
  browser,
  request,
}) => {
  const owner = await ownerToken(request);
  const roomName = `Infants ${uniqueTag()}`;
  const made = await request.post('/api/rooms', {
    headers: auth(owner),
    data: {
      name: roomName,
      minAgeMonths: 0,
      maxAgeMonths: 12,
      childrenPerStaff: 4,
      maxChildren: 8,
    },
  });
  expect(made.status()).toBe(201);
  const room = (await made.json()) as { id: string };
  const infants = [];
  for (const name of ['Ratio Ava', 'Ratio Ben', 'Ratio Cleo', 'Ratio Dev', 'Ratio Eli']) {
    const child = await addCustomer(request, name);
    const moved = await request.patch(`/api/customers/${child.id}`, {
      headers: auth(owner),
      data: { roomId: room.id },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
    infants.push(child);
  }
  await clockIn(request, await staffMemberToken(request, 'Rita'), room.id);
  const desk = await staffToken(request);
  for (const child of infants.slice(0, 4)) {
    const checkedIn = await request.post('/api/sessions/checkin', {
      headers: auth(desk),
      data: { customerId: child.id },
    });
    expect(checkedIn.ok()).toBe(true);
  }

  const tabletA = await openStaffDevice(browser, '/dashboard');
  const tabletB = await openStaffDevice(browser, '/dashboard');
  const cardOnB = roomCard(tabletB.page, roomName);
  await expect(cardOnB).toContainText('4 children · 1 staff');
  await expect(cardOnB.getByText('In ratio', { exact: true })).toBeVisible();

  const fifth = infants[4] as { name: string };
  await tabletA.page.getByRole('searchbox', { name: 'Search customers by name' }).fill(fifth.name);
  await tabletA.page
    .getByRole('list', { name: 'Customers' })
    .getByRole('listitem')
    .filter({ hasText: fifth.name })
    .getByRole('button', { name: 'Check In' })
    .click();

  await expect(cardOnB.getByText('Out of ratio', { exact: true })).toBeVisible();
  await expect(cardOnB).toContainText('5 children · 1 staff');
  await expect(cardOnB).toContainText('Needs 2 staff');
  const alert = tabletB.page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('alert')
    .filter({ hasText: 'Out of ratio' });
  await expect(
    alert.getByText(`${roomName} is out of ratio: 5 children, 1 staff, 2 needed.`, { exact: true }),
  ).toBeVisible();
  await screenshotWholeScreen(
    tabletB.page,
    path.join(SCREENSHOTS, 'issue-19-dashboard-out-of-ratio.png'),
  );
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toBeHidden();
  await expectAccessible(tabletB.page, 'the dashboard with a room out of ratio');

  await clockIn(request, await staffMemberToken(request, 'Omar'), room.id);
  await expect(cardOnB.getByText('In ratio', { exact: true })).toBeVisible();
  await expect(cardOnB).toContainText('5 children · 2 staff');

  await tabletB.page.goto('/rooms');
  const boardCard = roomCard(tabletB.page, roomName);
  await expect(boardCard.getByRole('list', { name: `Staff in ${roomName}` })).toContainText(
    /Rita Ratio[\s\S]*Omar Ratio|Omar Ratio[\s\S]*Rita Ratio/,
  );
  await expectAccessible(tabletB.page, 'the rooms board');

  await tabletB.page.getByRole('link', { name: "Today's history" }).click();
  const day = tabletB.page.getByRole('region', { name: roomName });
  const periods = day.getByRole('table', { name: `${roomName}: periods out of ratio` });
  await expect(periods.getByRole('row')).toHaveCount(3);
  await expect(periods.getByRole('row').nth(1)).toContainText(/5\s*1\s*2$/);
  await expect(day).toContainText('Out of ratio for');
  await expectAccessible(tabletB.page, 'the ratio history');
  await screenshotWholeScreen(tabletB.page, path.join(SCREENSHOTS, 'issue-19-ratio-history.png'));
  await tabletA.context.close();
  await tabletB.context.close();
});

test('offline, a tablet counts its own check-in into the room and says it is its estimate', async ({
  browser,
  request,
}) => {
  const owner = await ownerToken(request);
  const roomName = `Toddlers ${uniqueTag()}`;
  const made = await request.post('/api/rooms', {
    headers: auth(owner),
    data: {
      name: roomName,
      minAgeMonths: 12,
      maxAgeMonths: 36,
      childrenPerStaff: 6,
      maxChildren: 1,
    },
  });
  expect(made.status()).toBe(201);
  const room = (await made.json()) as { id: string };
  const children = [];
  for (const name of ['Offline Ratio Ida', 'Offline Ratio Jo']) {
    const child = await addCustomer(request, name);
    const moved = await request.patch(`/api/customers/${child.id}`, {
      headers: auth(owner),
      data: { roomId: room.id },
    });
    expect(moved.ok()).toBe(true);
    children.push(child);
  }
  const checkedIn = await request.post('/api/sessions/checkin', {
    headers: auth(await staffToken(request)),
    data: { customerId: children[0]?.id },
  });
  expect(checkedIn.ok()).toBe(true);

  const tablet = await openStaffDevice(browser, '/dashboard');
  const card = roomCard(tablet.page, roomName);
  await expect(card).toContainText('1 child · 0 staff');
  await expect(card).not.toContainText("Offline: this tablet's estimate");

  await tablet.context.setOffline(true);
  await expect(card).toContainText("Offline: this tablet's estimate");
  const second = children[1] as { name: string };
  await tablet.page.getByRole('searchbox', { name: 'Search customers by name' }).fill(second.name);
  await tablet.page
    .getByRole('list', { name: 'Customers' })
    .getByRole('listitem')
    .filter({ hasText: second.name })
    .getByRole('button', { name: 'Check In' })
    .click();
  await expect(card).toContainText('2 children · 0 staff');
  await expect(card.getByText('Out of ratio', { exact: true })).toBeVisible();
  await expect(card).toContainText('Over capacity');

  await tablet.context.setOffline(false);
  await expect(card).not.toContainText("Offline: this tablet's estimate");
  await expect(card).toContainText('2 children · 0 staff');
  await tablet.context.close();
});

test('the rooms screens ask a signed-out visitor to sign in', async ({ page }) => {
  for (const path of ['/rooms', '/rooms/history']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  }
});
