/**
 * @module
 * Getting ready for the kiosk at the door (DESIGN section 7, "Kiosk"): a parent sets their PIN on
 * the phone, staff set a temporary one for a contact on a tablet, and staff add a kiosk on the
 * Kiosks screen and revoke it. Trivial PINs are refused with the shared rules' reason and a PIN
 * someone else holds with the server's; parents reach none of the staff's side.
 */
import { randomInt } from 'node:crypto';
import { PIN_REPEATED_MESSAGE, PIN_RUN_MESSAGE, pinProblem } from '@cubby/shared/pin-rules';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { addFamily, signInParent } from './support/customer.ts';
import {
  addContactByApi,
  addFamilyByApi,
  familyContact,
  openFamilyPage,
  TABLET,
  type TestFamily,
  uniqueTag,
} from './support/families.ts';
import { PHONE } from './support/family.ts';
import { signInAsStaff } from './support/staff.ts';

const PINS_DIFFER = 'The two PINs are not the same; type the PIN again';
const PIN_TAKEN = 'That PIN is taken; choose another';

/** A PIN no other test holds: six random digits the rules accept. */
function freshPin(): string {
  for (;;) {
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (pinProblem(pin) === null) return pin;
  }
}

/** The toast with this title, in the toast area. */
function toastWith(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}

/** Sees a toast and closes it, so it never lies over the next button the test taps. */
async function seeToast(page: Page, title: string, description: string): Promise<void> {
  const toast = toastWith(page, title);
  await expect(toast).toContainText(description);
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
}

/** Types a PIN and the same again (or `confirm`) into a PIN form. */
async function typePin(form: Locator, label: string, pin: string, confirm = pin): Promise<void> {
  await form.getByLabel(label, { exact: true }).fill(pin);
  await form.getByLabel('Type the PIN again', { exact: true }).fill(confirm);
}

/** The guardian POST /api/customers made with the family, as GET /api/families/{id} lists it. */
async function guardianOf(
  request: Parameters<typeof addFamilyByApi>[0],
  family: TestFamily,
): Promise<{ id: string; name: string }> {
  const response = await request.get(`/api/families/${family.familyId}`, {
    headers: { Authorization: `Bearer ${family.token}` },
  });
  expect(response.ok()).toBe(true);
  const { contacts } = (await response.json()) as {
    contacts: Array<{ id: string; name: string; roles: string[] }>;
  };
  const guardian = contacts.find((contact) => contact.roles.includes('guardian'));
  if (!guardian) throw new Error('the new family has no guardian');
  return guardian;
}

test.describe('on the parent’s phone', () => {
  test.use(PHONE);

  test('a parent sets a kiosk PIN: a trivial one is refused with the reason, a good one is saved', async ({
    page,
    request,
  }) => {
    const family = await addFamily(request, 'Pin Parent', ['Monday']);
    await signInParent(page.context(), family);
    await page.goto('/customer-details');
    await expect(page.getByRole('heading', { level: 1, name: 'My Details' })).toBeVisible();

    const card = page.getByRole('region', { name: 'Kiosk PIN' });
    await expect(card).toContainText(
      'Sign your children in and out at the front-door tablet with a PIN of your own.',
    );
    const pin = card.getByLabel('Kiosk PIN', { exact: true });
    // A number pad, masked, and nothing a browser would offer to fill in or remember.
    await expect(pin).toHaveAttribute('type', 'password');
    await expect(pin).toHaveAttribute('inputmode', 'numeric');
    await expect(pin).toHaveAttribute('autocomplete', 'off');
    await expect(pin).toHaveValue('');

    const save = card.getByRole('button', { name: 'Save Kiosk PIN' });
    await typePin(card, 'Kiosk PIN', '1234');
    await save.click();
    await expect(card.getByText(PIN_RUN_MESSAGE)).toBeVisible();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    // The server refuses it with the same reason, should anything skip the form's check.
    const asParent = page.context().request;
    const refused = await asParent.put('/api/customer/pin', { data: { pin: '1234' } });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(PIN_RUN_MESSAGE);

    const own = freshPin();
    await typePin(card, 'Kiosk PIN', own, `${own.slice(0, -1)}${(Number(own.at(-1)) + 1) % 10}`);
    await save.click();
    await expect(card.getByText(PINS_DIFFER)).toBeVisible();

    await typePin(card, 'Kiosk PIN', own);
    await save.click();
    await seeToast(
      page,
      'Kiosk PIN Saved',
      'Use it at the front-door tablet to sign your children in and out.',
    );
    // The PIN is never shown back, not even the one just typed.
    await expect(pin).toHaveValue('');
    await expect(card.getByLabel('Type the PIN again', { exact: true })).toHaveValue('');
    await expectAccessible(page, 'My Details with the Kiosk PIN card');
  });

  test('a parent reaches neither the Kiosks screen nor another contact’s PIN', async ({
    page,
    request,
  }) => {
    const family = await addFamily(request, 'Curious Parent', ['Monday']);
    await signInParent(page.context(), family);
    await page.goto('/kiosks');
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    const asParent = page.context().request;
    expect((await asParent.get('/api/kiosk/devices')).status()).toBe(403);
    const staffFamily = await addFamilyByApi(request, 'Other Family');
    const guardian = await guardianOf(request, staffFamily);
    const response = await asParent.put(
      `/api/families/${staffFamily.familyId}/contacts/${guardian.id}/pin`,
      { data: { pin: freshPin() } },
    );
    expect(response.status()).toBe(403);
  });
});

test.describe('on a staff tablet', () => {
  test.use({ viewport: TABLET });

  test('staff set a temporary PIN for a pick-up person, and a PIN someone else holds is refused', async ({
    page,
    request,
  }) => {
    const family = await addFamilyByApi(request, 'Pin Child');
    const grandpa = `Grandpa ${uniqueTag()}`;
    const neighbour = `Neighbour ${uniqueTag()}`;
    await addContactByApi(request, family, {
      name: grandpa,
      relationship: 'Grandfather',
      phone: '555-0150',
      roles: ['pickup'],
    });
    await addContactByApi(request, family, {
      name: neighbour,
      relationship: 'Neighbour',
      phone: '555-0151',
      roles: ['emergency'],
    });
    // The guardian already holds a PIN: the one staff try first.
    const guardian = await guardianOf(request, family);
    const taken = freshPin();
    const set = await request.put(`/api/families/${family.familyId}/contacts/${guardian.id}/pin`, {
      headers: { Authorization: `Bearer ${family.token}` },
      data: { pin: taken },
    });
    expect(set.ok()).toBe(true);

    await signInAsStaff(page);
    await openFamilyPage(page, family);
    // Only those who collect get a PIN: not an emergency contact.
    await expect(
      familyContact(page, neighbour).getByRole('button', { name: /^Set kiosk PIN/ }),
    ).toHaveCount(0);
    await expect(
      familyContact(page, guardian.name).getByRole('button', { name: /^Set kiosk PIN/ }),
    ).toBeVisible();

    await familyContact(page, grandpa)
      .getByRole('button', { name: `Set kiosk PIN: ${grandpa}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Set kiosk PIN: ${grandpa}` });
    await expect(dialog).toContainText(`Hand it to ${grandpa} yourself`);
    await expect(dialog).toContainText('A parent can change it in the parent portal');
    const pin = dialog.getByLabel('Temporary PIN', { exact: true });
    await expect(pin).toHaveAttribute('inputmode', 'numeric');

    await typePin(dialog, 'Temporary PIN', '7777');
    await dialog.getByRole('button', { name: 'Set PIN' }).click();
    await expect(dialog.getByText(PIN_REPEATED_MESSAGE)).toBeVisible();

    await typePin(dialog, 'Temporary PIN', taken);
    await dialog.getByRole('button', { name: 'Set PIN' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: PIN_TAKEN })).toBeVisible();

    await typePin(dialog, 'Temporary PIN', freshPin());
    await dialog.getByRole('button', { name: 'Set PIN' }).click();
    await expect(dialog).toBeHidden();
    await seeToast(page, 'Kiosk PIN set', `Hand the PIN to ${grandpa}. It is not shown again.`);
  });

  test('staff add a kiosk from the dashboard, see it listed, revoke it and see it marked revoked', async ({
    page,
  }) => {
    const name = `Front door ${uniqueTag()}`;
    await signInAsStaff(page, '/dashboard');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Kiosks', exact: true }).click();
    await expect(page).toHaveURL(/\/kiosks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kiosks' })).toBeVisible();

    await page.getByRole('button', { name: 'Add a kiosk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a kiosk' });
    await expect(dialog).toContainText('a key meant for that tablet alone');
    await dialog.getByRole('button', { name: 'Add Kiosk' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByLabel('Name of the tablet').fill(name);
    await dialog.getByRole('button', { name: 'Add Kiosk' }).click();
    // This tablet is not the one at the door: staff decline to make it the kiosk.
    await expect(
      dialog.getByRole('button', { name: 'Use this tablet as the kiosk' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await seeToast(page, 'Kiosk added', `${name} is on the list of kiosks.`);

    const kiosk = page.getByRole('list', { name: 'Kiosks' }).getByRole('article', { name });
    await expect(kiosk).toContainText('Active');
    await expect(kiosk).toContainText(/Added by .+, \d\d-\d\d-\d{4} \d{1,2}:\d\d [AP]M/);
    await expect(kiosk).toContainText('Not used yet');
    await expectAccessible(page, 'the Kiosks screen');

    await kiosk.getByRole('button', { name: `Revoke kiosk: ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke kiosk: ${name}` });
    await expect(confirm).toContainText('stops working at once');
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(confirm).toBeHidden();
    await seeToast(page, 'Kiosk revoked', `${name} no longer works.`);
    await expect(kiosk).toContainText('Revoked');
    await expect(kiosk.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

    // The server keeps it: a new visit lists the kiosk as revoked.
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Kiosks' }).getByRole('article', { name }),
    ).toContainText('Revoked');
  });

  test('the Kiosks screen says when there are no kiosks and when they could not be loaded', async ({
    page,
  }) => {
    await signInAsStaff(page);
    // Other tests share the server and may have added kiosks: the answers are given here.
    let answer: { status: number; body: string } = { status: 200, body: '[]' };
    await page.route('**/api/kiosk/devices', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ ...answer, contentType: 'application/json' })
        : route.continue(),
    );
    await page.goto('/kiosks');
    await expect(page.getByRole('status').filter({ hasText: 'No kiosks yet.' })).toBeVisible();

    answer = { status: 503, body: 'The server is busy; try again' };
    await page.reload();
    const failed = page.getByRole('alert').filter({ hasText: 'The kiosks could not be loaded' });
    await expect(failed).toContainText('The server is busy; try again');
    answer = { status: 200, body: '[]' };
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No kiosks yet.' })).toBeVisible();
  });
});
