/**
 * @module
 * The kiosk's records on staff screens (issue 17): a child signed in at the kiosk with a
 * signature shows on an open dashboard with who dropped them off, without a reload, and on the
 * daily sign-in sheet with the signature; the sheet prints as its table alone.
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { pinProblem } from '@cubby/shared/pin-rules';
import { expect, test } from '@playwright/test';
import { addFamilyByApi, TABLET } from './support/families.ts';
import { screenshotWholeScreen } from './support/layout.ts';
import { signInAsStaff } from './support/staff.ts';

// A 1×1 PNG, as a canvas would send a (very small) signature.
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A PIN no other test holds: six random digits the rules accept. */
function freshPin(): string {
  for (;;) {
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (pinProblem(pin) === null) return pin;
  }
}

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

test.use({ viewport: TABLET });

test('a kiosk sign-in shows who dropped the child off on the dashboard and the printable sheet', async ({
  page,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Sheet Child');
  const staff = { Authorization: `Bearer ${family.token}` };
  const details = await request.get(`/api/families/${family.familyId}`, { headers: staff });
  const { contacts } = (await details.json()) as {
    contacts: Array<{ id: string; name: string; relationship: string; roles: string[] }>;
  };
  const guardian = contacts.find((contact) => contact.roles.includes('guardian'));
  if (!guardian) throw new Error('the new family has no guardian');
  const pin = freshPin();
  const set = await request.put(`/api/families/${family.familyId}/contacts/${guardian.id}/pin`, {
    headers: staff,
    data: { pin },
  });
  expect(set.ok()).toBe(true);
  const kiosk = await request.post('/api/kiosk/devices', {
    headers: staff,
    data: { name: 'Sheet door' },
  });
  expect(kiosk.ok()).toBe(true);
  const { token: kioskToken } = (await kiosk.json()) as { token: string };

  await signInAsStaff(page);
  await page.goto('/dashboard');
  const attendees = page.getByRole('list', { name: 'Current attendees' });
  await expect(page.getByRole('heading', { name: 'Current Attendees' })).toBeVisible();

  const signed = await request.post('/api/kiosk/check-in', {
    headers: { Authorization: `Bearer ${kioskToken}` },
    data: { pin, customerIds: [family.child.id], signature: SIGNATURE },
  });
  expect(signed.ok(), await signed.text()).toBe(true);

  // The open dashboard hears of it through the week document: no reload.
  const who = guardian.relationship ? `${guardian.name} (${guardian.relationship})` : guardian.name;
  await expect(
    attendees.getByRole('listitem').filter({ hasText: family.child.name }),
  ).toContainText(`dropped off by ${who} at the kiosk`);

  await page.getByRole('link', { name: 'Sign-In Sheet' }).click();
  await expect(page).toHaveURL(/\/sign-in-sheet$/);
  const line = page.getByRole('row').filter({ hasText: family.child.name });
  await expect(line).toContainText(who);
  const signature = line.getByRole('img', { name: `Signature of ${who} at drop-off` });
  await expect(signature).toBeVisible();
  await expect
    .poll(() => signature.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1);

  // The day navigator: yesterday is another sheet, Today comes back.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(line).toHaveCount(0);
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(line).toContainText(who);

  await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'issue-17-sign-in-sheet.png'));

  // On paper, only the sheet: its table, without the app's header and buttons.
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('sign-in-sheet-print');
  await expect(printed).toBeVisible();
  await expect(printed.getByRole('table')).toContainText(family.child.name);
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
});

test('a day no one came says so', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/sign-in-sheet?date=2020-01-06');
  await expect(page.getByRole('heading', { name: 'Sign-in sheet for 01-06-2020' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No one signed in' })).toHaveText(
    'No one signed in on 01-06-2020',
  );
  await expect(page.getByRole('table')).toHaveCount(0);
});
