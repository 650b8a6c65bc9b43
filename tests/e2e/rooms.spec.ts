/**
 * Rooms and next week's plan (issue 19, decision 039): the owner starts from the suggested rooms,
 * changes a rule to their own licensing, gives every child the room its age suggests, and the
 * plan shows who is expected in each room next week; staff read the plan, and the rooms screen
 * asks them for the owner's credentials.
 */
import path from 'node:path';
import { addDays, mondayOf } from '@cubby/shared/dates';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { facilityTodayE2e } from './support/facility.ts';
import {
  addFamilyByApi,
  familyChild,
  openFamilyPage,
  TABLET,
  type TestFamily,
  updateChildByApi,
} from './support/families.ts';
import { screenshotWholeScreen } from './support/layout.ts';
import { enterOwnerCredentials } from './support/owner.ts';
import { ownerToken } from './support/people.ts';
import { parentAnswers } from './support/schedule.ts';
import { signInAsStaff } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

test.use({ viewport: TABLET });

// Tests share one server: start each from no rooms, as a new centre does. Other tests leave
// people on the floor; the owner clocks them out as for a forgotten clock-out, with a reason.
async function clearRooms(request: APIRequestContext): Promise<void> {
  const owner = { Authorization: `Bearer ${await ownerToken(request)}` };
  const sheets = await request.get(`/api/timesheets?weekStart=${mondayOf(facilityTodayE2e())}`, {
    headers: owner,
  });
  expect(sheets.ok(), await sheets.text()).toBe(true);
  const { people } = (await sheets.json()) as {
    people: Array<{ entries: Array<{ id: string; endAt: string | null }> }>;
  };
  for (const running of people.flatMap((person) => person.entries)) {
    if (running.endAt !== null) continue;
    const ended = await request.patch(`/api/time-clock/entries/${running.id}`, {
      headers: owner,
      data: { endAt: new Date().toISOString(), reason: 'Clocked out to start the rooms test' },
    });
    expect(ended.ok(), await ended.text()).toBe(true);
  }
  const children = (await (
    await request.get('/api/rooms/assignments', { headers: owner })
  ).json()) as Array<{
    customerId: string;
    roomId: string | null;
  }>;
  for (const child of children.filter((each) => each.roomId !== null)) {
    const moved = await request.patch(`/api/customers/${child.customerId}`, {
      headers: owner,
      data: { roomId: null },
    });
    expect(moved.ok()).toBe(true);
  }
  const rooms = (await (await request.get('/api/rooms', { headers: owner })).json()) as Array<{
    id: string;
  }>;
  for (const room of rooms) {
    const archived = await request.delete(`/api/rooms/${room.id}`, { headers: owner });
    expect(archived.ok(), await archived.text()).toBe(true);
  }
}

// A child born `months` months (and a few days) ago, coming every weekday.
async function childAged(request: APIRequestContext, name: string, months: number) {
  const family = await addFamilyByApi(request, name);
  await updateChildByApi(request, family, {
    birthDate: addDays(facilityTodayE2e(), -Math.round(months * 30.44) - 10),
  });
  const days = await request.put(`/api/customers/${family.child.id}/schedule`, {
    headers: { Authorization: `Bearer ${family.token}` },
    data: {
      defaultMonday: true,
      defaultTuesday: true,
      defaultWednesday: true,
      defaultThursday: true,
      defaultFriday: true,
    },
  });
  expect(days.ok()).toBe(true);
  return family;
}

function roomRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

const roomOf = (page: Page, family: TestFamily) =>
  page.getByRole('combobox', { name: `Room of ${family.child.name}` });

test('the owner starts with suggested rooms, edits a rule, assigns rooms, and sees next week planned', async ({
  page,
  request,
}) => {
  await clearRooms(request);
  const infant = await childAged(request, 'Baby Rooms', 5);
  const toddler = await childAged(request, 'Toddler Rooms', 20);

  await signInAsStaff(page, '/rooms/settings');
  await page.goto('/rooms/settings');
  await expect(page.getByText('Only the owner can change rooms.')).toBeVisible();
  await enterOwnerCredentials(page);
  await expect(page.getByRole('heading', { name: 'Owner Access Required' })).toBeHidden();

  await expect(
    page.getByText('these are common starting points, not your licensing rules'),
  ).toBeVisible();
  await expectAccessible(page, 'the rooms screen with no rooms');
  await page.getByRole('button', { name: 'Start with suggested rooms' }).click();
  await expect(roomRow(page, 'Infants')).toContainText('0–12 months');
  await expect(roomRow(page, 'Infants')).toContainText('1 staff : 4 children');
  await expect(roomRow(page, 'Toddlers')).toBeVisible();
  await expect(roomRow(page, 'Preschool')).toBeVisible();

  // This centre's licence allows three infants per adult.
  await page.getByRole('button', { name: 'Edit Infants' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Children per staff member').fill('3');
  await dialog.getByRole('button', { name: 'Save room' }).click();
  await expect(dialog).toBeHidden();
  await expect(roomRow(page, 'Infants')).toContainText('1 staff : 3 children');

  await expect(roomOf(page, infant)).toHaveText('No room');
  await page.getByRole('button', { name: /^Assign suggested rooms \(\d+\)$/ }).click();
  await expect(roomOf(page, infant)).toHaveText('Infants');
  await expect(roomOf(page, toddler)).toHaveText('Toddlers');
  await expect(page.getByRole('button', { name: 'Assign suggested rooms (0)' })).toBeDisabled();
  await expectAccessible(page, 'the rooms screen');
  await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'issue-19-rooms-settings.png'));

  await page.getByRole('link', { name: 'Room Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Room Plan' })).toBeVisible();
  const monday = roomRow(page, 'Infants').getByRole('cell').first();
  await expect(monday).toContainText('1 of 8 expected');
  await expect(monday).toContainText('1 staff needed');
  await expect(roomRow(page, 'Toddlers').getByRole('cell').first()).toContainText(
    '1 of 12 expected',
  );
  await expect(roomRow(page, 'Total')).toBeVisible();
});

test('staff read next week’s plan, and the rooms screen asks them for the owner', async ({
  page,
}) => {
  await signInAsStaff(page, '/rooms/plan');
  await page.goto('/rooms/plan');
  await expect(page.getByRole('heading', { name: 'Room Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Expected per room' })).toBeVisible();
  await expect(roomRow(page, 'Infants')).toBeVisible();
  await expectAccessible(page, 'the room plan');
  await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'issue-19-plan.png'));

  await page.getByRole('link', { name: 'Room settings' }).click();
  await expect(page).toHaveURL(/\/rooms\/settings$/);
  await expect(page.getByRole('heading', { name: 'Owner Access Required' })).toBeVisible();
  await expect(page.getByText('Only the owner can change rooms.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start with suggested rooms' })).toHaveCount(0);
});

test('an extra-day request says whether the child’s room has a spot that day', async ({
  page,
  request,
}) => {
  const owner = { Authorization: `Bearer ${await ownerToken(request)}` };
  let rooms = (await (await request.get('/api/rooms', { headers: owner })).json()) as Array<{
    id: string;
    name: string;
  }>;
  if (rooms.length === 0) {
    rooms = await (await request.post('/api/rooms/suggested', { headers: owner })).json();
  }
  const toddlers = rooms.find((room) => room.name === 'Toddlers');
  const family = await childAged(request, 'Spot Rooms', 20);
  const moved = await request.patch(`/api/customers/${family.child.id}`, {
    headers: owner,
    data: { roomId: toddlers?.id },
  });
  expect(moved.ok()).toBe(true);
  const nextMonday = mondayOf(addDays(facilityTodayE2e(), 7));
  const days = await request.put(`/api/customers/${family.child.id}/schedule`, {
    headers: owner,
    data: {
      defaultMonday: true,
      defaultTuesday: true,
      defaultWednesday: false,
      defaultThursday: true,
      defaultFriday: true,
    },
  });
  expect(days.ok()).toBe(true);
  const child = { ...family, id: family.child.id, name: family.child.name };
  await parentAnswers(
    child,
    'extra_day_request',
    { requestExtraDay: addDays(nextMonday, 2), extraDayReason: 'Work trip' },
    nextMonday,
  );

  await signInAsStaff(page, `/schedule?week=${nextMonday}`);
  await page.goto(`/schedule?week=${nextMonday}`);
  await page
    .getByRole('button', { name: `Approve the extra day for ${family.child.name}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    /A spot is free in Toddlers on Wednesday \(\d+ of 12 expected\)/,
  );
  await expectAccessible(page, 'the extra-day answer with its spot');
});

test('the family page shows each child’s room, and the owner moves the child there', async ({
  page,
  request,
}) => {
  const owner = { Authorization: `Bearer ${await ownerToken(request)}` };
  let rooms = (await (await request.get('/api/rooms', { headers: owner })).json()) as Array<{
    name: string;
  }>;
  if (rooms.length === 0) {
    rooms = await (await request.post('/api/rooms/suggested', { headers: owner })).json();
  }
  const family = await childAged(request, 'Moving Rooms', 20);

  await signInAsStaff(page, `/families/${family.familyId}`);
  await openFamilyPage(page, family);
  const card = familyChild(page, family.child.name);
  await expect(card).toContainText('No room');
  await expect(card.getByRole('combobox')).toHaveCount(0);

  await page.goto('/rooms/settings');
  await enterOwnerCredentials(page);
  await expect(page.getByRole('heading', { name: 'Owner Access Required' })).toBeHidden();
  await openFamilyPage(page, family);
  await card.getByRole('combobox', { name: `Room of ${family.child.name}` }).click();
  await page.getByRole('option', { name: 'Toddlers' }).click();
  await expect(page.getByText('Room changed', { exact: true })).toBeVisible();
  await expect(card.getByRole('combobox', { name: `Room of ${family.child.name}` })).toHaveText(
    'Toddlers',
  );
  await expectAccessible(page, 'the family page with rooms');
});
