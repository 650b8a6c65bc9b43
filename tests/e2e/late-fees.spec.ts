/**
 * Late fees by the owner's hand (decision 036): a family whose statement is weeks past due shows
 * on the financial dashboard's Late fees card; the owner applies Settings' fee after confirming,
 * and the card says it was applied. The test puts the late fee back to none: every browser test
 * shares one server.
 */
import { addDays, addWeeks, mondayOf } from '@cubby/shared/dates';
import type { OverdueStatementsResponse } from '@cubby/shared/schemas';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { addStatement } from './support/billing.ts';
import { facilityTodayE2e } from './support/facility.ts';
import { markPresent, openFinancialAsOwner } from './support/owner.ts';
import { ownerToken } from './support/people.ts';
import { addCustomer } from './support/staff.ts';

const setLateFee = async (request: Parameters<typeof ownerToken>[0], lateFee: string) => {
  const token = await ownerToken(request);
  const saved = await request.put('/api/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { lateFee },
  });
  expect(saved.ok()).toBe(true);
};

test.afterEach(async ({ request }) => {
  await setLateFee(request, '0.00');
});

test('the owner applies a late fee to a family whose statement is overdue, after confirming', async ({
  page,
  request,
}) => {
  // A day four weeks ago at 25.00 an hour (150.00), its week's statement due three weeks ago.
  const monday = addWeeks(mondayOf(facilityTodayE2e()), -4);
  const family = await addCustomer(request, 'Late Fee Lovelace', { hourlyRate: '25.00' });
  await markPresent(request, family.id, monday);
  addStatement(family.id, {
    periodKey: monday,
    dueDate: addDays(monday, 13),
    closingBalanceCents: 15000,
  });
  await setLateFee(request, '15.00');

  await openFinancialAsOwner(page);
  const card = page.getByRole('region', { name: 'Late fees' });
  const row = card.getByRole('row').filter({ hasText: family.name });
  await expect(row).toContainText('$150.00');
  await expectAccessible(page, 'the financial dashboard with overdue statements');

  await row.getByRole('button', { name: 'Apply $15.00 late fee' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Add a late fee of $15.00 to the ${family.name} family`);
  await dialog.getByRole('button', { name: 'Apply $15.00 late fee' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Late fee applied');
  await expect(row.getByRole('button', { name: /late fee/ })).toHaveCount(0);

  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const overdue = await request.get('/api/late-fees/overdue', { headers });
  const { statements } = (await overdue.json()) as OverdueStatementsResponse;
  const ours = statements.find((statement) => statement.familyName === family.name);
  expect(ours).toMatchObject({ period: monday, owed: '150.00', lateFeeApplied: true });
  const ledger = await request.get(`/api/families/${ours?.familyId}/ledger`, { headers });
  expect(((await ledger.json()) as { closingBalance: string }).closingBalance).toBe('165.00');
});
