/**
 * The time clock at the kiosk on a tablet (issue 19, decision 040): a staff member types their
 * own PIN at the front door, sees each room's ratio now on a big button, clocks in to a room and
 * is told so; their own time clock then shows them in that room.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { TABLET } from './support/families.ts';
import { freshPin, openKioskByApi, typeKioskPin } from './support/kiosk.ts';
import { addPersonByApi, chooseOwnPassword } from './support/people.ts';
import { staffToken } from './support/staff.ts';
import { addRooms, personToken } from './time-clock-fixtures.ts';

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

  await openKioskByApi(page, request, await staffToken(request), 'Front door time clock');
  await typeKioskPin(page, pin);
  await expect(page.getByRole('heading', { name: `Hello, ${person.name}` })).toBeVisible();
  await expect(page.getByText('Clocked out', { exact: true })).toBeVisible();
  const rooms = page.getByRole('list', { name: 'Rooms' });
  const infants = rooms.getByRole('button', { name: new RegExp(`^${room.infants}`) });
  await expect(infants).toContainText('0 children · 0 staff · needs 0');
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
  await expect(
    rooms.getByRole('button', { name: new RegExp(`${room.infants} \\(you are here\\)`) }),
  ).toContainText('1 staff');
  await page.getByRole('button', { name: 'Clock out' }).click();
  await expect(
    page.getByRole('heading', { name: `${person.name}, you are clocked out. Goodbye!` }),
  ).toBeVisible();
});
