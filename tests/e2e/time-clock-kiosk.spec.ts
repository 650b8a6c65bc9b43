/**
 * The time clock at the kiosk on a tablet (issue 19, decision 040): a staff member types their
 * own PIN at the front door, sees each room's ratio now on a big button (a room with a child and
 * no one on the floor out of ratio, in words), clocks in to it and is told so; the room is then in
 * ratio, and their own time clock shows them there.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { addFamilyByApi, TABLET } from './support/families.ts';
import {
  cachedRosterCount,
  freshPin,
  guardianWithPin,
  openKioskByApi,
  typeKioskPin,
} from './support/kiosk.ts';
import { addPersonByApi, chooseOwnPassword } from './support/people.ts';
import { staffToken } from './support/staff.ts';
import { addRooms, personToken, placeChild } from './time-clock-fixtures.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

test.use({ viewport: TABLET });

test('a staff PIN clocks a person in to a room at the kiosk', async ({ page, request }) => {
  const room = await addRooms(request);
  const person = await addPersonByApi(request, 'Omar', 'Haddad');
  const token = await personToken(request, person, await chooseOwnPassword(request, person));
  const pin = freshPin();
  const set = await request.put('/api/time-clock/pin', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pin },
  });
  expect(set.ok()).toBe(true);

  // A child checked in to Infants with no one on the floor: the room is out of ratio.
  await placeChild(request, room.family.child.id, room.ids.infants);
  const guardian = await guardianWithPin(request, room.family);
  const desk = await request.post('/api/kiosk/devices', {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
    data: { name: 'Side door' },
  });
  const { token: kioskToken } = (await desk.json()) as { token: string };
  const checkIn = await request.post('/api/kiosk/check-in', {
    headers: { Authorization: `Bearer ${kioskToken}` },
    data: { pin: guardian.pin, customerIds: [room.family.child.id] },
  });
  expect(checkIn.ok()).toBe(true);

  await openKioskByApi(page, request, await staffToken(request), 'Front door time clock');
  await typeKioskPin(page, pin);
  await expect(page.getByRole('heading', { name: `Hello, ${person.name}` })).toBeVisible();
  await expect(page.getByText('Clocked out', { exact: true })).toBeVisible();
  const rooms = page.getByRole('list', { name: 'Rooms' });
  const infants = rooms.getByRole('button', { name: new RegExp(`^${room.infants}`) });
  await expect(infants).toContainText('1 child · 0 staff · needs 1');
  await expect(infants).toContainText('Out of ratio');
  const toddlers = rooms.getByRole('button', { name: new RegExp(`^${room.toddlers}`) });
  await expect(toddlers).toContainText('0 children · 0 staff · needs 0');
  await expect(toddlers).not.toContainText('Out of ratio');
  await expect(page.getByRole('button', { name: 'Clock out' })).toBeDisabled();
  await expectAccessible(page, 'the kiosk time clock');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'issue-19-kiosk-staff.png') });

  await infants.click();
  await expect(
    page.getByRole('heading', { name: `${person.name}, you are clocked in to ${room.infants}.` }),
  ).toBeVisible();
  const me = await request.get('/api/time-clock/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await me.json()) as { state: unknown }).state).toMatchObject({
    status: 'working',
    roomId: room.ids.infants,
  });

  await page.getByRole('button', { name: 'Done' }).click();
  await typeKioskPin(page, pin);
  await expect(page.getByText(new RegExp(`^Clocked in to ${room.infants} since`))).toBeVisible();
  const here = rooms.getByRole('button', {
    name: new RegExp(`${room.infants} \\(you are here\\)`),
  });
  await expect(here).toContainText('1 child · 1 staff · needs 1');
  await expect(here).not.toContainText('Out of ratio');
  await page.getByRole('button', { name: 'Clock out' }).click();
  await expect(
    page.getByRole('heading', { name: `${person.name}, you are clocked out. Goodbye!` }),
  ).toBeVisible();
});

test('offline, a staff PIN is told the time clock needs the network and never pauses the kiosk', async ({
  page,
  request,
}) => {
  const person = await addPersonByApi(request, 'Nia', 'Okafor');
  const token = await personToken(request, person, await chooseOwnPassword(request, person));
  const pin = freshPin();
  const set = await request.put('/api/time-clock/pin', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pin },
  });
  expect(set.ok()).toBe(true);
  // A family on the roster, so the offline kiosk has children to ask about.
  const family = await addFamilyByApi(request, 'Roster Child');
  await guardianWithPin(request, family);
  await openKioskByApi(page, request, await staffToken(request), 'Offline time clock');
  // The roster is kept in IndexedDB once the kiosk is idle after showing its pad.
  await expect.poll(() => cachedRosterCount(page)).toBe(1);
  await page.context().setOffline(true);

  // Staff PINs are not on the roster (decision 065): the kiosk asks for a child and says, under
  // the children, where staff clock in; Cancel goes back and counts nothing.
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    await typeKioskPin(page, pin);
    await expect(page.getByRole('heading', { name: 'Tap your child' })).toBeVisible();
    await expect(
      page.getByText('The time clock needs the network: clock in on a staff tablet.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
  }
  // Six staff PINs counted nothing: a wrong PIN is the first of five, not a pause.
  await typeKioskPin(page, freshPin());
  await page
    .getByRole('list', { name: 'Children' })
    .getByRole('button', { name: family.child.name, exact: true })
    .click();
  await expect(page.getByRole('alert')).toHaveText('That PIN did not match. Try again.');
});
