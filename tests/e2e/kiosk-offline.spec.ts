/**
 * @module
 * The kiosk checks PINs while it is offline (decisions 029 and 065): it fetched its
 * roster when it opened, the network drops, a parent types their 6-digit PIN, taps their child
 * (the tablet checks the PIN against that child's collectors only) and signs the child out; the
 * kiosk keeps the sign-out, and when the network returns the staff tablet sees the child leave
 * without reloading, recorded once. Offline, a wrong PIN and the PIN of a person who must not
 * collect are refused alike, five pause the kiosk, and a PIN of 4 digits is told to wait for
 * the network.
 */
import { KIOSK_TOKEN_STORAGE_KEY } from '@cubby/shared/constants';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { openStaffDevice } from './support/devices.ts';
import { addFamilyByApi, TABLET, uniqueTag } from './support/families.ts';
import {
  barredContactWithPin,
  cachedRosterCount,
  freshPin,
  guardianWithPin,
  openKioskByApi,
  typeKioskPin,
} from './support/kiosk.ts';
import { staffToken } from './support/staff.ts';

const WRONG_PIN = 'That PIN did not match. Try again.';
const PAUSED =
  'This kiosk is paused for 5 minutes after too many wrong PINs. Please see the front desk.';
const SHORT_PIN =
  'While this kiosk is offline, only a PIN of 6 digits works. Please see the front desk.';

/** Offline: the PIN, then the child, as the kiosk asks for them. */
async function typePinForChild(page: Page, pin: string, childName: string): Promise<void> {
  await typeKioskPin(page, pin);
  await expect(page.getByRole('heading', { name: 'Tap your child' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Children' })
    .getByRole('button', { name: childName, exact: true })
    .click();
}

test.use({ viewport: TABLET });

/** Waits until the kiosk holds its roster: the bar then names the business as the roster does. */
async function waitForRoster(page: Page, request: APIRequestContext): Promise<void> {
  const token = await page.evaluate((key) => localStorage.getItem(key), KIOSK_TOKEN_STORAGE_KEY);
  const roster = await request.get('/api/kiosk/roster', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(roster.ok()).toBe(true);
  const { businessName } = (await roster.json()) as { businessName: string };
  await expect(page.getByRole('banner')).toContainText(businessName);
  // The bar shows the fetched roster at once; IndexedDB keeps it a moment later.
  await expect.poll(() => cachedRosterCount(page)).toBe(1);
}

/** How many times the audit log says the child was checked out. */
async function checkOutsRecorded(request: APIRequestContext, customerId: string): Promise<number> {
  const login = await request.post('/api/owner-login', {
    data: { username: E2E_ACCOUNTS.owner.username, password: E2E_ACCOUNTS.owner.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const audit = await request.get(`/api/audit?customerId=${customerId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(audit.ok()).toBe(true);
  const { entries } = (await audit.json()) as { entries: Array<{ action: string }> };
  return entries.filter((entry) => entry.action === 'attendance.checked-out').length;
}

test('a parent signs a child out while the kiosk is offline, and staff see it once the network returns', async ({
  page,
  browser,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Offline Pickup Child');
  const guardian = await guardianWithPin(request, family);
  const token = await staffToken(request);
  const checkedIn = await request.post('/api/sessions/checkin', {
    headers: { Authorization: `Bearer ${token}` },
    data: { customerId: family.child.id },
  });
  expect(checkedIn.ok()).toBe(true);
  const desk = await openStaffDevice(browser, '/dashboard');
  const present = desk.page.getByRole('list', { name: 'Current attendees' });
  const child = present.getByRole('link', { name: family.child.name, exact: true });
  await expect(child).toBeVisible();

  await openKioskByApi(page, request, token, `Porch ${uniqueTag()}`);
  await waitForRoster(page, request);
  await page.context().setOffline(true);

  await typePinForChild(page, guardian.pin, family.child.name);
  await expect(page.getByRole('heading', { name: `Hello, ${guardian.name}` })).toBeVisible();
  const tile = page
    .getByRole('list', { name: 'Your children' })
    .getByRole('button', { name: family.child.name });
  await expect(tile).toContainText('In');
  await tile.click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('button', { name: 'Skip signature' }).click();
  await expect(page.getByRole('heading', { name: /^Thank you/ })).toContainText(
    `${family.child.name} is signed out at`,
  );
  await expect(
    page.getByText('Saved on this tablet; it will be sent when the connection returns.'),
  ).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByText('1 waiting to send')).toBeVisible();
  await expect(child).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByText('1 waiting to send')).toBeHidden();
  await expect(child).toBeHidden();
  expect(await checkOutsRecorded(request, family.child.id)).toBe(1);
  await desk.context.close();
});

test('offline, a wrong PIN and the PIN of a person who must not collect are refused, five pause the kiosk, and 4 digits wait for the network', async ({
  page,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Offline Guarded Child');
  const guardian = await guardianWithPin(request, family);
  const barred = await barredContactWithPin(request, family);
  await openKioskByApi(page, request, await staffToken(request), `Gate ${uniqueTag()}`);
  await waitForRoster(page, request);
  await page.context().setOffline(true);

  const notice = page.getByRole('alert');
  // A PIN of 4 digits is not on the roster: it waits for the network, and counts for nothing.
  await typeKioskPin(page, '4815');
  await expect(notice).toHaveText(SHORT_PIN);
  await typePinForChild(page, barred.pin, family.child.name);
  await expect(notice).toHaveText(WRONG_PIN);
  for (let attempt = 2; attempt <= 5; attempt += 1) {
    await typePinForChild(page, freshPin(), family.child.name);
    await expect(notice).toHaveText(attempt < 5 ? WRONG_PIN : PAUSED);
  }
  // Paused, even the right PIN waits.
  await typeKioskPin(page, guardian.pin);
  await expect(notice).toHaveText(PAUSED);
  await expect(page.getByRole('heading', { name: /^Hello/ })).toHaveCount(0);
});
