/**
 * Adding a child with the name of one already enrolled asks whether it is the same child, a
 * sibling or another child, instead of silently making a second family with `olivia.bennett2`
 * (issue 15). Names match as logins spell them: case and accents aside.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addFamilyByApi, TABLET, type TestFamily } from './support/families.ts';
import { signInAsStaff } from './support/staff.ts';

test.use({ viewport: TABLET });

async function familyOf(request: APIRequestContext, family: TestFamily) {
  const response = await request.get(`/api/families/${family.familyId}`, {
    headers: { Authorization: `Bearer ${family.token}` },
  });
  return (await response.json()) as { children: Array<{ name: string }> };
}

function addFromDashboard(page: Page, name: string) {
  return async () => {
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    return dialog;
  };
}

test('staff adding a name already enrolled are asked: a sibling, another child or the same one', async ({
  page,
  request,
}) => {
  const olivia = await addFamilyByApi(request, 'Olivia Bénnett');
  // The same name, typed as a person at the desk would: other case, no accent.
  const typed = olivia.child.name.toUpperCase().replace('É', 'E');
  await signInAsStaff(page, '/dashboard');
  await page.goto('/dashboard');

  // A sibling joins the family and shares its login: no new login is told.
  let dialog = await addFromDashboard(page, typed)();
  const question = dialog.getByRole('group', { name: 'A child with this name is enrolled' });
  await expect(question).toContainText(`${olivia.child.name} is already enrolled.`);
  await question.getByRole('button', { name: /A sibling: add to/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Customer added', { exact: true })).toBeVisible();
  expect((await familyOf(request, olivia)).children).toHaveLength(2);

  // Another child of the same name gets a family and a login of its own.
  dialog = await addFromDashboard(page, typed)();
  await dialog.getByRole('button', { name: 'Another child: a new family' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/^Customer added\. Portal login: \S+2, first password/),
  ).toBeVisible();
  expect((await familyOf(request, olivia)).children).toHaveLength(2);

  // Back returns to the form as it was; the same child opens the family page.
  dialog = await addFromDashboard(page, typed)();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue(typed);
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await dialog.getByRole('button', { name: 'The same child: open their family' }).click();
  await expect(page).toHaveURL(new RegExp(`/families/${olivia.familyId}$`));
});

test('the attendance screen asks the same question before it adds a name already enrolled', async ({
  page,
  request,
}) => {
  const ada = await addFamilyByApi(request, 'Ada Lovelace');
  await signInAsStaff(page, '/');
  const form = page.getByRole('region', { name: 'Add New Customer' });
  await form.getByLabel('Customer Name').fill(ada.child.name.toLowerCase());
  await form.getByRole('button', { name: 'Add Customer' }).click();
  await form.getByRole('button', { name: /A sibling: add to/ }).click();
  await expect(form.getByLabel('Customer Name')).toHaveValue('');
  await expect(
    form.getByRole('group', { name: 'A child with this name is enrolled' }),
  ).toBeHidden();
  expect((await familyOf(request, ada)).children).toHaveLength(2);
});
