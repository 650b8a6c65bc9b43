/**
 * The owner records a part payment by cheque on the financial dashboard, and the balance then
 * reads the same on the three screens that show money: the financial dashboard, Process Payments
 * and the printed individual report (decision 031).
 */
import path from 'node:path';
import { addDays, mondayOf } from '@cubby/shared/dates';
import { expect, type Page, test } from '@playwright/test';
import { isToday } from './support/attendance.ts';
import { expectAccessible } from './support/axe.ts';
import { dateOf, WEEKDAY_NAMES } from './support/customer.ts';
import { facilityTodayE2e } from './support/facility.ts';
import { markPresent, openFinancialAsOwner } from './support/owner.ts';
import { addCustomer } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const MONDAY = mondayOf(facilityTodayE2e());

declare global {
  interface Window {
    printCalls: number;
  }
}

async function paymentRowOf(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(name);
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
}

test('a cheque for part of the balance pays the oldest days first and every money screen agrees', async ({
  page,
  request,
}) => {
  // At 25.00 an hour, each default day costs 150.00.
  const family = await addCustomer(request, 'Mary Jackson', { hourlyRate: '25.00' });
  // Two days present without times, the older first: neither is today, whose tick is a visit
  // charged when the child leaves (decision 069).
  const [first, second] = WEEKDAY_NAMES.filter((day) => !isToday(day)).map(dateOf);
  await markPresent(request, family.id, first as string);
  await markPresent(request, family.id, second as string);
  // A real print dialog would block the page.
  await page.addInitScript(() => {
    window.printCalls = 0;
    window.print = () => {
      window.printCalls += 1;
    };
  });

  await openFinancialAsOwner(page);
  const row = await paymentRowOf(page, family.name);
  await expect(row).toContainText('$0.00 / $300.00');

  await row.getByRole('button', { name: `Record Payment: ${family.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await expect(dialog).toContainText('Owes $300.00 for 2 unpaid days.');
  await expect(dialog).toContainText('Any amount: the oldest days are paid first');
  await expectAccessible(page, 'the Record Payment dialog');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'financial-record-payment.png') });

  // $200.00 of $300.00: the first day in full and $50.00 of the second.
  await dialog.getByLabel('Amount').fill('200.00');
  await dialog.getByRole('radio', { name: 'Cheque' }).click();
  await dialog.getByLabel('Note (optional)').fill('Cheque #1042');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Payment Recorded', { exact: true })).toBeVisible();
  await expect(page.getByText(/receipt R-\d{6}/).first()).toBeVisible();
  // The first day turns paid on the owner's screen through the finance document; the second
  // shows its part.
  await expect(row).toContainText('$200.00 / $300.00');
  await expect(row.getByRole('checkbox').first()).toBeChecked();
  await expect(row).toContainText('$50.00 paid');

  // Process Payments: what is still owed, on the second day.
  await page.goto('/checkout');
  const card = page.getByRole('article', { name: family.name });
  await expect(card).toContainText('$100.00');
  await expect(card).toContainText('1 unpaid session');

  // The printed individual report: paid, outstanding and the cheque in the payment history.
  await page.goto('/');
  await page.getByRole('button', { name: 'Individual Report' }).click();
  const reportDialog = page.getByRole('dialog', { name: 'Individual Report' });
  await reportDialog.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: family.name }).click();
  await reportDialog.getByLabel('Start Date').fill(MONDAY);
  await reportDialog.getByLabel('End Date').fill(addDays(MONDAY, 6));
  await reportDialog.getByRole('button', { name: 'Print Report' }).click();
  await page.emulateMedia({ media: 'print' });
  const report = page.getByRole('article', { name: 'Individual Attendance Report' });
  await expect(report.getByRole('table', { name: 'Payment History' })).toContainText(
    /Cheque\s*succeeded\s*\$200\.00/,
  );
  const summary = report.getByRole('table', { name: 'Financial Summary' });
  await expect(summary.getByRole('row', { name: /Total Paid/ })).toContainText('$200.00');
  await expect(summary.getByRole('row', { name: /Outstanding Balance/ })).toContainText('$100.00');
});
