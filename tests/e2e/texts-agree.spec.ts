/**
 * Texts that agree with the data (decision 072): each screen the walk found saying something the
 * data contradicts now says what is true. The spec's own words stay, with the truth beside them.
 * This server takes no cards (the shared e2e server has no Stripe), as a centre that has not set
 * card payments up.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, formatDisplayDate, mondayOf } from '@cubby/shared/dates';
import { expect, type Page, test } from '@playwright/test';
import { signInParent } from './support/customer.ts';
import { facilityTodayE2e } from './support/facility.ts';
import {
  addFamilyByApi,
  familyContact,
  openFamilyPage,
  TABLET,
  type TestFamily,
  uniqueTag,
} from './support/families.ts';
import { markPresent } from './support/owner.ts';
import { addPersonByApi, chooseOwnPassword, openOwnerScreen } from './support/people.ts';
import { signInAsStaff } from './support/staff.ts';
import { addRooms, personToken } from './time-clock-fixtures.ts';

test.use({ viewport: TABLET });

/** A family owing for a day three weeks ago: its statement was due a week and more ago. */
async function familyWithOverdueStatement(
  request: Parameters<typeof addFamilyByApi>[0],
): Promise<{ family: TestFamily; monday: string }> {
  const family = await addFamilyByApi(request, 'Owing Child');
  const monday = addDays(mondayOf(facilityTodayE2e()), -21);
  await markPresent(request, family.child.id, monday);
  return { family, monday };
}

/** The text of a PDF the page's session may read, as pdftotext lays it out. */
async function pdfTextOf(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), 'cubby-texts-'));
  try {
    const file = path.join(dir, 'statement.pdf');
    writeFileSync(file, await response.body());
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("Activity says a change in words on the facility's clock, never as ids and UTC", async ({
  page,
  request,
}) => {
  const rooms = await addRooms(request);
  const person = await addPersonByApi(request, 'Tess', 'Clock');
  const token = await personToken(request, person, await chooseOwnPassword(request, person));
  const clockedIn = await request.post('/api/time-clock/in', {
    headers: { Authorization: `Bearer ${token}` },
    data: { roomId: rooms.ids.toddlers },
  });
  expect(clockedIn.ok(), await clockedIn.text()).toBe(true);

  await openOwnerScreen(page, '/activity');
  await page.goto(`/activity?actorId=${person.id}`);
  const row = page
    .getByRole('region', { name: 'Who Changed What' })
    .getByRole('row')
    .filter({ hasText: 'clocked in' });
  const change = row.getByRole('cell').nth(4);
  const today = formatDisplayDate(facilityTodayE2e());
  await expect(change).toHaveText(
    new RegExp(
      `^none → kind: work, room: ${rooms.toddlers}, from: ${today} \\d{1,2}:\\d{2} (AM|PM), to: none$`,
    ),
  );
  await expect(change).not.toContainText(rooms.ids.toddlers);

  const clockedOut = await request.post('/api/time-clock/out', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(clockedOut.ok(), await clockedOut.text()).toBe(true);
});

test("a new family's opening balance is dated the day it joined, not months before", async ({
  page,
  request,
}) => {
  const family = await addFamilyByApi(request, 'New Family');
  await signInAsStaff(page);
  await openFamilyPage(page, family);
  const opening = page
    .getByRole('region', { name: 'Money' })
    .getByRole('row')
    .filter({ hasText: 'Opening balance' });
  await expect(opening.getByRole('cell').first()).toHaveText(formatDisplayDate(facilityTodayE2e()));
});

test('a statement sends the family to the front desk, not the parent portal, where cards are not taken', async ({
  page,
  request,
}) => {
  const { family, monday } = await familyWithOverdueStatement(request);
  await signInAsStaff(page);
  const url = `/families/${family.familyId}/statements/${monday}`;
  await page.goto(url);
  const statement = page.getByRole('main').getByRole('article');
  await expect(statement).toContainText('Pay by cash or cheque at the front desk.');
  await expect(statement).not.toContainText('portal');
  const pdf = await pdfTextOf(page, `/api${url}.pdf`);
  expect(pdf).toContain('Pay by cash or cheque at the front desk.');
  expect(pdf).not.toContain('parent portal');
});

test('an overdue statement says it is overdue, on screen, in its list and in its PDF', async ({
  page,
  request,
}) => {
  const { family, monday } = await familyWithOverdueStatement(request);
  const due = formatDisplayDate(addDays(monday, 6 + 7));
  await signInAsStaff(page);
  await openFamilyPage(page, family);
  const row = page
    .getByRole('region', { name: 'Statements' })
    .getByRole('row')
    .filter({ hasText: formatDisplayDate(monday) });
  await expect(row).toContainText('Overdue');

  const url = `/families/${family.familyId}/statements/${monday}`;
  await page.goto(url);
  const statement = page.getByRole('main').getByRole('article');
  await expect(statement.getByRole('heading', { name: 'Statement (OVERDUE)' })).toBeVisible();
  await expect(statement).toContainText(`Overdue: payment was due by ${due}.`);
  const pdf = await pdfTextOf(page, `/api${url}.pdf`);
  expect(pdf).toContain('Statement (OVERDUE)');
  expect(pdf).toContain(`Overdue: payment was due by ${due}.`);
});

test('a parent is not offered Pay now or autopay where cards are not taken, and reads how to pay instead', async ({
  page,
  context,
  request,
}) => {
  const { family } = await familyWithOverdueStatement(request);
  await signInParent(context, family);
  await page.goto('/customer-account');
  await expect(page.getByTestId('account-balance')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText('Pay by cash or cheque at the front desk.');
  await expect(page.getByRole('region', { name: 'Statements', exact: true })).toContainText(
    'Overdue',
  );
  const autopay = page.getByRole('region', { name: 'Autopay' });
  await expect(autopay).toContainText('Autopay needs card payments');
  await expect(autopay.getByRole('link', { name: 'Manage autopay on My Details' })).toHaveCount(0);

  await page.goto('/customer-details');
  const card = page.getByRole('region', { name: 'Autopay' });
  await expect(card).toContainText('Autopay needs card payments');
  await expect(card.getByRole('button', { name: 'Turn on autopay' })).toHaveCount(0);
});

test('a pick-up person waiting for approval is never badged May collect', async ({
  page,
  browser,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Waiting Child');
  const phone = await browser.newContext();
  try {
    await signInParent(phone, family);
    const rose = `Rose Grandma ${uniqueTag()}`;
    const proposed = await phone.request.post('/api/customer/pickup-requests', {
      data: { name: rose, relationship: 'Grandmother', phone: '555-0199' },
    });
    expect(proposed.status()).toBe(201);

    await signInAsStaff(page);
    await openFamilyPage(page, family);
    await expect(page.getByRole('list', { name: 'Waiting for approval' })).toContainText(rose);
    await expect(page.getByRole('list', { name: 'May collect' })).toHaveCount(0);
    const card = familyContact(page, rose);
    await expect(card).toContainText('Waiting for approval');
    await expect(card).not.toContainText('May collect');

    // The parent's own list says the same.
    const parentPage = await phone.newPage();
    await parentPage.goto('/customer-details');
    const people = parentPage.getByRole('region', { name: 'Who May Collect' });
    await expect(people.getByRole('region', { name: 'Waiting for staff approval' })).toContainText(
      rose,
    );
    await expect(people.getByRole('region', { name: 'May collect' })).not.toContainText(rose);
  } finally {
    await phone.close();
  }
});

test("Add Customer keeps the spec's fixed-rate line and says the owner sets each child's rate", async ({
  page,
}) => {
  await signInAsStaff(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
  await expect(dialog.getByText('Fixed rate for all customers', { exact: true })).toBeVisible();
  await expect(dialog).toContainText(
    "Each new child starts at this rate; the owner then sets each child's own rate on the family page.",
  );
});
