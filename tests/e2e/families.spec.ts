/**
 * Families (DESIGN section 7, "People"), as staff use them on a tablet at the door: a child's
 * allergies reach every staff device live and offline, siblings join the family and the day,
 * contacts' numbers can be called with no network, a person who must not collect is shown as
 * such, a parent who forgot their password gets a new first one, and the family list finds a
 * family by a guardian's name.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { signInParent, submitLogin } from './support/customer.ts';
import {
  attendanceCard,
  checkInRow,
  type Device,
  openStaffDevice,
  waitForServiceWorker,
} from './support/devices.ts';
import {
  addContactByApi,
  addFamilyByApi,
  addSiblingByApi,
  familyChild,
  familyContact,
  openFamilyPage,
  TABLET,
  uniqueTag,
  updateChildByApi,
} from './support/families.ts';
import { screenshotWholeScreen } from './support/layout.ts';
import { NEEDS_CONNECTION } from './support/messages.ts';
import { signInAsStaff } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

declare global {
  interface Window {
    welcomeSheetPrints: number;
  }
}

test.use({ viewport: TABLET });

const devices: Device[] = [];

test.afterEach(async () => {
  for (const device of devices.splice(0)) await device.context.close();
});

async function openTablet(browser: Parameters<typeof openStaffDevice>[0], path: string) {
  const device = await openStaffDevice(browser, path);
  await device.page.setViewportSize(TABLET);
  devices.push(device);
  return device;
}

test("an allergy entered on the family page shows on another tablet's dashboard live, and offline after a reload", async ({
  browser,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Allergic Child');
  const office = await openTablet(browser, `/families/${family.familyId}`);
  const door = await openTablet(browser, '/dashboard');
  await expect(familyChild(office.page, family.child.name)).toBeVisible();
  const row = await checkInRow(door.page, family.child.name);
  await expect(row.getByRole('button', { name: /^Allergies/ })).toHaveCount(0);

  await familyChild(office.page, family.child.name)
    .getByRole('button', { name: `Edit profile: ${family.child.name}` })
    .click();
  const dialog = office.page.getByRole('dialog');
  await dialog.getByLabel('Allergies').fill('Peanuts and tree nuts');
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(dialog).toBeHidden();
  await expect(familyChild(office.page, family.child.name)).toContainText('Peanuts and tree nuts');

  const allergies = row.getByRole('button', { name: 'Allergies: Peanuts and tree nuts' });
  await expect(allergies).toBeVisible();

  await waitForServiceWorker(door.page);
  await door.context.setOffline(true);
  await door.page.reload();
  const offlineRow = await checkInRow(door.page, family.child.name);
  await offlineRow.getByRole('button', { name: 'Allergies: Peanuts and tree nuts' }).click();
  await expect(door.page.getByRole('dialog')).toContainText('Peanuts and tree nuts');
});

test('a sibling added on the family page joins the family and the attendance grid, and can be checked in', async ({
  page,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Older Sibling');
  await signInAsStaff(page);
  await openFamilyPage(page, family);

  await page.getByRole('button', { name: 'Add a Sibling' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add Sibling' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  const sibling = `Younger Sibling ${uniqueTag()}`;
  await dialog.getByLabel('Name').fill(sibling);
  await dialog.getByRole('button', { name: 'Add Sibling' }).click();
  await expect(dialog).toBeHidden();
  await expect(familyChild(page, sibling)).toBeVisible();
  await expect(familyChild(page, family.child.name)).toBeVisible();

  await page.goto('/');
  await expect(attendanceCard(page, sibling)).toBeVisible();
  await page.goto('/dashboard');
  const row = await checkInRow(page, sibling);
  await row.getByRole('button', { name: 'Check In' }).click();
  await expect(row.getByText('Checked In', { exact: true })).toBeVisible();
  // The sibling's name leads back to the same family.
  await row.getByRole('link', { name: sibling }).click();
  await expect(familyChild(page, family.child.name)).toBeVisible();
});

test('a contact added with a phone number has a Call link that still works with the network off', async ({
  browser,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Called Child');
  const tablet = await openTablet(browser, `/families/${family.familyId}`);
  const { page } = tablet;
  await expect(familyChild(page, family.child.name)).toBeVisible();

  await page.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone').fill('call me');
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText(/^Phone must be a number/)).toBeVisible();

  const neighbour = `Nadia Neighbour ${uniqueTag()}`;
  await dialog.getByLabel('Name').fill(neighbour);
  await dialog.getByLabel('Relationship').fill('Neighbour');
  await dialog.getByLabel('Phone').fill('+1 (555) 010-0142');
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(dialog.getByText('Choose at least one role')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Emergency contact' }).check();
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(dialog).toBeHidden();

  const call = familyContact(page, neighbour).getByRole('link', { name: 'Call +1 (555) 010-0142' });
  await expect(call).toHaveAttribute('href', 'tel:+15550100142');

  await waitForServiceWorker(page);
  await tablet.context.setOffline(true);
  await page.reload();
  await expect(
    familyContact(page, neighbour).getByRole('link', { name: 'Call +1 (555) 010-0142' }),
  ).toHaveAttribute('href', 'tel:+15550100142');
  await expect(page.getByText(NEEDS_CONNECTION)).toBeVisible();
  await expect(
    familyContact(page, neighbour).getByRole('button', { name: `Edit contact: ${neighbour}` }),
  ).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add Contact' })).toBeDisabled();

  await tablet.context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Add Contact' })).toBeEnabled();
  await expect(page.getByText(NEEDS_CONNECTION)).toBeHidden();
});

test('a person who must not collect is shown as such, apart from those who may', async ({
  page,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Protected Child');
  await updateChildByApi(request, family, {
    birthDate: '2023-04-12',
    allergies: 'Peanuts',
    medicalNotes: 'Inhaler in the blue bag',
  });
  const sibling = await addSiblingByApi(request, family, 'Little Sibling');
  const guardian = `Maria Guardian ${uniqueTag()}`;
  await addContactByApi(request, family, {
    name: guardian,
    relationship: 'Mother',
    phone: '555-0100',
    email: 'maria@example.com',
    roles: ['guardian', 'emergency', 'pickup'],
    portalLogin: true,
  });
  await signInAsStaff(page);
  await openFamilyPage(page, family);

  const stranger = `Sam Stranger ${uniqueTag()}`;
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(stranger);
  await dialog.getByRole('checkbox', { name: 'May collect (pick-up)' }).check();
  await dialog.getByRole('checkbox', { name: 'Must not collect the children' }).check();
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(
    dialog.getByText('A person who must not collect cannot also be an authorised pick-up'),
  ).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'May collect (pick-up)' }).uncheck();
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(dialog).toBeHidden();

  const refused = page.getByRole('list', { name: 'Must not collect' });
  await expect(familyContact(page, stranger)).toContainText('MUST NOT COLLECT');
  await expect(refused.getByRole('article', { name: stranger })).toContainText(
    `Do not release any child to ${stranger}`,
  );
  await expect(page.getByRole('list', { name: 'Guardians' })).toContainText(guardian);
  await expect(page.getByRole('list', { name: 'Guardians' })).not.toContainText(stranger);
  await expect(familyContact(page, guardian)).not.toContainText('MUST NOT COLLECT');

  await expect(familyChild(page, sibling)).toBeVisible();
  await expectAccessible(page, 'the family page');
  await page.mouse.move(0, 0);
  await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'issue-15-family-page-tablet.png'));
});

test("staff correct a contact's number, hear the server's refusal in its words, and remove a contact", async ({
  page,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Corrected Child');
  const aunt = `Alma Aunt ${uniqueTag()}`;
  await addContactByApi(request, family, { name: aunt, phone: '555-0150', roles: ['emergency'] });
  await signInAsStaff(page);
  await openFamilyPage(page, family);
  const guardian = `Parent of ${family.child.name}`;

  await familyContact(page, guardian)
    .getByRole('button', { name: `Edit contact: ${guardian}` })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone').fill('555-0163');
  await dialog.getByRole('button', { name: 'Save Contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    familyContact(page, guardian).getByRole('link', { name: 'Call 555-0163' }),
  ).toHaveAttribute('href', 'tel:5550163');

  // This guardian signs in to the portal: the server refuses to make them anything else.
  await familyContact(page, guardian)
    .getByRole('button', { name: `Edit contact: ${guardian}` })
    .click();
  await dialog.getByRole('checkbox', { name: 'Guardian' }).uncheck();
  await dialog.getByRole('button', { name: 'Save Contact' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This person signs in to the parent portal, so they stay a guardian; remove their contact to end their login',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('list', { name: 'Guardians' })).toContainText(guardian);

  await familyContact(page, aunt)
    .getByRole('button', { name: `Remove contact: ${aunt}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(familyContact(page, aunt)).toHaveCount(0);
});

test('a pick-up person a parent proposed may not collect until staff approve them', async ({
  page,
  browser,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Collected Child');
  const phone = await browser.newContext();
  await signInParent(phone, family);
  const grandpa = `Gus Grandpa ${uniqueTag()}`;
  const proposed = await phone.request.post('/api/customer/pickup-requests', {
    data: { name: grandpa, relationship: 'Grandfather', phone: '555-0177' },
  });
  expect(proposed.status()).toBe(201);
  await phone.close();

  await signInAsStaff(page);
  await page.goto('/families');
  await page.getByRole('searchbox').fill(family.child.name);
  const row = page.getByRole('list', { name: 'Families' }).getByRole('listitem');
  await expect(row).toContainText('1 pick-up to approve');
  await row.getByRole('link').click();

  const card = familyContact(page, grandpa);
  await expect(card).toContainText('may not collect until staff approve');
  await card.getByRole('button', { name: `Approve ${grandpa} to collect` }).click();
  await expect(card).not.toContainText('may not collect until staff approve');
  await expect(page.getByRole('list', { name: 'May collect' })).toContainText(grandpa);
});

test('a parent login reset shows a new first password once, and it signs in at /customer-login', async ({
  page,
  browser,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Forgetful Child');
  const { username } = family;
  // The parent chose their own password, then forgot it.
  const parentPhone = await browser.newContext();
  const forgotten = await signInParent(parentPhone, family);
  await parentPhone.close();
  // A real print dialog would block the test: count the calls instead.
  await page.addInitScript(() => {
    window.welcomeSheetPrints = 0;
    window.print = () => {
      window.welcomeSheetPrints += 1;
    };
  });
  await signInAsStaff(page);
  await openFamilyPage(page, family);
  const familyName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  const reset = page.getByRole('button', { name: `Reset to a new first password: ${username}` });
  await reset.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  const shown = dialog.getByLabel('First password');
  await expect(shown).not.toHaveValue('');
  const password = await shown.inputValue();
  await expect(dialog.getByLabel('Username')).toHaveValue(username);
  await dialog.getByRole('button', { name: 'Print welcome sheet' }).click();
  await expect.poll(() => page.evaluate(() => window.welcomeSheetPrints)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('welcome-sheet');
  await expect(sheet).toBeVisible();
  for (const line of [
    'Little Acorns Day Care',
    familyName,
    username,
    password,
    `${new URL(page.url()).origin}/customer-login`,
    'choose your own password',
    'kiosk PIN',
  ]) {
    await expect(sheet).toContainText(line);
  }
  await page.emulateMedia({ media: 'screen' });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Shown once: opening the dialog again asks before making another.
  await reset.click();
  await expect(dialog.getByLabel('First password')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const forgottenSignIn = await request.post('/api/customer/login', {
    data: { username, password: forgotten },
  });
  expect(forgottenSignIn.status()).toBe(401);
  const phone = await browser.newContext();
  const parent = await phone.newPage();
  await parent.goto('/customer-login');
  await submitLogin(parent, username, password);
  // A first password opens nothing but the choice of the parent's own.
  await expect(parent).toHaveURL(/\/customer-password-change$/);
  await phone.close();
});

test("the family list finds a family by a guardian's name, whatever the case and accents", async ({
  page,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Listed Child');
  const tag = uniqueTag();
  await addContactByApi(request, family, {
    name: `Lucía Quiñones ${tag}`,
    roles: ['guardian'],
  });
  await signInAsStaff(page);
  await page.getByRole('link', { name: /^Families/ }).click();
  await expect(page).toHaveURL(/\/families$/);

  await expectAccessible(page, 'the family list');
  await page.getByRole('searchbox').fill(`LUCIA QUINONES ${tag}`);
  const found = page.getByRole('list', { name: 'Families' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(family.child.name);
  await page.getByRole('searchbox').fill(`Nobody ${tag}`);
  await expect(page.getByText('No family has a child or a guardian of that name.')).toBeVisible();

  await page.getByRole('searchbox').fill(tag);
  await found.getByRole('link').click();
  await expect(familyChild(page, family.child.name)).toBeVisible();
});
