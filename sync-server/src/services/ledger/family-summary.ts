/**
 * @module
 * What the reads that visit every family need of one family's money: its balance, how many of its
 * children's days are not yet paid in full, and each day's charge with what covers it. It holds
 * no object per day: the ledger cache keeps a summary of every family, but whole ledgers
 * (`FamilyMoney`) of only the families read one at a time (decision 050).
 */
import { familyStanding } from '@cubby/shared/family-money';
import type { Allocation, LedgerInput } from '@cubby/shared/ledger';
import type { Cents } from '@cubby/shared/money';

/** One child's charged days, oldest first, with each day's charge and what covers it. */
interface ChildCharges {
  /** The dates, ascending; one charge per child and date. */
  dates: string[];
  costCents: Float64Array;
  paidCents: Float64Array;
}

/** A family's money as the reads of every family read it. */
export interface FamilySummary {
  /** The family's whole balance: charges and adjustments less live payments. */
  balanceCents: Cents;
  /** Days with something to pay that the family's money does not cover in full. */
  unpaidDays: number;
  /** What the family's late fees and adjustments still owe: no child's day (decision 071). */
  familyChargesOwedCents: Cents;
  /** Each child's charged days, by child id. */
  children: Map<string, ChildCharges>;
}

/** A day's charge and the part of it the family's money covers. */
export interface DayMoney {
  costCents: Cents;
  paidCents: Cents;
}

/** The summary of a family's ledger and allocation (a `FamilyMoney`). */
export function summarize({
  ledger,
  allocation,
}: {
  ledger: { input: LedgerInput };
  allocation: Allocation;
}): FamilySummary {
  const days = new Map<string, { dates: string[]; cost: number[]; paid: number[] }>();
  for (const charge of allocation.charges) {
    // Positive adjustments are charges too, of no child: the standing counts them.
    if (charge.customerId === null) continue;
    let child = days.get(charge.customerId);
    if (!child) {
      child = { dates: [], cost: [], paid: [] };
      days.set(charge.customerId, child);
    }
    child.dates.push(charge.date);
    child.cost.push(charge.amountCents);
    child.paid.push(charge.paidCents);
  }
  const children = new Map<string, ChildCharges>();
  for (const [customerId, { dates, cost, paid }] of days) {
    // Allocation order is by date first, so each child's dates come ascending.
    children.set(customerId, {
      dates,
      costCents: Float64Array.from(cost),
      paidCents: Float64Array.from(paid),
    });
  }
  // The one computation of a family's money (decision 071): balance, unpaid days, fees owed.
  const { balanceCents, unpaidDays, familyChargesOwedCents } = familyStanding(
    ledger.input,
    allocation,
  );
  return { balanceCents, unpaidDays, familyChargesOwedCents, children };
}

/** A child's charge on each of `dates` that has one (a present day). */
export function chargedOn(
  summary: FamilySummary,
  customerId: string,
  dates: Iterable<string>,
): DayMoney[] {
  const child = summary.children.get(customerId);
  if (!child) return [];
  const charged: DayMoney[] = [];
  for (const date of dates) {
    const index = indexOf(child.dates, date);
    if (index < 0) continue;
    charged.push({
      costCents: child.costCents[index] as Cents,
      paidCents: child.paidCents[index] as Cents,
    });
  }
  return charged;
}

/** A child's charge on `date` and what covers it; null when the day is no charge. */
export function dayMoneyOn(
  summary: FamilySummary,
  customerId: string,
  date: string,
): DayMoney | null {
  return chargedOn(summary, customerId, [date])[0] ?? null;
}

/** A child's charges from `from` to `to`, both included, oldest first. */
export function chargedBetween(
  summary: FamilySummary,
  customerId: string,
  { from, to }: { from: string; to: string },
): DayMoney[] {
  const child = summary.children.get(customerId);
  if (!child) return [];
  const charged: DayMoney[] = [];
  for (let index = firstAtOrAfter(child.dates, from); index < child.dates.length; index++) {
    if ((child.dates[index] as string) > to) break;
    charged.push({
      costCents: child.costCents[index] as Cents,
      paidCents: child.paidCents[index] as Cents,
    });
  }
  return charged;
}

function indexOf(dates: readonly string[], date: string): number {
  const index = firstAtOrAfter(dates, date);
  return dates[index] === date ? index : -1;
}

// Binary search: a child of five years has about a thousand days.
function firstAtOrAfter(dates: readonly string[], date: string): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((dates[middle] as string) < date) low = middle + 1;
    else high = middle;
  }
  return low;
}
