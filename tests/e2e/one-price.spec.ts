/**
 * One price (issue 16, decision 024): the rate staff are shown is the rate charged, through a
 * whole day. A new child gets the owner's default rate, which Add Customer shows; the family page
 * shows the child's rate; the grid's default day and Edit Attendance Details price at it; the
 * owner's financial dashboard charges exactly that; and when the owner changes the child's rate,
 * what was already charged keeps its price.
 */
import { expect, type Page, test } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { otherThanToday, tickPresent } from './support/attendance.ts';
import { WEEKDAY_NAMES, type WeekdayName } from './support/customer.ts';
import { TABLET, uniqueTag } from './support/families.ts';
import { openFinancialAsOwner } from './support/owner.ts';
import { signInAsStaff } from './support/staff.ts';

test.use({ viewport: TABLET });

/** The financial week's cell of a child's `weekday` (the row's cells are Monday to Friday). */
async function financialCost(page: Page, name: string, weekday: WeekdayName): Promise<string> {
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toBeVisible();
  return (await row.getByRole('cell').nth(WEEKDAY_NAMES.indexOf(weekday)).textContent()) ?? '';
}

test('the rate shown is the rate charged through a whole day', async ({
  page,
  browser,
  request,
}) => {
  const name = `Nina Price ${uniqueTag()}`;
  await signInAsStaff(page, '/dashboard');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add New Customer' });
  await expect(addDialog.getByText('$12.50 per hour')).toBeVisible();
  await addDialog.getByLabel('Name').fill(name);
  await addDialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(addDialog).toBeHidden();

  // The grid: Monday present (Tuesday when Monday is today, whose tick is a visit from now on),
  // then its times: 6 hours at 12.50 is $75.00 in the preview.
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(name);
  const card = page.getByRole('article', { name });
  const day = otherThanToday('Monday');
  await tickPresent(page, card, day);
  await card
    .getByRole('listitem', { name: new RegExp(`^${day} `) })
    .getByRole('button', { name: /^Edit( Times)?$/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Attendance Details' });
  await edit.getByLabel('Arrival Time').fill('09:00');
  await edit.getByLabel('Departure Time').fill('15:00');
  await edit.getByLabel('Reason for Late Drop-off or Early Pick-up').fill('Swimming lesson');
  await expect(edit).toContainText('Daily Cost: $75.00');
  await expect(edit).toContainText('× $12.50/hour');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  // The family page shows the same rate.
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/families\//);
  await expect(page.getByText('$12.50 per hour')).toBeVisible();

  // The owner is charged exactly what the desk saw.
  const laptop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const owner = await laptop.newPage();
  await openFinancialAsOwner(owner);
  expect(await financialCost(owner, name, day)).toContain('$75.00');

  // A new rate prices from now on: the day keeps $75.00.
  const login = await request.post('/api/owner-login', { data: E2E_ACCOUNTS.owner });
  const { token } = (await login.json()) as { token: string };
  const children = await request.get('/api/customers', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const child = ((await children.json()) as Array<{ id: string; name: string }>).find(
    (entry) => entry.name === name,
  );
  const changed = await request.patch(`/api/customers/${child?.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { hourlyRate: '20.00' },
  });
  expect(changed.ok()).toBe(true);
  await expect(page.getByText('$20.00 per hour')).toBeVisible();
  await owner.reload();
  expect(await financialCost(owner, name, day)).toContain('$75.00');
  await laptop.close();
});
