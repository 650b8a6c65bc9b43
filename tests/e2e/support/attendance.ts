/**
 * @module
 * The attendance grid in browser tests: ticking a day present as staff do. Any day but today is
 * present without times; today's tick asks when the child arrived (decision 069), answered here
 * with the time it offers, now.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { dateOf, WEEKDAY_NAMES, type WeekdayName } from './customer.ts';
import { facilityTodayE2e } from './facility.ts';

/** Whether a weekday of the week on screen is the facility's today. */
export function isToday(weekday: WeekdayName): boolean {
  return dateOf(weekday) === facilityTodayE2e();
}

/**
 * `weekday`, or the next school day when `weekday` is today (Friday's is Thursday): a day whose
 * tick is present without times, for a test about such a day whatever day the suite runs.
 */
export function otherThanToday(weekday: WeekdayName): WeekdayName {
  if (!isToday(weekday)) return weekday;
  const index = WEEKDAY_NAMES.indexOf(weekday);
  return WEEKDAY_NAMES[index === WEEKDAY_NAMES.length - 1 ? index - 1 : index + 1] as WeekdayName;
}

/** The dialog today's tick opens. */
export function arrivalDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Mark present today' });
}

/**
 * Ticks `weekday` present on a customer's card of this week, answering today's arrival question
 * with the time it offers (now), and waits until the box is ticked.
 */
export async function tickPresent(page: Page, card: Locator, weekday: WeekdayName): Promise<void> {
  const box = card.getByRole('checkbox', { name: `Present on ${weekday}`, exact: true });
  await box.click();
  if (isToday(weekday)) {
    const dialog = arrivalDialog(page);
    await dialog.getByRole('button', { name: 'Mark Present' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(box).toBeChecked();
}

/**
 * Answers the desk's "Who is collecting {name}?" (decision 073) without naming anyone, as a
 * check-out may where the owner does not require a name.
 */
export async function collectedWithoutName(page: Page, name: string): Promise<void> {
  await page
    .getByRole('dialog', { name: `Who is collecting ${name}?` })
    .getByRole('button', { name: 'Check out without a name' })
    .click();
}
