/**
 * @module
 * What a statement says a family owes, and what of it is still owed (decision 036): the closing
 * balance is the ledger's balance at the period's last day; what is still owed of it is that,
 * less whatever the balance has come down by since (payments and credits), never below zero.
 * Autopay charges this amount and late fees are offered on it, so both read one rule.
 */

import type { BillingPeriod } from '@cubby/shared/billing-periods';
import { formatDisplayDate } from '@cubby/shared/dates';
import { buildLedger } from '@cubby/shared/ledger';
import type { Cents } from '@cubby/shared/money';
import type { FamilyLedger } from '../ledger/family-ledger.ts';

// Before any day Cubby can hold: the balance at a date counts every entry up to it.
const BEGINNING = '0000-01-01';

/** The family's balance at the end of `date` (entries of that day included). */
export function balanceAt(ledger: FamilyLedger, date: string): Cents {
  return buildLedger(ledger.input, { from: BEGINNING, to: date }, ledger.names).closingBalanceCents;
}

/** The statement's closing balance: the balance at the period's last day. */
export function closingBalanceOf(ledger: FamilyLedger, period: BillingPeriod): Cents {
  return balanceAt(ledger, period.to);
}

/** What is still owed of the statement on `today`: the balance now, capped at its closing. */
export function owedOnStatement(ledger: FamilyLedger, period: BillingPeriod, today: string): Cents {
  return Math.max(0, Math.min(closingBalanceOf(ledger, period), balanceAt(ledger, today)));
}

/**
 * Whether the statement is overdue on `today`: its due date has passed and money of it is still
 * owed. Every place that shows a statement (its page, its PDF, the lists) marks it by this.
 */
export function isStatementOverdue(
  ledger: FamilyLedger,
  period: BillingPeriod,
  due: string,
  today: string,
): boolean {
  return today > due && owedOnStatement(ledger, period, today) > 0;
}

const MONTHS = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A period as a family reads it: 'the week of 11-16-2026' or 'November 2026'. */
export function periodLabel(period: BillingPeriod): string {
  return period.cycle === 'weekly'
    ? `the week of ${formatDisplayDate(period.from)}`
    : MONTHS.format(new Date(`${period.from}T00:00:00Z`));
}
