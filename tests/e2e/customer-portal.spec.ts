/**
 * @module
 * The parents' portal on a phone: the first login with the family's first password, the forced
 * password change (with the welcome code where the owner chose the shared first password), My
 * Schedule with its weeks, each of the four answers and each undo, the jump to a new week, and
 * the end of a session that ended elsewhere.
 */
import path from 'node:path';
import { addDays, addWeeks, formatDisplayDate } from '@cubby/shared/dates';
import { dateAt } from '@cubby/shared/facility-clock';
import {
  type APIRequestContext,
  devices,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import {
  addFamily,
  confirmPanel,
  dateOf,
  openFamilySchedule,
  openMySchedule,
  openParentPhone,
  ownPassword,
  shownDay,
  signInParent,
  storedAnswer,
  submitLogin,
  thisMonday,
} from './support/customer.ts';
import { E2E_FACILITY_TIME_ZONE, facilityInstantE2e } from './support/facility.ts';
import { screenshotWholeScreen, sidewaysOverflow } from './support/layout.ts';
import { ownerToken } from './support/people.ts';
import { staffToken } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const WEEK_OF = `Week of ${formatDisplayDate(thisMonday)}`;
const ANSWERS = [
  'YES - Confirm Week',
  'NO - Not Coming',
  'Early Pick-Up/Late Drop Off',
  'Request Extra Day (If Spot Available)',
];

// Phone first: every test here runs on a phone-sized touch screen.
test.use({ ...devices['Pixel 7'], locale: 'en-US' });

/** The toast with this title (and text), in the toast area. */
function toastWith(page: Page, title: string, description?: string): Locator {
  const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  const toast = toasts.filter({ hasText: title });
  return description ? toast.filter({ hasText: description }) : toast;
}

/**
 * Sees a toast, then closes it as a parent would, so it never lies over the next button the
 * test taps (a toast under the pointer stays open).
 */
async function seeToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = toastWith(page, title, description);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
}

/** A payment handed over at the desk today, which leaves the family a notice with its receipt. */
async function recordDeskPayment(
  request: APIRequestContext,
  customerId: string,
  amount: string,
  method: 'cash' | 'cheque',
): Promise<void> {
  const recorded = await request.post('/api/payments', {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
    data: { customerId, amount, method, receivedOn: dateAt(new Date(), E2E_FACILITY_TIME_ZONE) },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
}

/** Waits for a dialog's opening animation, so colours are checked at full opacity. */
async function settled(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

async function expectFourAnswers(panel: Locator): Promise<void> {
  for (const answer of ANSWERS) {
    await expect(panel.getByRole('button', { name: answer })).toBeVisible();
  }
}

test.describe('the customer portal', () => {
  test('a new parent signs in with their first password and must choose their own first', async ({
    page,
    request,
  }) => {
    const family = await addFamily(request, 'Portal Parent', ['Monday', 'Wednesday']);

    // Signed out, the portal's screens send the visitor to the login.
    for (const route of ['/customer-schedule', '/customer-password-change']) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/customer-login$/);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Portal' })).toBeVisible();
    await expect(page.getByText(/firstname\.lastname/)).toContainText('lowercase');
    await expect(page.getByText(/shared default password/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Access Staff Portal' })).toHaveAttribute(
      'href',
      '/',
    );
    await expectAccessible(page, 'the customer login');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'portal-login.png') });

    // Spaces alone are missing information; nothing is sent.
    await submitLogin(page, '   ', 'something');
    await expect(
      toastWith(page, 'Missing Information', 'Please enter both username and password'),
    ).toBeVisible();
    await submitLogin(page, family.username, 'not-the-password');
    await expect(toastWith(page, 'Login Failed', 'Invalid username or password')).toBeVisible();

    // The username is trimmed; the first password leads to the password change, and the
    // welcome says so rather than promising the schedule.
    await submitLogin(page, `  ${family.username} `, family.firstPassword);
    await expect(
      toastWith(page, 'Login Successful', 'Welcome! Please choose a new password first.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/customer-password-change$/);
    await page.goto('/customer-schedule');
    await expect(page).toHaveURL(/\/customer-password-change$/);

    const heading = page.getByRole('heading', { level: 1, name: 'Create Your Password' });
    await expect(heading).toBeVisible();
    const setPassword = page.getByRole('button', { name: 'Set Password' });
    const newPassword = page.getByLabel('New Password', { exact: true });
    const confirmPassword = page.getByLabel('Confirm Password', { exact: true });
    const rules = page.getByRole('list', { name: 'Password requirements' });
    const tooShort = page.getByText(
      'Password Too Short: Password must be at least 6 characters long',
    );
    const differ = page.getByText(
      "Passwords Don't Match: Please make sure both passwords are the same",
    );
    await expect(setPassword).toBeDisabled();
    await expect(rules.getByRole('listitem')).toHaveText([
      'Not yet: At least 6 characters',
      'Not yet: Passwords match',
    ]);

    // The checklist follows every keystroke.
    await newPassword.pressSequentially('abc');
    await expect(tooShort).toBeVisible();
    await confirmPassword.pressSequentially('abd');
    await expect(differ).toBeVisible();
    await expect(setPassword).toBeDisabled();
    await expectAccessible(page, 'the password change with its hints');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'portal-password.png') });
    await newPassword.fill('abcdef');
    await expect(tooShort).toBeHidden();
    await expect(rules.getByRole('listitem').first()).toHaveText('Done: At least 6 characters');
    await expect(differ).toBeVisible();
    await confirmPassword.fill('abcdef');
    await expect(differ).toBeHidden();
    await expect(rules.getByRole('listitem')).toHaveText([
      'Done: At least 6 characters',
      'Done: Passwords match',
    ]);
    await expect(setPassword).toBeEnabled();

    // No Welcome Code field: this first password is the family's own.
    await expect(page.getByLabel('Welcome Code')).toHaveCount(0);
    // The first password is refused as the new one, with the server's reason.
    await newPassword.fill(family.firstPassword);
    await confirmPassword.fill(family.firstPassword);
    await setPassword.click();
    await expect(
      toastWith(page, 'Password Change Failed', 'Choose a password other than the first password'),
    ).toBeVisible();
    await expect(heading).toBeVisible();

    const password = ownPassword();
    await newPassword.fill(password);
    await confirmPassword.fill(password);
    await setPassword.click();
    await expect(toastWith(page, 'Password Changed')).toBeVisible();
    await expect(page).toHaveURL(/\/customer-schedule$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
    await expect(page.getByText(`Welcome, ${family.name}`)).toBeVisible();

    // Logging out ends the session; the new password then goes straight to the schedule.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/customer-login$/);
    await page.goto('/customer-schedule');
    await expect(page).toHaveURL(/\/customer-login$/);
    await submitLogin(page, family.username, password);
    await expect(
      toastWith(page, 'Login Successful', 'Welcome! Redirecting to your schedule...'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/customer-schedule$/);
    await expect(page.getByText(`Welcome, ${family.name}`)).toBeVisible();

    // Signed in, the login screen goes straight on.
    await page.goto('/customer-login');
    await expect(page).toHaveURL(/\/customer-schedule$/);
  });

  test('where the owner chose the shared first password, the first change asks once for the family’s welcome code', async ({
    page,
    request,
  }) => {
    const owner = { Authorization: `Bearer ${await ownerToken(request)}` };
    const choose = async (parentFirstPassword: 'shared' | 'personal') => {
      const chosen = await request.put('/api/settings', {
        headers: owner,
        data: { parentFirstPassword },
      });
      expect(chosen.ok()).toBe(true);
    };
    await choose('shared');
    try {
      const family = await addFamily(request, 'Shared Parent', ['Tuesday']);
      expect(family.firstPassword).toBe(E2E_ACCOUNTS.customerDefaultPassword);
      const welcomeCode = family.welcomeCode ?? '';
      expect(welcomeCode).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}$/);

      await page.goto('/customer-login');
      await submitLogin(page, family.username, E2E_ACCOUNTS.customerDefaultPassword);
      await expect(page).toHaveURL(/\/customer-password-change$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create Your Password' }),
      ).toBeVisible();
      const code = page.getByLabel('Welcome Code');
      const setPassword = page.getByRole('button', { name: 'Set Password' });
      const password = ownPassword();
      await page.getByLabel('New Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm Password', { exact: true }).fill(password);
      // The new password alone is not enough: the code from the family's sheet is asked for.
      await expect(setPassword).toBeDisabled();
      await expectAccessible(page, 'the password change with a welcome code');
      await code.fill('aaaa-aaaa');
      await setPassword.click();
      await expect(
        toastWith(page, 'Password Change Failed', 'This welcome code is not right.'),
      ).toBeVisible();
      await code.fill(welcomeCode.toUpperCase());
      await setPassword.click();
      await expect(toastWith(page, 'Password Changed')).toBeVisible();
      await expect(page).toHaveURL(/\/customer-schedule$/);
      await expect(page.getByText(`Welcome, ${family.name}`)).toBeVisible();
    } finally {
      await choose('personal');
    }
  });

  test('My Schedule lists the week’s scheduled days and moves a week at a time', async ({
    page,
    request,
  }) => {
    const family = await addFamily(request, 'Week Parent', ['Monday', 'Wednesday', 'Friday']);
    await openFamilySchedule(page, family);

    const week = page.getByRole('group', { name: 'Week' });
    await expect(week).toContainText(WEEK_OF);
    await expect(
      page.getByText('Hours: Monday-Wednesday and Friday, 10:00 AM - 4:00 PM. Hours may change.'),
    ).toBeVisible();
    await expect(page.getByText('at least 3 days advance notice')).toBeVisible();

    const days = page.getByRole('region', { name: 'Scheduled Days' }).getByRole('listitem');
    await expect(days).toHaveCount(3);
    for (const [index, day] of (['Monday', 'Wednesday', 'Friday'] as const).entries()) {
      await expect(days.nth(index)).toContainText(day);
      await expect(days.nth(index)).toContainText(formatDisplayDate(dateOf(day)));
      await expect(days.nth(index)).toContainText('Scheduled');
    }
    await expectFourAnswers(confirmPanel(page));
    await expectAccessible(page, 'My Schedule');
    await screenshotWholeScreen(page, path.join(SCREENSHOTS, 'portal-schedule.png'));

    // Every page is no wider than the phone.
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Next Week' }).click();
    const next = addWeeks(thisMonday, 1);
    await expect(week).toContainText(`Week of ${formatDisplayDate(next)}`);
    await expect(days.first()).toContainText(formatDisplayDate(next));
    await expect(confirmPanel(page)).toContainText(`week of ${formatDisplayDate(next)}`);
    await page.getByRole('button', { name: 'Previous Week' }).click();
    await page.getByRole('button', { name: 'Previous Week' }).click();
    await expect(week).toContainText(`Week of ${formatDisplayDate(addWeeks(thisMonday, -1))}`);
  });

  test('a family with no default days sees the empty state, one with all five no extra day', async ({
    page,
    request,
  }) => {
    const none = await addFamily(request, 'Unscheduled Parent', []);
    await openFamilySchedule(page, none);
    await expect(page.getByText('No scheduled days this week')).toBeVisible();
    await expectFourAnswers(confirmPanel(page));

    const every = await addFamily(request, 'Everyday Parent', [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    await openFamilySchedule(page, every);
    await expect(page.getByText(`Welcome, ${every.name}`)).toBeVisible();
    const panel = confirmPanel(page);
    await expect(panel.getByRole('button', { name: 'YES - Confirm Week' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /Request Extra Day/ })).toHaveCount(0);
  });

  test('each of the four answers shows its state, and each undo brings the four back', async ({
    page,
    request,
    context,
  }) => {
    const family = await addFamily(request, 'Answer Parent', ['Monday', 'Wednesday', 'Friday']);
    await openFamilySchedule(page, family);
    const panel = confirmPanel(page);
    const undone = async (button: string) => {
      await panel.getByRole('button', { name: button }).click();
      await seeToast(page, `${WEEK_OF} confirmation removed`);
      await expectFourAnswers(panel);
      await expect.poll(() => storedAnswer(context)).toBe('none');
    };

    // YES - Confirm Week.
    await panel.getByRole('button', { name: 'YES - Confirm Week' }).click();
    await seeToast(page, `${WEEK_OF} confirmed!`);
    await expect(panel).toContainText('Week confirmed');
    await expect(panel.getByRole('button', { name: 'NO - Not Coming' })).toHaveCount(0);
    await expect.poll(async () => (await storedAnswer(context)) !== 'none').toBe(true);
    expect(await storedAnswer(context)).toMatchObject({ status: 'confirmed' });
    await expectAccessible(page, 'a confirmed week');
    await undone('Undo Confirmation');

    // NO - Not Coming: Select All / Unselect All, then one day and a reason.
    await panel.getByRole('button', { name: 'NO - Not Coming' }).click();
    const notComing = page.getByRole('dialog', { name: 'Not Coming' });
    const submit = notComing.getByRole('button', { name: 'Submit' });
    const dayBoxes = notComing.getByRole('checkbox');
    await expect(dayBoxes).toHaveCount(3);
    await expect(submit).toBeDisabled();
    await notComing.getByRole('button', { name: 'Select All' }).click();
    for (const box of await dayBoxes.all()) await expect(box).toBeChecked();
    await notComing.getByRole('button', { name: 'Unselect All' }).click();
    for (const box of await dayBoxes.all()) await expect(box).not.toBeChecked();
    await expect(submit).toBeDisabled();
    // A day is ticked by tapping its card.
    await notComing.getByText(shownDay('Wednesday')).click();
    await expect(notComing.getByRole('checkbox', { name: shownDay('Wednesday') })).toBeChecked();
    await notComing.getByLabel('Reason (optional)').fill('Visiting grandparents');
    await settled(notComing);
    await expectAccessible(page, 'the not-coming dialog');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'portal-not-coming.png') });
    await submit.click();
    await expect(notComing).toBeHidden();
    await seeToast(page, 'Marked as not coming this week');
    await expect(panel).toContainText(`Not coming on ${shownDay('Wednesday')}`);
    await expect(panel).toContainText('Reason: Visiting grandparents');
    // The day no longer says Scheduled (issue 16); the others still do.
    const scheduled = page.getByRole('region', { name: 'Scheduled Days' }).getByRole('listitem');
    await expect(scheduled.filter({ hasText: 'Wednesday' })).toContainText('Not coming');
    await expect(scheduled.filter({ hasText: 'Monday' })).toContainText('Scheduled');
    await expect
      .poll(() => storedAnswer(context))
      .toMatchObject({
        status: 'not_coming',
        details: { absentDays: [dateOf('Wednesday')], reason: 'Visiting grandparents' },
      });
    await undone('Change Mind');

    // Early Pick-Up/Late Drop Off: scheduled days only; a day and a time are needed.
    await panel.getByRole('button', { name: 'Early Pick-Up/Late Drop Off' }).click();
    const change = page.getByRole('dialog', { name: 'Early Pick-Up/Late Drop Off' });
    const changeDays = change.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
    await expect(changeDays).toHaveText([
      shownDay('Monday'),
      shownDay('Wednesday'),
      shownDay('Friday'),
    ]);
    await expect(change.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await change.getByRole('radio', { name: shownDay('Friday') }).click();
    await expect(change.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await change.getByRole('radio', { name: 'Late Drop-Off' }).click();
    await change.getByLabel('Time').fill('11:30');
    await change.getByLabel('Reason (optional)').fill('Doctor visit');
    await change.getByLabel('Also confirm my other scheduled days this week').check();
    await settled(change);
    await expectAccessible(page, 'the schedule change dialog');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'portal-schedule-change.png') });
    await change.getByRole('button', { name: 'Submit' }).click();
    await seeToast(page, 'Schedule change noted');
    await expect(panel).toContainText(`Late Drop-Off on ${shownDay('Friday')} at 11:30 AM`);
    await expect(panel).toContainText('Reason: Doctor visit');
    await expect(panel).toContainText('Your other scheduled days are confirmed.');
    await expect
      .poll(() => storedAnswer(context))
      .toMatchObject({
        status: 'schedule_change',
        details: {
          scheduleChangeDay: dateOf('Friday'),
          scheduleChangeType: 'late_drop',
          scheduleChangeTime: '11:30',
          scheduleChangeReason: 'Doctor visit',
          alsoConfirmOthers: true,
        },
      });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'portal-answered.png') });
    await undone('Change Mind');

    // Request Extra Day: the other weekdays only; the reason defaults to 'Need extra day'.
    await panel.getByRole('button', { name: 'Request Extra Day (If Spot Available)' }).click();
    const extra = page.getByRole('dialog', { name: 'Request Extra Day' });
    await expect(extra.getByRole('radio')).toHaveText([shownDay('Tuesday'), shownDay('Thursday')]);
    await expect(extra.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await extra.getByRole('radio', { name: shownDay('Thursday') }).click();
    await settled(extra);
    await expectAccessible(page, 'the extra day dialog');
    await extra.getByRole('button', { name: 'Submit' }).click();
    await seeToast(page, 'Extra day request submitted to staff');
    await expect(panel).toContainText(`Extra day: ${shownDay('Thursday')}, if a spot is available`);
    await expect(panel).toContainText('Reason: Need extra day');
    await expect(panel).not.toContainText('Your other scheduled days are confirmed.');
    await expect
      .poll(() => storedAnswer(context))
      .toMatchObject({
        status: 'extra_day_request',
        details: {
          requestExtraDay: dateOf('Thursday'),
          extraDayReason: 'Need extra day',
          alsoConfirmOthers: false,
        },
      });
    await undone('Cancel Request');
  });

  test('when a new week begins, a parent looking at another week is moved to it', async ({
    page,
    request,
    context,
  }) => {
    const family = await addFamily(request, 'Rollover Parent', ['Tuesday']);
    await signInParent(context, family);
    const sunday = addDays(thisMonday, 6);
    // Sunday night on the facility's clock, whatever zone the browser is in.
    await page.clock.install({ time: facilityInstantE2e(sunday, '23:50') });
    await openMySchedule(page);
    const week = page.getByRole('group', { name: 'Week' });
    await expect(week).toContainText(WEEK_OF);
    await page.getByRole('button', { name: 'Previous Week' }).click();
    const lastWeek = `Week of ${formatDisplayDate(addWeeks(thisMonday, -1))}`;
    await expect(week).toContainText(lastWeek);

    // A minute's check on Sunday evening changes nothing.
    await page.clock.pauseAt(new Date(facilityInstantE2e(sunday, '23:58').getTime() + 30_000));
    await page.clock.runFor(60_000);
    await expect(week).toContainText(lastWeek);

    // The first check on Monday shows the new week.
    await page.clock.runFor(60_000);
    await expect(week).toContainText(`Week of ${formatDisplayDate(addWeeks(thisMonday, 1))}`);
  });

  test('a parent whose session ended elsewhere is sent to log in again', async ({
    page,
    request,
    playwright,
  }) => {
    const family = await addFamily(request, 'Ended Parent', ['Monday']);
    const password = await openFamilySchedule(page, family);

    // The parent changes the password on another device, which ends every other session.
    const elsewhere = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    try {
      const login = await elsewhere.post('/api/customer/login', {
        data: { username: family.username, password },
      });
      expect(login.ok()).toBe(true);
      // The first change is done, so the current password is asked for (decision 016).
      const changed = await elsewhere.post('/api/customer/change-password', {
        data: { currentPassword: password, newPassword: ownPassword() },
      });
      expect(changed.ok()).toBe(true);
    } finally {
      await elsewhere.dispose();
    }

    // The ended session's open sync connection is closed with 4401 at once (decision 016), so
    // the page goes to sign in again without waiting for another request.
    await expect(page).toHaveURL(/\/customer-login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Portal' })).toBeVisible();
    // The parent did not sign out, so the portal says why the login is back.
    await expect(toastWith(page, 'Signed Out', 'Please sign in again.')).toBeVisible();
  });

  // My Account syncs no document, so it downloads the document code only to sign out
  // (decision 045); the copies My Schedule stored must still go.
  test('a parent who logs out from My Account leaves none of the family’s documents on the phone', async ({
    page,
    request,
  }) => {
    const family = await addFamily(request, 'Leaving Parent', ['Monday']);
    await openFamilySchedule(page, family);
    const familyCopies = () =>
      page.evaluate(async () =>
        (await indexedDB.databases())
          .map((database) => database.name ?? '')
          .filter((name) => name.startsWith('family:')),
      );
    await expect.poll(familyCopies).not.toEqual([]);

    await page.goto('/customer-account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/customer-login$/);
    await expect.poll(familyCopies).toEqual([]);
  });

  test('a parent reads the day-care’s notices, newest first, and marks one read', async ({
    page,
    request,
    browser,
  }) => {
    const family = await addFamily(request, 'Notice Parent', ['Monday']);
    // Two payments handed over at the desk: each leaves the family a notice with its receipt.
    await recordDeskPayment(request, family.id, '20.00', 'cheque');
    await recordDeskPayment(request, family.id, '100.00', 'cash');
    await openFamilySchedule(page, family);

    const notices = page.getByRole('region', { name: 'Notices' });
    await expect(notices.getByText('2 new')).toBeVisible();
    const items = notices.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(/Payment received, receipt R-\d{6}/);
    await expect(items.nth(0)).toContainText('We received your cash payment of $100.00');
    await expect(items.nth(0)).toContainText(
      formatDisplayDate(dateAt(new Date(), E2E_FACILITY_TIME_ZONE)),
    );
    await expect(items.nth(1)).toContainText('We received your cheque of $20.00');
    await expectAccessible(page, 'My Schedule with notices');

    await items.nth(0).getByRole('button', { name: 'Mark as read' }).click();
    await expect(notices.getByText('1 new')).toBeVisible();
    await expect(items.nth(0).getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    await page.reload();
    await expect(notices.getByText('1 new')).toBeVisible();
    await expect(items.nth(1).getByRole('button', { name: 'Mark as read' })).toBeVisible();

    // Another family's parent sees none of them.
    const other = await addFamily(request, 'Other Parent', ['Monday']);
    const phone = await openParentPhone(browser, other);
    await expect(phone.page.getByRole('region', { name: 'Notices' })).toHaveCount(0);
    await phone.context.close();
  });

  test('My Account opened on its own asks for the session and the account once each, before its code', async ({
    page,
    request,
  }) => {
    const family = await addFamily(request, 'Early Reader', ['Monday']);
    await signInParent(page.context(), family);
    // What the page asked for, in order: the parent's API reads and the account screen's code.
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/customer/')) asked.push(pathname);
      else if (/\/account-screen-[^/]*\.js$/.test(pathname)) asked.push('account screen code');
    });

    await page.goto('/customer-account');
    await expect(page.getByTestId('account-balance')).toHaveText('All paid up');
    await expect(page.getByText('No statements yet.', { exact: false })).toBeVisible();

    // Both reads start with the app (decision 059) and the screen takes their answers.
    expect(asked.filter((path) => path === '/api/customer/auth')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/customer/account')).toHaveLength(1);
    expect(asked.indexOf('/api/customer/account')).toBeLessThan(
      asked.indexOf('account screen code'),
    );
  });

  test('My Schedule opened on its own asks for the notices once, before its code', async ({
    page,
    request,
  }) => {
    const family = await addFamily(request, 'Early Notices', ['Monday']);
    await recordDeskPayment(request, family.id, '15.00', 'cash');
    await signInParent(page.context(), family);
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/customer/')) asked.push(pathname);
      else if (/\/customer-schedule-screen-[^/]*\.js$/.test(pathname)) asked.push('schedule code');
    });

    await page.goto('/customer-schedule');
    const notices = page.getByRole('region', { name: 'Notices' });
    await expect(notices.getByText('1 new')).toBeVisible();

    // The notices were the last request before the schedule showed; now they start with the
    // app (decision 059) and the card takes their answer.
    expect(asked.filter((path) => path === '/api/customer/notices')).toHaveLength(1);
    expect(asked.indexOf('/api/customer/notices')).toBeLessThan(asked.indexOf('schedule code'));
  });
});
