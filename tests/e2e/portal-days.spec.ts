/**
 * @module
 * Which days the parents' portal offers, on a phone (390 by 844), issue 16: the answer dialogs
 * leave out the days already past, a week whose days have all passed says so instead of offering
 * answers, a day inside the 3-day notice gets a note and can still be sent, a day marked not
 * coming never says Scheduled, and a parent who must change the first password is told so at
 * login. The phone's clock is set to a fixed day of this week on the facility's clock, so each
 * case runs on the weekday it is about whatever day the suite runs.
 */
import path from 'node:path';
import { addDays, formatDisplayDate } from '@cubby/shared/dates';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import {
  addFamily,
  confirmPanel,
  dateOf,
  type Family,
  openMySchedule,
  shownDay,
  signInParent,
  storedAnswer,
  submitLogin,
  thisMonday,
  type WeekdayName,
} from './support/customer.ts';
import { facilityInstantE2e } from './support/facility.ts';
import { addSibling, childPanel, familyIdOf, PHONE } from './support/family.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const WEEK_OVER = 'This week is over; there is nothing left to answer.';
const ANSWERS = [
  'YES - Confirm Week',
  'NO - Not Coming',
  'Early Pick-Up/Late Drop Off',
  'Request Extra Day (If Spot Available)',
];

test.use(PHONE);

/** Signs the family's parent in and opens My Schedule at `time` on the facility's `date`. */
async function openScheduleOn(
  page: Page,
  family: Family,
  date: string,
  time = '09:00',
): Promise<void> {
  await signInParent(page.context(), family);
  await page.clock.install({ time: facilityInstantE2e(date, time) });
  await openMySchedule(page);
}

/** The toast with this title and text, in the toast area. */
function toastWith(page: Page, title: string, description?: string): Locator {
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  return description ? toast.filter({ hasText: description }) : toast;
}

/** Sees a toast and closes it, so it never lies over the next button the test taps. */
async function seeToast(page: Page, title: string): Promise<void> {
  const toast = toastWith(page, title);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
}

/** Opens an answer's dialog from the Confirm This Week panel. */
async function openAnswer(page: Page, button: string, dialog: string): Promise<Locator> {
  await confirmPanel(page).getByRole('button', { name: button }).click();
  const opened = page.getByRole('dialog', { name: dialog });
  await expect(opened).toBeVisible();
  return opened;
}

/** Closes a dialog with its Cancel or Close button. */
async function closeDialog(dialog: Locator, button = 'Cancel'): Promise<void> {
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** The short-notice note a dialog shows for these days of this week. */
function shortNotice(days: string): string {
  return `${days} less than 3 days away. You can still send this; staff will see that it came at short notice.`;
}

async function expectStoredAnswer(context: BrowserContext, status: string): Promise<void> {
  await expect.poll(async () => (await storedAnswer(context)) !== 'none').toBe(true);
  expect(await storedAnswer(context)).toMatchObject({ status });
}

test('on a Thursday the answer dialogs offer Thursday and Friday, never the days already past', async ({
  page,
  request,
}) => {
  const family = await addFamily(request, 'Thursday Parent', ['Monday', 'Wednesday', 'Friday']);
  await openScheduleOn(page, family, dateOf('Thursday'));

  // The week's scheduled days are all still listed; only the answers leave out the past.
  const scheduled = page.getByRole('region', { name: 'Scheduled Days' }).getByRole('listitem');
  await expect(scheduled).toHaveCount(3);

  const notComing = await openAnswer(page, 'NO - Not Coming', 'Not Coming');
  await expect(notComing.getByRole('checkbox')).toHaveCount(1);
  await expect(notComing.getByRole('checkbox', { name: shownDay('Friday') })).toBeVisible();
  await closeDialog(notComing);

  const change = await openAnswer(
    page,
    'Early Pick-Up/Late Drop Off',
    'Early Pick-Up/Late Drop Off',
  );
  await expect(change.getByRole('radiogroup', { name: 'Day' }).getByRole('radio')).toHaveText([
    shownDay('Friday'),
  ]);
  await closeDialog(change);

  const extra = await openAnswer(
    page,
    'Request Extra Day (If Spot Available)',
    'Request Extra Day',
  );
  await expect(extra.getByRole('radio')).toHaveText([shownDay('Thursday')]);
  await closeDialog(extra);
});

test('a dialog whose days have all passed says so, and has only a way out', async ({
  page,
  request,
}) => {
  // Scheduled Monday and Tuesday: on a Thursday there is nothing left to mark or change, and no
  // other weekday is left for an extra day but Thursday and Friday.
  const family = await addFamily(request, 'Early Week Parent', ['Monday', 'Tuesday']);
  await openScheduleOn(page, family, dateOf('Thursday'));

  const notComing = await openAnswer(page, 'NO - Not Coming', 'Not Coming');
  await expect(notComing.getByRole('status')).toHaveText(
    'Your scheduled days this week have passed; there is nothing left to answer.',
  );
  await expect(notComing.getByRole('checkbox')).toHaveCount(0);
  await expect(notComing.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectAccessible(page, 'a dialog with no day left');
  await closeDialog(notComing, 'Close');

  const extra = await openAnswer(
    page,
    'Request Extra Day (If Spot Available)',
    'Request Extra Day',
  );
  await expect(extra.getByRole('radio')).toHaveText([shownDay('Thursday'), shownDay('Friday')]);
  await closeDialog(extra);

  // Confirming the week still works.
  await confirmPanel(page).getByRole('button', { name: 'YES - Confirm Week' }).click();
  await expect(confirmPanel(page)).toContainText('Week confirmed');
});

test('a week whose days have all passed says so instead of offering answers', async ({
  page,
  request,
}) => {
  const family = await addFamily(request, 'Weekend Parent', ['Monday', 'Wednesday']);
  // Saturday: the screen still opens on the week just ended (spec section 9).
  await openScheduleOn(page, family, addDays(thisMonday, 5));
  const panel = confirmPanel(page);
  await expect(page.getByRole('group', { name: 'Week' })).toContainText(
    `Week of ${formatDisplayDate(thisMonday)}`,
  );
  await expect(panel.getByRole('status')).toHaveText(WEEK_OVER);
  for (const answer of ANSWERS) {
    await expect(panel.getByRole('button', { name: answer })).toHaveCount(0);
  }
  await expectAccessible(page, 'a week that is over');

  // The coming week offers every answer again.
  await page.getByRole('button', { name: 'Next Week' }).click();
  for (const answer of ANSWERS) {
    await expect(panel.getByRole('button', { name: answer })).toBeVisible();
  }
  await expect(panel).not.toContainText(WEEK_OVER);
});

test('in a family of two, a week that is over offers neither child nor the family an answer', async ({
  page,
  request,
}) => {
  const family = await addFamily(request, 'Weekend Sibling', ['Monday']);
  await signInParent(page.context(), family);
  const second = await addSibling(request, await familyIdOf(page.context()), 'Weekend Twin', [
    'Friday',
  ]);
  await page.clock.install({ time: facilityInstantE2e(addDays(thisMonday, 5), '09:00') });
  await page.goto('/customer-schedule');

  const allChildren = page.getByRole('region', { name: 'All Children' });
  await expect(allChildren.getByRole('status')).toHaveText(WEEK_OVER);
  await expect(allChildren.getByRole('button')).toHaveCount(0);
  for (const child of [{ id: family.id, name: family.name }, second]) {
    await expect(childPanel(page, child).getByRole('status')).toHaveText(WEEK_OVER);
  }
  await expect(page.getByRole('button', { name: 'YES - Confirm Week' })).toHaveCount(0);
});

test('a day inside the 3-day notice shows a note before sending, can still be sent, and the answer says so', async ({
  page,
  request,
  context,
}) => {
  const family = await addFamily(request, 'Short Notice Parent', ['Monday', 'Friday']);
  await openScheduleOn(page, family, dateOf('Monday'));

  // Wednesday is two days after Monday: inside the notice. Thursday is three: enough.
  const extra = await openAnswer(
    page,
    'Request Extra Day (If Spot Available)',
    'Request Extra Day',
  );
  const note = extra.getByRole('status');
  await expect(note).toHaveCount(0);
  await extra.getByRole('radio', { name: shownDay('Thursday') }).click();
  await expect(note).toHaveCount(0);
  await extra.getByRole('radio', { name: shownDay('Wednesday') }).click();
  await expect(note).toHaveText(shortNotice(`${shownDay('Wednesday')} is`));
  await expectAccessible(page, 'the short-notice note');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'issue-16-short-notice-phone.png') });
  await extra.getByRole('button', { name: 'Submit' }).click();
  await expect(extra).toBeHidden();
  await seeToast(page, 'Extra day request submitted to staff');

  const panel = confirmPanel(page);
  await expect(panel).toContainText(`Extra day: ${shownDay('Wednesday')}, if a spot is available`);
  await expect(panel).toContainText(
    `Sent at short notice: ${shownDay('Wednesday')} was less than 3 days away.`,
  );
  await expectStoredAnswer(context, 'extra_day_request');
  expect(await storedAnswer(context)).toMatchObject({
    details: { requestExtraDay: dateOf('Wednesday') },
  });

  // With enough notice, neither the dialog nor the answer mentions it.
  await panel.getByRole('button', { name: 'Cancel Request' }).click();
  await seeToast(page, `Week of ${formatDisplayDate(thisMonday)} confirmation removed`);
  const notComing = await openAnswer(page, 'NO - Not Coming', 'Not Coming');
  // A day is ticked by tapping its card.
  const dayBox = (day: WeekdayName) => notComing.getByText(shownDay(day), { exact: true });
  await dayBox('Friday').click();
  await expect(notComing.getByRole('status')).toHaveCount(0);
  await dayBox('Monday').click();
  await expect(notComing.getByRole('status')).toHaveText(shortNotice(`${shownDay('Monday')} is`));
  await dayBox('Monday').click();
  await expect(notComing.getByRole('status')).toHaveCount(0);
  await notComing.getByRole('button', { name: 'Submit' }).click();
  await seeToast(page, 'Marked as not coming this week');
  await expect(panel).toContainText(`Not coming on ${shownDay('Friday')}`);
  await expect(panel).not.toContainText('short notice');
});

test('a day marked not coming says Not coming, never Scheduled, also after a reload', async ({
  page,
  request,
}) => {
  const family = await addFamily(request, 'Absent Parent', ['Monday', 'Wednesday', 'Friday']);
  await openScheduleOn(page, family, dateOf('Monday'));
  const days = page.getByRole('region', { name: 'Scheduled Days' }).getByRole('listitem');
  const badges = page.getByText('Scheduled', { exact: true });
  await expect(badges).toHaveCount(3);

  const notComing = await openAnswer(page, 'NO - Not Coming', 'Not Coming');
  await notComing.getByText(shownDay('Wednesday'), { exact: true }).click();
  await notComing.getByText(shownDay('Friday'), { exact: true }).click();
  await notComing.getByRole('button', { name: 'Submit' }).click();
  await seeToast(page, 'Marked as not coming this week');

  for (const reloaded of [false, true]) {
    if (reloaded) await openMySchedule(page);
    await expect(days.filter({ hasText: 'Monday' })).toContainText('Scheduled');
    for (const day of ['Wednesday', 'Friday']) {
      await expect(days.filter({ hasText: day })).toContainText('Not coming');
      await expect(days.filter({ hasText: day })).not.toContainText('Scheduled');
    }
    // Only Monday says Scheduled anywhere on the screen.
    await expect(badges).toHaveCount(1);
  }

  await confirmPanel(page).getByRole('button', { name: 'Change Mind' }).click();
  await expect(badges).toHaveCount(3);
});

test('a parent who must change the first password is told so by the login’s welcome', async ({
  page,
  request,
}) => {
  const family = await addFamily(request, 'First Login Parent', ['Tuesday']);
  await page.goto('/customer-login');
  await submitLogin(page, family.username, family.firstPassword);
  await expect(
    toastWith(page, 'Login Successful', 'Welcome! Please choose a new password first.'),
  ).toBeVisible();
  await expect(toastWith(page, 'Login Successful', 'Redirecting to your schedule')).toHaveCount(0);
  await expect(page).toHaveURL(/\/customer-password-change$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Password' })).toBeVisible();
});
