/**
 * @module
 * One record of each child's day (decision 069): what a morning on several devices found the
 * product saying twice now says once. A departure corrected on the grid is the departure on the
 * sign-in sheet; a child ticked present today is in on the dashboard and in the room's ratio; a
 * second visit the same day shows on the grid; an approved extra day shows on the schedule; a
 * day in progress is charged nothing on the parent's account.
 *
 * The browser's clock is set to a school day of this week (today, or this week's Wednesday on a
 * weekend) so the desk's check-ins land on the day the grid shows, whatever day the suite runs.
 */
import { addDays, formatDisplayDate, mondayOf, weekdayName, weekdayOf } from '@cubby/shared/dates';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { arrivalDialog, collectedWithoutName } from './support/attendance.ts';
import { addFamily, type Family, type WeekdayName } from './support/customer.ts';
import { facilityInstantE2e, facilityTodayE2e } from './support/facility.ts';
import { TABLET, uniqueTag } from './support/families.ts';
import { ownerToken } from './support/people.ts';
import { parentAnswers } from './support/schedule.ts';
import { addCustomer, signInAsStaff, staffToken } from './support/staff.ts';

test.use({ viewport: TABLET });

const facilityToday = facilityTodayE2e();
const day = weekdayOf(facilityToday) ? facilityToday : addDays(mondayOf(facilityToday), 2);
const dayName = weekdayName(day) as WeekdayName;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Sets the browser's clock to `time` on the school day, on the facility's clock. */
async function at(page: Page, time: string): Promise<void> {
  await page.clock.setFixedTime(facilityInstantE2e(day, time));
}

/** Checks a child in or out at the dashboard's quick check-in, as the desk does. */
async function atTheDesk(page: Page, name: string, action: 'Check In' | 'Check Out') {
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(name);
  await page
    .getByRole('list', { name: 'Customers' })
    .getByRole('button', { name: `${action} ${name}` })
    .click();
  if (action === 'Check Out') await collectedWithoutName(page, name);
  const other = action === 'Check In' ? 'Check Out' : 'Check In';
  await expect(
    page.getByRole('list', { name: 'Customers' }).getByRole('button', { name: `${other} ${name}` }),
  ).toBeVisible();
}

/** The school day's cell of a child's card on the attendance grid. */
async function dayCell(page: Page, name: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(name);
  const cell = page
    .getByRole('article', { name })
    .getByRole('listitem', { name: new RegExp(`^${dayName} `) });
  await expect(cell).toBeVisible();
  return cell;
}

test('a departure corrected on the grid is the departure on the sign-in sheet', async ({
  page,
  request,
}) => {
  const ada = await addCustomer(request, 'Ada Sheet');
  await at(page, '07:47');
  await signInAsStaff(page, '/dashboard');
  await page.goto('/dashboard');
  await atTheDesk(page, ada.name, 'Check In');
  await at(page, '07:50');
  await atTheDesk(page, ada.name, 'Check Out');

  // The desk checked her out by mistake; she stayed for the party until 5:30 PM.
  await at(page, '18:00');
  await page.goto('/');
  const cell = await dayCell(page, ada.name);
  await cell.getByRole('button', { name: /^Edit( Times)?$/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Attendance Details' });
  await expect(edit.getByLabel('Departure Time')).toHaveValue('07:50');
  await edit.getByLabel('Departure Time').fill('17:30');
  await edit.getByLabel('Reason for Late Drop-off or Early Pick-up').fill('Stayed for the party');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(cell).toContainText('7:47 AM - 5:30 PM');
  await expect(cell).toContainText('Late');

  await page.goto(`/sign-in-sheet?date=${day}`);
  await expect(
    page.getByRole('heading', { name: `Sign-in sheet for ${formatDisplayDate(day)}` }),
  ).toBeVisible();
  const line = page.getByRole('row').filter({ hasText: ada.name });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('7:47 AM');
  await expect(line).toContainText('5:30 PM');
  await expect(line).not.toContainText('7:50 AM');
});

test('a child ticked present today is in on the dashboard and counted in her room', async ({
  page,
  request,
}) => {
  const owner = await ownerToken(request);
  const roomName = `Robins ${uniqueTag()}`;
  const made = await request.post('/api/rooms', {
    headers: auth(owner),
    data: {
      name: roomName,
      minAgeMonths: 0,
      maxAgeMonths: 60,
      childrenPerStaff: 4,
      maxChildren: 8,
    },
  });
  expect(made.status()).toBe(201);
  const room = (await made.json()) as { id: string };
  const bea = await addCustomer(request, 'Bea Tick');
  const moved = await request.patch(`/api/customers/${bea.id}`, {
    headers: auth(owner),
    data: { roomId: room.id },
  });
  expect(moved.ok(), await moved.text()).toBe(true);

  await at(page, '09:10');
  await signInAsStaff(page, '/');
  const cell = await dayCell(page, bea.name);
  await cell.getByRole('checkbox', { name: `Present on ${dayName}`, exact: true }).click();
  // Today's presence is a visit: the grid asks when she arrived.
  const dialog = arrivalDialog(page);
  await dialog.getByLabel('Arrival Time').fill('08:40');
  await dialog.getByRole('button', { name: 'Mark Present' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell).toContainText('8:40 AM - still here');

  await page.goto('/dashboard');
  const attendees = page.getByRole('list', { name: 'Current attendees' });
  await expect(attendees.getByRole('listitem').filter({ hasText: bea.name })).toContainText(
    'Checked in at 8:40 AM',
  );
  const roomCard = page
    .getByRole('list', { name: 'Rooms' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: roomName }) });
  await expect(roomCard).toContainText('1 child · 0 staff');
});

test('a child back for a second visit the same day shows both visits on the grid', async ({
  page,
  request,
}) => {
  const cy = await addCustomer(request, 'Cy Twice');
  await at(page, '07:47');
  await signInAsStaff(page, '/dashboard');
  await page.goto('/dashboard');
  await atTheDesk(page, cy.name, 'Check In');
  await at(page, '07:51');
  await atTheDesk(page, cy.name, 'Check Out');
  await at(page, '08:05');
  await atTheDesk(page, cy.name, 'Check In');

  await page.goto('/');
  const cell = await dayCell(page, cy.name);
  await expect(cell).toContainText('7:47 AM - 7:51 AM');
  await expect(cell).toContainText('8:05 AM - still here');
  await expect(cell).toContainText('In now');
  // Each visit is corrected on its own.
  await cell.getByRole('button', { name: /^Edit( Times)?$/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Attendance Details' });
  await expect(edit.getByRole('radio', { name: 'Visit 2: 8:05 AM - still here' })).toBeVisible();
});

test('an extra day staff approved shows on the schedule as an extra day', async ({
  page,
  request,
}) => {
  const nextMonday = addDays(mondayOf(facilityToday), 7);
  const wednesday = addDays(nextMonday, 2);
  const family: Family = await addFamily(request, 'Dee Extra', ['Monday', 'Tuesday', 'Friday']);
  await parentAnswers(
    family,
    'extra_day_request',
    { requestExtraDay: wednesday, extraDayReason: 'Work trip' },
    nextMonday,
  );
  const decided = await request.post('/api/confirmations/decision', {
    headers: auth(await staffToken(request)),
    data: { customerId: family.id, weekStart: nextMonday, decision: 'approved', message: '' },
  });
  expect(decided.ok(), await decided.text()).toBe(true);

  await signInAsStaff(page, `/schedule?week=${nextMonday}`);
  await page.goto(`/schedule?week=${nextMonday}`);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: family.name }) });
  const cells = row.getByRole('cell');
  // Monday to Friday: the default days, and Wednesday the approved extra day.
  await expect(cells.nth(2)).toContainText('Extra day (approved)');
  await expect(cells.nth(3)).toContainText('Not scheduled');
  await expect(cells.nth(0)).toContainText('Scheduled');
});

test('a day still in progress is charged nothing on the parent’s account', async ({
  page,
  request,
}) => {
  const staff = auth(await staffToken(request));
  const created = await request.post('/api/customers', {
    headers: staff,
    data: { name: `Eve Progress ${uniqueTag()}`, email: '', phone: '', hourlyRate: '12.50' },
  });
  expect(created.status()).toBe(201);
  const family = (await created.json()) as {
    id: string;
    familyId: string;
    login: { username: string; password: string };
  };
  const cash = await request.post('/api/payments', {
    headers: staff,
    data: { familyId: family.familyId, amount: '80.00', method: 'cash', receivedOn: facilityToday },
  });
  expect(cash.status()).toBe(201);
  const checkedIn = await request.post('/api/sessions/checkin', {
    headers: staff,
    data: { customerId: family.id },
  });
  expect(checkedIn.ok()).toBe(true);

  const parent = page.context().request;
  const login = await parent.post('/api/customer/login', {
    data: { username: family.login.username, password: family.login.password },
  });
  expect(login.ok()).toBe(true);
  const changed = await parent.post('/api/customer/change-password', {
    data: { newPassword: 'a-parent-password-9' },
  });
  expect(changed.ok()).toBe(true);
  await page.goto('/customer-schedule');
  await page.getByRole('link', { name: 'My Account' }).click();
  // The $80.00 paid is all credit: the day is charged when Eve goes home, never at an estimate.
  await expect(page.getByTestId('account-balance')).toHaveText('You have a credit of $80.00');
});
