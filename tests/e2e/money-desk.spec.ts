/**
 * Money at the front desk and for the owner (issue 18, decision 038): staff take cash for part of
 * a family's balance on Process Payments and see the receipt at once; the owner finds it on the
 * Payments screen and reverses it; then /checkout, /financial and the family page's Money section
 * agree to the cent.
 */
import { randomUUID } from 'node:crypto';
import { mondayOf } from '@cubby/shared/dates';
import { expect, type Page, test } from '@playwright/test';
import { otherThanToday } from './support/attendance.ts';
import { expectAccessible } from './support/axe.ts';
import { dateOf } from './support/customer.ts';
import { facilityTodayE2e } from './support/facility.ts';
import { enterOwnerCredentials, markPresent, openFinancialAsOwner } from './support/owner.ts';
import { signInAsStaff, staffToken } from './support/staff.ts';

const MONDAY = mondayOf(facilityTodayE2e());
// A day present without times: not today, whose tick is a visit charged when the child leaves
// (decision 069).
const DAY = dateOf(otherThanToday('Monday'));

declare global {
  interface Window {
    printCalls: number;
  }
}

// The desk's card of a family on /checkout, found by its child's name.
const familyCard = (page: Page, childName: string) =>
  page.getByTestId('family-balance').filter({ hasText: childName });

test('staff take cash for part of a balance, the owner reverses it, and every screen agrees', async ({
  page,
  request,
}) => {
  // At 18.75 an hour, a default day (10:00 to 16:00) costs 112.50.
  const token = await staffToken(request);
  const childName = `Grace Hopper ${randomUUID().slice(0, 4)}`;
  const created = await request.post('/api/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: childName, email: '', phone: '', hourlyRate: '18.75' },
  });
  expect(created.status()).toBe(201);
  const child = (await created.json()) as { id: string; familyId: string };
  await markPresent(request, child.id, DAY);
  await page.addInitScript(() => {
    window.printCalls = 0;
    window.print = () => {
      window.printCalls += 1;
    };
  });

  // The desk: the family owes 112.50 in all; staff take 100.00 in cash.
  await signInAsStaff(page);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Show family balances' }).click();
  const card = familyCard(page, childName);
  await expect(card).toContainText('Owes $112.50');
  await expectAccessible(page, 'Process Payments with family balances');
  await card.getByRole('button', { name: 'Record cash or cheque' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record cash or cheque' });
  await expect(dialog.getByLabel('Amount')).toHaveValue('112.50');
  await dialog.getByLabel('Amount').fill('100');
  await dialog.getByRole('radio', { name: 'Cash' }).click();
  await dialog.getByLabel('Payer name (optional)').fill('Walter Hopper');
  await expectAccessible(page, 'the Record cash or cheque dialog');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();

  const receipt = dialog.getByTestId('receipt');
  await expect(receipt).toContainText(/R-\d{6}/);
  const receiptNumber = ((await receipt.textContent()) ?? '').match(/R-\d{6}/)?.[0] ?? '';
  await expect(receipt).toContainText('$100.00');
  await expect(receipt).toContainText('Cash');
  await expect(receipt).toContainText('Balance after$12.50');
  await expect(dialog.getByRole('link', { name: 'Receipt PDF' })).toHaveAttribute(
    'href',
    /\/api\/payments\/[0-9a-f-]+\/receipt\.pdf$/,
  );
  await dialog.getByRole('button', { name: 'Print receipt' }).click();
  await expect.poll(() => page.evaluate(() => window.printCalls)).toBe(1);
  await expectAccessible(page, 'the receipt');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText('Owes $12.50');
  await expect(page.getByRole('article', { name: childName })).toContainText('$12.50');

  // The owner: the payment on the Payments screen, reversed with a reason.
  await page.goto('/payments');
  await enterOwnerCredentials(page);
  const row = page.getByTestId('payment-row').filter({ hasText: receiptNumber });
  await expect(row).toContainText('$100.00');
  await expect(row).toContainText('Cash');
  await expect(row).toContainText('Received');
  await expect(row).not.toContainText('—');
  await expectAccessible(page, 'the Payments screen');
  await row.getByRole('button', { name: 'Reverse' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reverse this payment?' });
  await expect(confirm.getByRole('button', { name: 'Reverse payment' })).toBeDisabled();
  await confirm.getByLabel('Reason (required)').fill('Counted twice');
  await confirm.getByRole('button', { name: 'Reverse payment' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Reversed');
  await expect(row.getByRole('button', { name: 'Reverse' })).toHaveCount(0);

  // Every screen agrees: 112.50 owed again.
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Show family balances' }).click();
  await expect(familyCard(page, childName)).toContainText('Owes $112.50');
  await expect(page.getByRole('article', { name: childName })).toContainText('$112.50');

  await page.goto('/financial');
  await expect(page.getByRole('heading', { name: 'Weekly Payment Tracking' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(childName);
  const weekRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: childName }) });
  await expect(weekRow).toContainText('$0.00 / $112.50');
  await page.getByRole('button', { name: 'Show family balances' }).click();
  const whole = page.getByTestId('whole-balance').filter({ hasText: childName });
  await expect(whole.getByTestId('whole-balance-amount')).toHaveText('$112.50');
  const alert = page.getByRole('region', { name: 'Missing Payments Alert' });
  await expect(alert.getByRole('listitem').filter({ hasText: childName })).toHaveText(
    `${childName} owes $112.50`,
  );
  await expect(alert.getByTestId('whole-owed').filter({ hasText: childName })).toContainText(
    'owes $112.50 in all',
  );
  await expectAccessible(page, 'the financial dashboard with family balances');

  await page.goto(`/families/${child.familyId}`);
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money.getByTestId('money-balance')).toHaveText('$112.50');
  await expect(money.getByTestId('money-autopay')).toHaveText('Off');
  await expect(money.getByRole('button', { name: 'Add adjustment' })).toBeVisible();
  await expect(money.getByTestId('ledger-entry').last()).toContainText('$112.50');
  await expectAccessible(page, "the family page's Money section");
});

test('a day paid by real money ticks itself again when the owner unticks it, and a toast says why', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const childName = `Katherine Johnson ${randomUUID().slice(0, 4)}`;
  const created = await request.post('/api/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: childName, email: '', phone: '', hourlyRate: '18.75' },
  });
  const child = (await created.json()) as { id: string; familyId: string };
  await markPresent(request, child.id, DAY);
  const paid = await request.post('/api/payments', {
    headers: { Authorization: `Bearer ${token}` },
    data: { familyId: child.familyId, amount: '112.50', method: 'cash', receivedOn: MONDAY },
  });
  expect(paid.status()).toBe(201);

  await openFinancialAsOwner(page);
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(childName);
  const box = page.getByRole('checkbox', { name: new RegExp(`^Paid: ${childName}`) });
  await expect(box).toBeChecked();
  await box.click();
  await expect(
    page.getByText('This day is paid by a payment; reverse that payment to unpay it', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(box).toBeChecked();
});
