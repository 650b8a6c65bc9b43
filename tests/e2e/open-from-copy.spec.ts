import { AUTH_TOKEN_STORAGE_KEY } from '@cubby/shared/constants';
import { addDays, mondayOf } from '@cubby/shared/dates';
import { expect, type Route, test } from '@playwright/test';
import { attendanceCard } from './support/devices.ts';
import { facilityTodayE2e } from './support/facility.ts';
import { markPresent } from './support/owner.ts';
import { addPersonByApi } from './support/people.ts';
import { addCustomer, signInAsStaff } from './support/staff.ts';

const THIS_MONDAY = mondayOf(facilityTodayE2e());

test('a signed-in tablet shows the week from its copy while the server is still asked who is signed in', async ({
  browser,
  request,
}) => {
  const child = await addCustomer(request, 'Copy First');
  await markPresent(request, child.id, addDays(THIS_MONDAY, 2));
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    await signInAsStaff(first, '/');
    await expect(
      attendanceCard(first, child.name).getByRole('checkbox', { name: 'Present on Wednesday' }),
    ).toBeChecked();
    await first.close();

    // The session check is held back until the week has shown.
    const page = await context.newPage();
    let held: Route | null = null;
    await page.route('**/api/user', (route) => {
      held = route;
    });
    await page.goto('/');
    await expect(
      attendanceCard(page, child.name).getByRole('checkbox', { name: 'Present on Wednesday' }),
    ).toBeChecked();
    expect(held, 'the session check was asked, and is still unanswered').not.toBeNull();
    await (held as unknown as Route).continue();
    // The server's answer confirms the user: the screen stays.
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toHaveCount(0);
    await expect(attendanceCard(page, child.name)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a remembered user whose session has ended elsewhere is shown the sign-in screen', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAsStaff(page, '/');
    await expect(page.getByRole('button', { name: 'Next Week' })).toBeVisible();
    // The session ends on the server (signed out from another device), not on this tablet.
    const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_STORAGE_KEY);
    const ended = await request.post('/api/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(ended.ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    // Nobody is remembered any more: the next start shows the sign-in screen too.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next Week' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a device whose remembered person still has a first password opens no document as it starts', async ({
  browser,
  request,
}) => {
  const person = await addPersonByApi(request, 'Nia', 'Brooks');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('Username').fill(person.username);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();

    // The app starts again with that person remembered: the documents open at start only for
    // someone who may see them (decision 050).
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
    // Long enough for the sync code to have run and opened them, had it done so.
    await page.waitForLoadState('networkidle');
    expect(sockets).toEqual([]);
  } finally {
    await context.close();
  }
});
