/**
 * @module
 * The year-end statement's figures (DESIGN section 7, "Family billing"): the payments received
 * in one calendar year, dated in the facility's zone (a payment's `receivedOn` already is), the
 * total and the total per payer, and late fees apart, since they are not care expenses. A
 * reversed payment is left out altogether: it covers nothing, so it was not paid for care.
 */
import { yearRange } from '../billing-periods.ts';
import { type Cents, sumCents } from '../money.ts';
import type { LedgerPaymentMethod } from './types.ts';

/** A payment as the year-end statement reads it. */
export interface YearEndPayment {
  id: string;
  receivedOn: string;
  method: LedgerPaymentMethod;
  amountCents: Cents;
  payer: string;
  receipt: string | null;
  reversed: boolean;
}

/** A late fee charged on `date`, and how much of it the family's money covers. */
export interface YearEndLateFee {
  date: string;
  amountCents: Cents;
  paidCents: Cents;
}

/** What a year-end statement counts. */
export interface YearEndFigures {
  payments: YearEndPayment[];
  perPayer: { payer: string; amountCents: Cents }[];
  totalCents: Cents;
  lateFees: YearEndLateFee[];
  /** What the year's money covered of the year's late fees: not a care expense. */
  lateFeesPaidCents: Cents;
  /** The total less the late fees paid: what was paid for care. */
  careCents: Cents;
}

/** The year's figures from all of a family's payments and late fees. */
export function yearEndFigures(
  year: number,
  payments: readonly YearEndPayment[],
  lateFees: readonly YearEndLateFee[],
): YearEndFigures {
  const { from, to } = yearRange(year);
  const inYear = (date: string) => date >= from && date <= to;
  const counted = payments
    .filter((payment) => !payment.reversed && inYear(payment.receivedOn))
    .sort((a, b) => cmp(a.receivedOn, b.receivedOn) || cmp(a.id, b.id));
  const byPayer = new Map<string, Cents>();
  for (const payment of counted) {
    byPayer.set(payment.payer, (byPayer.get(payment.payer) ?? 0) + payment.amountCents);
  }
  const totalCents = sumCents(counted.map((payment) => payment.amountCents));
  const fees = lateFees.filter((fee) => inYear(fee.date));
  const lateFeesPaidCents = Math.min(totalCents, sumCents(fees.map((fee) => fee.paidCents)));
  return {
    payments: counted,
    perPayer: [...byPayer].map(([payer, amountCents]) => ({ payer, amountCents })),
    totalCents,
    lateFees: fees,
    lateFeesPaidCents,
    careCents: totalCents - lateFeesPaidCents,
  };
}

/** The calendar years, newest first, in which the family paid anything not reversed. */
export function paymentYears(payments: readonly Pick<YearEndPayment, 'receivedOn' | 'reversed'>[]) {
  const years = new Set(
    payments.filter((p) => !p.reversed).map((p) => Number(p.receivedOn.slice(0, 4))),
  );
  return [...years].sort((a, b) => b - a);
}

function cmp(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
