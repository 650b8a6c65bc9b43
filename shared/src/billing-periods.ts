/**
 * @module
 * Billing periods (DESIGN section 7, "Family billing"): the stretch of days one statement
 * covers, by the owner's `billingCycle`. A weekly period runs Monday to Sunday and is named by its
 * Monday (a Sunday belongs to the week before, as everywhere); a monthly one is a calendar month
 * named `YYYY-MM`. Every date here is already the facility's (`@cubby/shared/facility-clock`).
 * Statements, their due dates, autopay and late fees all take their days from here.
 */
import { z } from 'zod';
import { isoDateSchema } from './date-schemas.ts';
import { addDays, type IsoDate, isMonday, mondayOf } from './dates.ts';
import type { BillingCycle } from './schemas/settings.ts';

/** One statement's days, both ends included, and the name it goes by in addresses. */
export interface BillingPeriod {
  /** A weekly period's Monday ('2026-11-23') or a month ('2026-11'). */
  key: string;
  cycle: BillingCycle;
  from: IsoDate;
  to: IsoDate;
}

const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** The period of `cycle` that holds `date`. */
export function periodContaining(date: IsoDate, cycle: BillingCycle): BillingPeriod {
  if (cycle === 'weekly') {
    const monday = mondayOf(date);
    return { key: monday, cycle, from: monday, to: addDays(monday, 6) };
  }
  return monthPeriod(date.slice(0, 7));
}

function monthPeriod(month: string): BillingPeriod {
  const from = `${month}-01`;
  const nextMonth = addDays(from, 31).slice(0, 7);
  return { key: month, cycle: 'monthly', from, to: addDays(`${nextMonth}-01`, -1) };
}

/**
 * The period a key names, or null when it names none: a Monday is a week, `YYYY-MM` a month. The
 * key says its own cycle, so statements made before the owner changed the cycle stay readable.
 */
export function periodOfKey(key: string): BillingPeriod | null {
  const month = MONTH_KEY.exec(key);
  if (month) {
    const monthNumber = Number(month[2]);
    if (monthNumber < 1 || monthNumber > 12) return null;
    return isoDateSchema.safeParse(`${key}-01`).success ? monthPeriod(key) : null;
  }
  if (!isoDateSchema.safeParse(key).success || !isMonday(key)) return null;
  return periodContaining(key, 'weekly');
}

/** Zod schema for a period key in an address: a week's Monday or `YYYY-MM`. */
export const periodKeySchema = z.string().refine((key) => periodOfKey(key) !== null, {
  error: 'The period must be a week’s Monday (YYYY-MM-DD) or a month (YYYY-MM)',
});

/** The period just after `period`, of the same cycle. */
export function nextPeriod(period: BillingPeriod): BillingPeriod {
  return periodContaining(addDays(period.to, 1), period.cycle);
}

/** The period just before `period`, of the same cycle. */
export function previousPeriod(period: BillingPeriod): BillingPeriod {
  return periodContaining(addDays(period.from, -1), period.cycle);
}

/** The day a period's statement is made: the day after the period ends. */
export function statementDate(period: BillingPeriod): IsoDate {
  return addDays(period.to, 1);
}

/** The day a period's statement falls due: `dueDays` after the period ends (Settings). */
export function dueDate(period: BillingPeriod, dueDays: number): IsoDate {
  return addDays(period.to, dueDays);
}

/** Whether a period is over on `today`, so its statement can be made. */
export function isClosed(period: BillingPeriod, today: IsoDate): boolean {
  return today > period.to;
}

/** The periods of `cycle` from the one holding `from` to the one holding `to`, oldest first. */
export function periodsBetween(from: IsoDate, to: IsoDate, cycle: BillingCycle): BillingPeriod[] {
  const periods: BillingPeriod[] = [];
  for (let period = periodContaining(from, cycle); period.from <= to; ) {
    periods.push(period);
    period = nextPeriod(period);
  }
  return periods;
}

/** A calendar year's first and last day: what a year-end statement counts. */
export function yearRange(year: number): { from: IsoDate; to: IsoDate } {
  const padded = String(year).padStart(4, '0');
  return { from: `${padded}-01-01`, to: `${padded}-12-31` };
}
