/**
 * @module
 * The kiosk at the door on a tablet (issue 17, DESIGN section 7 "Kiosk"): staff make this tablet
 * the kiosk, a parent's PIN shows their children with allergies, the parent signs both in with a
 * signature and a staff tablet sees them arrive without reloading, one is signed out later. A
 * note staff leave on the family page shows at the kiosk. A sign-in made offline is sent on
 * reconnect. Wrong PINs are refused in plain words and pause the kiosk, a person who must not
 * collect is sent to the front desk, a revoked kiosk says so, and leaving kiosk mode takes a
 * staff password and never loses a sign-in not yet sent in silence.
 */
import path from 'node:path';
import { KIOSK_TOKEN_STORAGE_KEY } from '@cubby/shared/constants';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { openStaffDevice } from './support/devices.ts';
import {
  addFamilyByApi,
  addSiblingByApi,
  TABLET,
  type TestFamily,
  uniqueTag,
  updateChildByApi,
} from './support/families.ts';
import {
  barredContactWithPin,
  drawSignature,
  freshPin,
  guardianWithPin,
  openKioskByApi,
  typeKioskPin,
} from './support/kiosk.ts';
import { signInAsStaff, staffToken } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const WRONG_PIN = 'That PIN did not match. Try again.';

test.use({ viewport: TABLET });

/** A child's toggle on the Hello screen. */
function childTile(page: Page, name: string) {
  return page.getByRole('list', { name: 'Your children' }).getByRole('button', { name });
}

/**
 * Opens a kiosk named `kioskName` and has the guardian of `family` choose to sign its child in,
 * which leaves the kiosk on the signature step.
 */
async function startSignIn(
  page: Page,
  request: APIRequestContext,
  family: TestFamily,
  kioskName: string,
): Promise<void> {
  const guardian = await guardianWithPin(request, family);
  await openKioskByApi(page, request, await staffToken(request), kioskName);
  await typeKioskPin(page, guardian.pin);
  await childTile(page, family.child.name).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Opens a staff tablet on the dashboard, then has a kiosk named `kioskName` sign a new family's
 * child in while the network is down: the kiosk goes offline on the signature step and the
 * parent skips the signature. Answers the family, the staff tablet and its list of who is in.
 */
async function signInWhileOffline(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  childName: string,
  kioskName: string,
) {
  const family = await addFamilyByApi(request, childName);
  const desk = await openStaffDevice(browser, '/dashboard');
  const present = desk.page.getByRole('list', { name: 'Current attendees' });
  await startSignIn(page, request, family, kioskName);
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Skip signature' }).click();
  return { family, desk, present };
}

/** Opens the Staff dialog and leaves kiosk mode with the staff password; answers the dialog. */
async function leaveKioskMode(page: Page) {
  await page.getByRole('button', { name: 'Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave kiosk mode' });
  await dialog.getByLabel('Username').fill(E2E_ACCOUNTS.staff.username);
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_ACCOUNTS.staff.password);
  await dialog.getByRole('button', { name: 'Leave kiosk mode' }).click();
  return dialog;
}

test('a tablet that is not a kiosk says how staff make it one', async ({ page }) => {
  await page.goto('/kiosk');
  await expect(page.getByRole('heading', { name: 'This tablet is not a kiosk yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kiosks' })).toHaveAttribute('href', '/kiosks');
});

test('a parent signs two children in with a signature, staff see them arrive live, one is signed out later', async ({
  page,
  browser,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Kiosk Child');
  await updateChildByApi(request, family, { allergies: 'Peanuts' });
  const sibling = await addSiblingByApi(request, family, 'Kiosk Sibling');
  const guardian = await guardianWithPin(request, family);
  const desk = await openStaffDevice(browser, '/dashboard');
  const present = desk.page.getByRole('list', { name: 'Current attendees' });

  // Staff add the kiosk on this tablet and make it the kiosk.
  await signInAsStaff(page);
  await page.goto('/kiosks');
  await page.getByRole('button', { name: 'Add a kiosk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a kiosk' });
  await dialog.getByLabel('Name of the tablet').fill(`Front door ${uniqueTag()}`);
  await dialog.getByRole('button', { name: 'Add Kiosk' }).click();
  await dialog.getByRole('button', { name: 'Use this tablet as the kiosk' }).click();
  await expect(page).toHaveURL(/\/kiosk$/);
  await expect(page.getByRole('heading', { name: 'Type your PIN' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Staff' })).toBeVisible();
  await expectAccessible(page, 'the kiosk’s PIN pad');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'issue-17-kiosk-pin.png') });

  await typeKioskPin(page, freshPin());
  await expect(page.getByRole('alert').filter({ hasText: WRONG_PIN })).toBeVisible();
  await expect(page.getByText('4 to 6 digits')).toBeVisible();

  // The keyboard works as well as the pad.
  await page.keyboard.type(guardian.pin);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Hello, ${guardian.name}` })).toBeVisible();
  const child = childTile(page, family.child.name);
  const other = childTile(page, sibling);
  await expect(child).toContainText('Not in');
  await expect(child).toContainText('Allergies: Peanuts');
  await expect(other).toContainText('Not in');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  await child.click();
  await other.click();
  await expect(child).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toHaveCount(0);
  await expectAccessible(page, 'the kiosk’s Hello screen');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'issue-17-kiosk-hello.png') });

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await drawSignature(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const firstName = guardian.name.split(' ')[0];
  const done = page.getByRole('heading', { name: new RegExp(`^Thank you, ${firstName}\\.`) });
  await expect(done).toContainText(/are signed in at \d{1,2}:\d\d [AP]M\./);
  await expectAccessible(page, 'the kiosk’s done screen');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'issue-17-kiosk-done.png') });

  // The staff tablet at the desk sees both arrive, without reloading.
  await expect(present.getByRole('link', { name: family.child.name, exact: true })).toBeVisible();
  await expect(present.getByRole('link', { name: sibling, exact: true })).toBeVisible();

  // The done screen returns to the PIN pad by itself.
  await expect(page.getByRole('heading', { name: 'Type your PIN' })).toBeVisible({
    timeout: 8_000,
  });

  // Later, the sibling is signed out: only Sign out is offered for a child who is in.
  await typeKioskPin(page, guardian.pin);
  await expect(other).toContainText('In');
  await other.click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('button', { name: 'Skip signature' }).click();
  await expect(page.getByRole('heading', { name: /^Thank you/ })).toContainText(
    `${sibling} is signed out at`,
  );
  await expect(present.getByRole('link', { name: sibling, exact: true })).toBeHidden();
  await expect(present.getByRole('link', { name: family.child.name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Type your PIN' })).toBeVisible();
  await desk.context.close();
});

test('staff leave a family a note on the family page, and the parent sees it at the kiosk', async ({
  page,
  browser,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Noted Child');
  const guardian = await guardianWithPin(request, family);
  const note = 'Please see the front desk about the new forms';

  // Staff write the note on the family page.
  const desk = await openStaffDevice(browser, `/families/${family.familyId}`);
  const section = desk.page.getByRole('region', { name: 'Kiosk note' });
  await expect(section).toContainText('No note');
  await section.getByRole('button', { name: 'Edit Kiosk Note' }).click();
  const dialog = desk.page.getByRole('dialog', { name: /^Kiosk note/ });
  await dialog.getByLabel('Kiosk note').fill('x'.repeat(201));
  await dialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(dialog).toContainText('at most 200 characters');
  await dialog.getByLabel('Kiosk note').fill(note);
  await dialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(dialog).toBeHidden();
  await expect(section).toContainText(note);
  await expectAccessible(desk.page, 'the family page with a kiosk note');

  // The parent types their PIN at the kiosk and reads it above their children.
  await openKioskByApi(page, request, await staffToken(request), `Lobby ${uniqueTag()}`);
  await typeKioskPin(page, guardian.pin);
  await expect(page.getByRole('heading', { name: `Hello, ${guardian.name}` })).toBeVisible();
  const shown = page.getByRole('region', { name: 'A note from the staff' });
  await expect(shown).toContainText(note);
  await expect(childTile(page, family.child.name)).toBeVisible();
  await expectAccessible(page, 'the kiosk’s Hello screen with a note');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'issue-17-kiosk-note.png') });

  // Cleared on the family page, the kiosk shows it no more.
  await section.getByRole('button', { name: 'Edit Kiosk Note' }).click();
  await dialog.getByRole('button', { name: 'Clear Note' }).click();
  await expect(section).toContainText('No note');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await typeKioskPin(page, guardian.pin);
  await expect(page.getByRole('heading', { name: `Hello, ${guardian.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'A note from the staff' })).toHaveCount(0);
  await desk.context.close();
});

test('a kiosk that loses the network while confirming keeps the sign-in and sends it when the network returns', async ({
  page,
  browser,
  request,
}) => {
  const { family, desk, present } = await signInWhileOffline(
    page,
    browser,
    request,
    'Offline Kiosk Child',
    `Porch ${uniqueTag()}`,
  );
  await expect(page.getByRole('heading', { name: /^Thank you/ })).toContainText(
    `${family.child.name} is signed in at`,
  );
  await expect(
    page.getByText('Saved on this tablet; it will be sent when the connection returns.'),
  ).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByText('1 waiting to send')).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByText('1 waiting to send')).toBeHidden();
  await expect(present.getByRole('link', { name: family.child.name, exact: true })).toHaveCount(1);
  await desk.context.close();
});

test('five wrong PINs in a row pause the kiosk, and it says for how long', async ({
  page,
  request,
}) => {
  await openKioskByApi(page, request, await staffToken(request), `Side door ${uniqueTag()}`);
  const paused =
    'This kiosk is paused for 5 minutes after too many wrong PINs. Please see the front desk.';
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    await typeKioskPin(page, freshPin());
    const notice = page.getByRole('alert');
    await expect(notice).toHaveText(attempt <= 5 ? WRONG_PIN : paused);
  }
});

test('a person who must not collect is refused with the server’s message', async ({
  page,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Guarded Child');
  const barred = await barredContactWithPin(request, family);
  await openKioskByApi(page, request, await staffToken(request), `Gate ${uniqueTag()}`);
  await typeKioskPin(page, barred.pin);
  await expect(page.getByRole('alert')).toHaveText('Please see the front desk');
  await expect(page.getByRole('heading', { name: /^Hello/ })).toHaveCount(0);
});

test('a kiosk staff revoked says so and forgets its key', async ({ page, request }) => {
  const token = await staffToken(request);
  const { deviceId } = await openKioskByApi(page, request, token, `Back door ${uniqueTag()}`);
  const revoked = await request.delete(`/api/kiosk/devices/${deviceId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);
  await typeKioskPin(page, freshPin());
  await expect(page.getByRole('heading', { name: 'This tablet is not a kiosk yet' })).toBeVisible();
  await expect(
    page.getByText('This kiosk was switched off by staff. Ask staff to set it up again.'),
  ).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), KIOSK_TOKEN_STORAGE_KEY)).toBe(
    null,
  );
});

test('leaving kiosk mode takes a staff password: a wrong one is refused', async ({
  page,
  request,
}) => {
  await openKioskByApi(page, request, await staffToken(request), `Hall ${uniqueTag()}`);
  await page.getByRole('button', { name: 'Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave kiosk mode' });
  await dialog.getByLabel('Username').fill(E2E_ACCOUNTS.staff.username);
  await dialog.getByLabel('Password', { exact: true }).fill('not the password');
  await dialog.getByRole('button', { name: 'Leave kiosk mode' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), KIOSK_TOKEN_STORAGE_KEY),
  ).not.toBeNull();

  await dialog.getByLabel('Password', { exact: true }).fill(E2E_ACCOUNTS.staff.password);
  await dialog.getByRole('button', { name: 'Leave kiosk mode' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Quick Check-in/Check-out' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), KIOSK_TOKEN_STORAGE_KEY)).toBe(
    null,
  );
});

test('leaving kiosk mode with a sign-in not yet sent warns, and staying sends it when the network returns', async ({
  page,
  browser,
  request,
}) => {
  const { family, desk, present } = await signInWhileOffline(
    page,
    browser,
    request,
    'Unsent Kiosk Child',
    `Lobby ${uniqueTag()}`,
  );
  await expect(page.getByText('1 waiting to send')).toBeVisible();

  await page.getByRole('button', { name: 'Staff' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave kiosk mode' })).toContainText(
    '1 sign-in or sign-out has not reached the server yet.',
  );
  await page.keyboard.press('Escape');
  const dialog = await leaveKioskMode(page);
  await expect(dialog.getByRole('list', { name: 'Not sent yet' })).toContainText(
    `${family.child.name}: sign-in at`,
  );
  await expect(dialog.getByRole('button', { name: 'Leave and discard 1 sign-in' })).toBeVisible();
  const stay = dialog.getByRole('button', { name: 'Stay in kiosk mode' });
  await expect(stay).toBeFocused();
  await stay.click();
  await expect(dialog).toBeHidden();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), KIOSK_TOKEN_STORAGE_KEY),
  ).not.toBeNull();

  await page.context().setOffline(false);
  await expect(page.getByText('1 waiting to send')).toBeHidden();
  await expect(present.getByRole('link', { name: family.child.name, exact: true })).toHaveCount(1);
  await desk.context.close();
});

test('leaving kiosk mode with a sign-in that cannot be sent names it and discards it only when staff choose to', async ({
  page,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Discarded Kiosk Child');
  await startSignIn(page, request, family, `Annex ${uniqueTag()}`);
  // The server is up for staff but the kiosk's sign-ins do not get through.
  await page.route('**/api/kiosk/check-in', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Skip signature' }).click();
  await expect(page.getByText('1 waiting to send')).toBeVisible();

  const dialog = await leaveKioskMode(page);
  await expect(dialog.getByRole('list', { name: 'Not sent yet' })).toContainText(
    `${family.child.name}: sign-in at`,
  );
  await dialog.getByRole('button', { name: 'Leave and discard 1 sign-in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const waiting = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('cubby-kiosk');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result
            .transaction('queued-visits')
            .objectStore('queued-visits')
            .count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(waiting).toBe(0);
});
