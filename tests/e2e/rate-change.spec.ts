/**
 * The owner changes a child's rate on the family page (issue 16, decision 024): the page shows
 * the new rate, the change is in the Activity log, a day ticked present afterwards costs the new
 * rate, and staff see the rate with no way to change it.
 */
import { expect, type Page, test } from '@playwright/test';
import { otherThanToday, tickPresent } from './support/attendance.ts';
import { WEEKDAY_NAMES, type WeekdayName } from './support/customer.ts';
import { addFamilyByApi, familyChild, openFamilyPage, TABLET } from './support/families.ts';
import { openFinancialAsOwner } from './support/owner.ts';
import { signInAsStaff } from './support/staff.ts';

test.use({ viewport: TABLET });

const PHONE = { width: 390, height: 844 };

/** The week's cost of a child on the financial dashboard (its first cell). */
/** The financial week's cell of a child's `weekday` (the row's cells are Monday to Friday). */
async function financialCost(page: Page, name: string, weekday: WeekdayName): Promise<string> {
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toBeVisible();
  return (await row.getByRole('cell').nth(WEEKDAY_NAMES.indexOf(weekday)).textContent()) ?? '';
}

test('the owner changes a child’s rate, and a day ticked present afterwards costs the new rate', async ({
  page,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Rita Rate');
  const name = family.child.name;
  await openFinancialAsOwner(page);

  await openFamilyPage(page, family);
  const card = familyChild(page, name);
  await expect(card).toContainText('$12.50 per hour');
  await card.getByRole('button', { name: `Change rate: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change rate: ${name}` });
  await expect(dialog).toContainText('Days already priced keep their price');
  const rate = dialog.getByLabel('New hourly rate ($)');
  await rate.fill('twenty');
  await dialog.getByRole('button', { name: 'Save Rate' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Invalid amount');
  await rate.fill('20');
  await dialog.getByRole('button', { name: 'Save Rate' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('$20.00 per hour');

  // The Activity log says who changed it, from what to what.
  await page.goto('/activity');
  await expect(
    page
      .getByRole('region', { name: 'Who Changed What' })
      .getByText(`Changed ${name}'s hourly rate from $12.50 to $20.00`),
  ).toBeVisible();

  // A default day (10:00 to 16:00) ticked now is 6 hours at $20.00: a day present without
  // times, which today's tick is not (it is a visit from the arrival time on).
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(name);
  const week = page.getByRole('article', { name });
  const day = otherThanToday('Monday');
  await tickPresent(page, week, day);
  await expect(week.getByText('1 day present')).toBeVisible();
  await page.goto('/financial');
  await expect(page.getByRole('heading', { name: 'Weekly Payment Tracking' })).toBeVisible();
  await expect.poll(() => financialCost(page, name, day)).toContain('$120.00');
});

for (const [device, viewport] of Object.entries({ tablet: TABLET, phone: PHONE })) {
  test(`staff on a ${device} see the rate with no Change rate button`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const family = await addFamilyByApi(request, 'Sam Staffview');
    await signInAsStaff(page);
    await openFamilyPage(page, family);
    const card = familyChild(page, family.child.name);
    await expect(card).toContainText('$12.50 per hour');
    await expect(card.getByRole('button', { name: /Change rate/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /Edit profile/ })).toBeVisible();
  });
}
