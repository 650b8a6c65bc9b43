/**
 * A pick-up person a parent proposes from their phone reaches every staff device at once: a
 * toast on the open dashboard and the count on its Families button, with no reload (issue 15:
 * "staff see the request live").
 */
import { expect, test } from '@playwright/test';
import { signInParent } from './support/customer.ts';
import { openStaffDevice } from './support/devices.ts';
import { addCustomer } from './support/staff.ts';

test('a pick-up a parent proposes shows on the staff dashboard at once', async ({
  browser,
  request,
}) => {
  const family = await addCustomer(request, 'Maya Rivera');
  const desk = await openStaffDevice(browser, '/dashboard');
  const families = desk.page.getByRole('link', { name: /^Families/ });
  await expect(families).toBeVisible();
  const waitingBefore = Number((await families.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);

  const phone = await browser.newContext();
  await signInParent(phone, family);
  const proposed = await phone.request.post('/api/customer/pickup-requests', {
    data: { name: 'Tomi Adeyemi', relationship: 'Aunt', phone: '555-0113' },
  });
  expect(proposed.status()).toBe(201);

  const toasts = desk.page.getByRole('region', { name: /^Notifications/ });
  await expect(
    toasts.getByText(`${family.name}'s family proposed a pick-up person.`),
  ).toBeVisible();
  const waiting = waitingBefore + 1;
  await expect(families).toHaveAccessibleName(
    `Families: ${waiting} pick-up${waiting === 1 ? '' : 's'} to approve`,
  );
  await phone.close();
  await desk.context.close();
});
