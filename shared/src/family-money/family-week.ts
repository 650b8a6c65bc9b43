/**
 * @module
 * A family's money for one week (decisions 031, 071), the one computation behind the server's
 * `/api/financial/weekly` and the owner's live dashboard: per child, what its present days cost
 * and what the family's money covers of them; for the family, the money it paid that week. A day
 * in progress has no charge yet: it is listed as in progress and counted in no figure.
 */
import type { IsoDate } from '../dates.ts';
import { type Cents, sumCents } from '../money.ts';

/** One child's present day of the week, as the day's record and the ledger's allocation give it. */
export interface WeekDay {
  customerId: string;
  date: IsoDate;
  /** What the day costs; null while it is in progress. */
  charge: Cents | null;
  /** What the family's money covers of the charge (the allocation, decision 031). */
  coveredCents: Cents;
}

/** One child's week, in cents. */
export interface ChildWeekMoney {
  /** What the child's charged days cost. */
  costCents: Cents;
  /** What the family's money covers of them: the row's "received / total". */
  paidCents: Cents;
  /** What they still owe: costCents − paidCents. */
  owedCents: Cents;
  /** The dates in progress: shown as such, counted in no figure. */
  inProgress: IsoDate[];
}

/** A family's week, in cents. */
export interface FamilyWeekMoney {
  /** Each child of the family asked for, in the order asked. */
  children: Map<string, ChildWeekMoney>;
  costCents: Cents;
  paidCents: Cents;
  owedCents: Cents;
  /** The money the family paid in the week (`receiptsByWeek`): what was received. */
  receivedCents: Cents;
}

/**
 * The family's week from its children's present days of the week (days of a child not in
 * `childIds` are ignored) and the cents of each payment the week counts (`receiptsByWeek`).
 */
export function familyWeekMoney(input: {
  childIds: readonly string[];
  days: Iterable<WeekDay>;
  receipts: Iterable<Cents>;
}): FamilyWeekMoney {
  const children = new Map<string, ChildWeekMoney>(
    input.childIds.map((id) => [id, { costCents: 0, paidCents: 0, owedCents: 0, inProgress: [] }]),
  );
  for (const day of input.days) {
    const child = children.get(day.customerId);
    if (!child) continue;
    if (day.charge === null) {
      child.inProgress.push(day.date);
      continue;
    }
    const paid = Math.min(day.coveredCents, day.charge);
    child.costCents += day.charge;
    child.paidCents += paid;
    child.owedCents += day.charge - paid;
  }
  const each = [...children.values()];
  return {
    children,
    costCents: sumCents(each.map((child) => child.costCents)),
    paidCents: sumCents(each.map((child) => child.paidCents)),
    owedCents: sumCents(each.map((child) => child.owedCents)),
    receivedCents: sumCents(input.receipts),
  };
}

/** The week's figures over every family: the financial dashboard's three cards. */
export interface WeekTotals {
  /** Weekly Revenue: every charged day of every family. */
  costCents: Cents;
  /** Payments Received: every family's money received in the week. */
  receivedCents: Cents;
  /** Outstanding Balance: what every family still owes of the week's charges. */
  owedCents: Cents;
}

/** Sums the weeks of every family given; a family with nothing this week adds nothing. */
export function weekTotals(families: Iterable<FamilyWeekMoney>): WeekTotals {
  const all = [...families];
  return {
    costCents: sumCents(all.map((family) => family.costCents)),
    receivedCents: sumCents(all.map((family) => family.receivedCents)),
    owedCents: sumCents(all.map((family) => family.owedCents)),
  };
}
