/**
 * @module
 * The money contradictions a centre's morning found, replayed in a real browser: Payments
 * Received on the financial dashboard is the money received, every figure is written one way
 * ($1,322.93), /checkout's Total Outstanding includes every family that owes (one owing only a
 * late fee too), and a child still in the building is shown In Progress and charged nothing yet.
 * Set up through the API; each week used is one no other test writes to.
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  addWeeks,
  formatDisplayDate,
  formatShortDate,
  mondayOf,
} from '@cubby/shared/dates';
import { formatDollars, parseMoney, sumCents } from '@cubby/shared/money';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { facilityTodayE2e } from './support/facility.ts';
import { markPresent, openFinancialAsOwner } from './support/owner.ts';
import { addCustomer, signInAsStaff, staffToken } from './support/staff.ts';

const THIS_MONDAY = mondayOf(facilityTodayE2e());
// A week no other test writes attendance or payments to, so its cards are this test's alone.
const WEEKS_AHEAD = 9;
// An amount written without its thousands separator: '$1500.00'.
const UNGROUPED = /\$\d{4,}/;

async function ownerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/owner-login', { data: E2E_ACCOUNTS.owner });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Records cash handed in for a child's family, received on `receivedOn`. */
async function recordCash(
  request: APIRequestContext,
  customerId: string,
  amount: string,
  receivedOn: string,
): Promise<void> {
  const response = await request.post('/api/payments', {
    headers: { Authorization: `Bearer ${await ownerToken(request)}` },
    data: { customerId, amount, method: 'cash', receivedOn },
  });
  expect(response.status(), await response.text()).toBe(201);
}

function totalCard(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label, exact: true });
}

function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

function summaryCard(page: Page, label: string): Locator {
  return page.getByRole('list', { name: 'Payment summary' }).getByRole('listitem').filter({
    hasText: label,
  });
}

test.describe('money that agrees', () => {
  test('the financial week counts the money received and writes every amount as $1,322.93', async ({
    page,
    request,
  }) => {
    const tag = `Agree${randomUUID().slice(0, 6)}`;
    const monday = addWeeks(THIS_MONDAY, WEEKS_AHEAD);
    // A default day (10:00 to 16:00) at 250.00 an hour is $1,500.00; at 10.00 it is $60.00.
    const large = await addCustomer(request, `Large ${tag}`, { hourlyRate: '250.00' });
    const payer = await addCustomer(request, `Payer ${tag}`, { hourlyRate: '10.00' });
    await markPresent(request, large.id, monday);
    await markPresent(request, payer.id, addDays(monday, 1));
    // $80.00 handed in for a $60.00 week.
    await recordCash(request, payer.id, '80.00', addDays(monday, 2));

    await openFinancialAsOwner(page);
    for (let step = 0; step < WEEKS_AHEAD; step += 1) {
      await page.getByRole('button', { name: 'Next Week' }).click();
    }
    await expect(page.getByRole('group', { name: 'Week', exact: true })).toContainText(
      `Financial Week of ${formatShortDate(monday)}`,
    );
    await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(tag);

    // Payments Received is the receipt, not the part of it the week's days used.
    await expect(totalCard(page, 'Payments Received')).toContainText('$80.00');
    await expect(totalCard(page, 'Weekly Revenue')).toContainText('$1,560.00');
    await expect(totalCard(page, 'Outstanding Balance')).toContainText('$1,500.00');
    await expect(rowOf(page, large.name)).toContainText('$1,500.00');
    await expect(rowOf(page, large.name)).toContainText('$0.00 / $1,500.00');
    await expect(rowOf(page, payer.name)).toContainText('$60.00 / $60.00');

    await page.getByRole('button', { name: 'Show family balances' }).click();
    const payerFamily = page.getByTestId('whole-balance').filter({ hasText: payer.name });
    await expect(payerFamily).toContainText('$80.00');
    await expect(payerFamily.getByTestId('whole-balance-amount')).toHaveText('Credit $20.00');
    await expect(page.getByTestId('whole-balance').filter({ hasText: large.name })).toContainText(
      '$1,500.00',
    );
    expect(await page.getByRole('main').textContent()).not.toMatch(UNGROUPED);
  });

  test('/checkout adds up every family that owes, and a child still here is charged nothing yet', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
    const owner = await ownerToken(request);
    // A family that owes only a late fee: no day of its child is unpaid.
    const fee = await addCustomer(request, 'Late Fee');
    const children = await request.get('/api/customers', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const feeFamily = ((await children.json()) as { id: string; familyId: string }[]).find(
      (child) => child.id === fee.id,
    )?.familyId;
    const adjusted = await request.post(`/api/families/${feeFamily}/adjustments`, {
      headers: { Authorization: `Bearer ${owner}` },
      data: { amount: '10.00', reason: 'Late pick-up' },
    });
    expect(adjusted.status(), await adjusted.text()).toBe(201);

    // Here: last week's Tuesday at 12.50 an hour (a standard day, $75.00), $50.00 paid, and
    // checked in this morning, still here.
    const here = await addCustomer(request, 'Still Here');
    const lastTuesday = addDays(addWeeks(THIS_MONDAY, -1), 1);
    await markPresent(request, here.id, lastTuesday);
    await recordCash(request, here.id, '50.00', lastTuesday);
    const checkedIn = await request.post('/api/sessions/checkin', {
      headers: { Authorization: `Bearer ${token}` },
      data: { customerId: here.id },
    });
    expect(checkedIn.ok()).toBe(true);

    await signInAsStaff(page, '/checkout');
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();

    // The day in progress is listed as such and is in no balance: Here owes last Tuesday's rest.
    const card = page.getByRole('article', { name: here.name });
    await expect(card.getByRole('button', { name: 'Process Payment $25.00' })).toBeVisible();
    await expect(card).toContainText('1 unpaid session');
    const sessions = card.getByRole('list', { name: `Unpaid sessions of ${here.name}` });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').nth(0)).toContainText(
      formatDisplayDate(lastTuesday),
    );
    await expect(sessions.getByRole('listitem').nth(1)).toHaveText(
      new RegExp(`^${formatDisplayDate(facilityTodayE2e())}\\d{1,2}:\\d{2} [AP]M - In Progress$`),
    );
    // The late-fee family is in the list and in the total: its child carries the fee.
    await expect(page.getByRole('article', { name: fee.name })).toContainText(
      "Includes $10.00 of the family's late fees and adjustments.",
    );

    // Total Outstanding is what every family owes, as the family list says each one owes.
    await page.getByRole('button', { name: 'Show family balances' }).click();
    const families = page.getByTestId('family-balance');
    await expect(families.filter({ hasText: fee.name })).toContainText('Owes $10.00');
    await expect(families.filter({ hasText: here.name })).toContainText('Owes $25.00');
    const owed = (await page.getByTestId('family-balance-amount').allTextContents()).flatMap(
      (text) => (text.startsWith('Owes ') ? [parseMoney(text.slice(6).replaceAll(',', ''))] : []),
    );
    await expect(summaryCard(page, 'Total Outstanding')).toContainText(
      formatDollars(sumCents(owed)),
    );
    const listed = page.getByRole('region', { name: 'Outstanding Balances' }).getByRole('article');
    await expect(summaryCard(page, 'Customers with Balances')).toContainText(
      String(await listed.count()),
    );
    expect(await page.getByRole('main').textContent()).not.toMatch(UNGROUPED);
  });
});
