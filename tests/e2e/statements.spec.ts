/**
 * Statements (decision 035): the owner opens a family's statement from its page, sees the
 * charges, the payment and the amount due on screen, and the PDF link answers a PDF.
 */
import { addDays, formatDisplayDate, mondayOf } from '@cubby/shared/dates';
import { expect, test } from '@playwright/test';
import { facilityTodayE2e } from './support/facility.ts';
import { addFamilyByApi, openFamilyPage, TABLET } from './support/families.ts';
import { markPresent, openFinancialAsOwner } from './support/owner.ts';

test.use({ viewport: TABLET });

test("the owner opens a family's statement on screen and its PDF link answers a PDF", async ({
  page,
  request,
}) => {
  const family = await addFamilyByApi(request, 'Statement Child');
  const monday = addDays(mondayOf(facilityTodayE2e()), -7);
  await markPresent(request, family.child.id, monday);
  const paid = await request.post('/api/payments', {
    headers: { Authorization: `Bearer ${family.token}` },
    data: {
      familyId: family.familyId,
      method: 'cash',
      amount: '50.00',
      receivedOn: monday,
      payerName: 'Grandma',
    },
  });
  expect(paid.status()).toBe(201);

  await openFinancialAsOwner(page);
  await openFamilyPage(page, family);
  const statements = page.getByRole('region', { name: 'Statements' });
  await statements.getByRole('link', { name: `View the statement of ${monday}` }).click();
  await expect(page).toHaveURL(new RegExp(`/families/${family.familyId}/statements/${monday}$`));
  await expect(page.getByRole('heading', { name: 'Statement', exact: true })).toBeVisible();
  const charges = page
    .getByRole('main')
    .getByRole('table', { name: `Charges: ${family.child.name}` });
  await expect(charges.getByRole('row', { name: formatDisplayDate(monday) })).toContainText(
    '$75.00',
  );
  await expect(page.getByRole('main').getByRole('table', { name: 'Payments' })).toContainText(
    'Cash from Grandma',
  );
  await expect(page.getByRole('main').getByRole('table', { name: 'Totals' })).toContainText(
    '$25.00',
  );

  const href = await page.getByRole('link', { name: 'PDF' }).getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain(`-${monday}.pdf`);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
