/**
 * The dashboard's '?' help marks open on a tap, on a phone or tablet that has no hover (issue
 * 16), close on a second tap, and still open on keyboard focus.
 */
import { devices, expect, test } from '@playwright/test';
import { signInAsStaff } from './support/staff.ts';

const DASHBOARD_HELP =
  'Today at a glance: who is here, the hours so far, and quick check-in. Check-ins also work offline and sync when the connection returns.';

test.use({ ...devices['Pixel 7'], browserName: 'chromium' });

test('a tap opens a help mark and a second tap closes it', async ({ page }) => {
  await signInAsStaff(page, '/dashboard');
  await page.goto('/dashboard');
  const mark = page.getByRole('button', { name: 'Help: Dashboard', exact: true });
  // The screen settles once today's visits have loaded.
  await expect(page.getByRole('group', { name: 'Currently Present' })).toContainText(/\d/);
  await mark.tap();
  await expect(page.getByRole('tooltip')).toHaveText(DASHBOARD_HELP);
  await mark.tap();
  await expect(page.getByRole('tooltip')).toBeHidden();

  // A keyboard reaches it too.
  await page.getByRole('heading', { name: 'Today', exact: true }).click();
  await mark.focus();
  await expect(page.getByRole('tooltip')).toHaveText(DASHBOARD_HELP);
});
