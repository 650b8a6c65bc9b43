/**
 * @module
 * What each child owes, read from the family ledger's allocation (decision 031): a day is owed
 * what the family's money does not cover of its charge (its day record's, decision 069; a day
 * in progress is no charge yet), and a family's standing is `familyStanding` (decision 071).
 * /checkout, the outstanding-balance read, the financial week, the customer report and the
 * dashboard's pending count all read money here, so they agree to the cent with the ledger.
 */
import { familyStanding } from '@cubby/shared/family-money';
import { isOwed } from '@cubby/shared/ledger';
import type { Cents } from '@cubby/shared/money';
import { formatMoney, sumCents } from '@cubby/shared/money';
import type { FamilyBalancesResponse } from '@cubby/shared/schemas';
import type { Db } from '../db/client.ts';
import { families } from '../db/schema.ts';
import { isDayRowInProgress } from '../queries/attendance.ts';
import type { CustomerRow } from '../queries/customers.ts';
import { listFamilyNames } from './family-names.ts';
import type { FamilySummary } from './ledger/family-summary.ts';
import {
  cachedFamilyMoney,
  cachedFamilySummaries,
  type FamilyMoney,
} from './ledger/ledger-cache.ts';
import type { LedgerDay } from './ledger/ledger-rows.ts';

export type { FamilyMoney } from './ledger/ledger-cache.ts';

/** One present day, what it costs and what of it is still owed. */
export interface Charge {
  day: LedgerDay;
  /** The day's whole charge. */
  costCents: Cents;
  /** What the family's money covers of it. */
  paidCents: Cents;
  /** What is still owed: costCents − paidCents. */
  chargeCents: Cents;
}

type Reader = Pick<Db, 'select'>;

/** A family's ledger and its allocation (from the ledger cache, decision 043). */
export function familyMoney(db: Reader, familyId: string): FamilyMoney {
  return cachedFamilyMoney(db, familyId);
}

/**
 * The money summary of a child's family (decision 050): what reads of a child's charges over a
 * range need, without the family's whole ledger.
 */
export function familySummary(
  db: Reader,
  customer: Pick<CustomerRow, 'id' | 'familyId'>,
): FamilySummary {
  return familySummaryOf(db, [customer])(customer);
}

/** The family a child's money is kept in (older rows name their own id, decision 022). */
export function familyIdOf(customer: Pick<CustomerRow, 'id' | 'familyId'>): string {
  return customer.familyId ?? customer.id;
}

/** A child's charges in a family's allocation (within `range` if given), oldest first. */
export function chargesOf(
  money: FamilyMoney,
  customerId: string,
  range?: { from: string; to: string },
): Charge[] {
  return money.allocation.charges.flatMap((charge) => {
    if (charge.customerId !== customerId) return [];
    if (range && (charge.date < range.from || charge.date > range.to)) return [];
    const day = money.ledger.days.get(charge.key);
    if (!day) return [];
    return [
      {
        day,
        costCents: charge.amountCents,
        paidCents: charge.paidCents,
        chargeCents: charge.amountCents - charge.paidCents,
      },
    ];
  });
}

/** Charges still owed: something left to pay, and not covered in full. */
export function unpaidOf(charges: readonly Charge[]): Charge[] {
  return charges.filter((charge) =>
    isOwed({ amountCents: charge.costCents, paidCents: charge.paidCents }),
  );
}

/** The sum of what some charges still owe. */
export function totalOf(charges: readonly Charge[]): Cents {
  return sumCents(charges.map(({ chargeCents }) => chargeCents));
}

/**
 * What a child owes now: the days not yet covered, oldest first, and what they still owe. The
 * family's first child (the one a family payment names, decision 031) also carries what the
 * family's late fees and adjustments still owe, so the children's balances add up to what every
 * family owes (decision 071).
 */
export function customerBalance(
  db: Reader,
  customer: Pick<CustomerRow, 'id' | 'familyId'>,
): {
  unpaid: Charge[];
  inProgress: LedgerDay[];
  familyChargesCents: Cents;
  outstandingCents: Cents;
} {
  const money = familyMoney(db, familyIdOf(customer));
  const unpaid = unpaidOf(chargesOf(money, customer.id));
  const familyChargesCents =
    money.ledger.children[0]?.id === customer.id
      ? familyStanding(money.ledger.input, money.allocation).familyChargesOwedCents
      : 0;
  return {
    unpaid,
    inProgress: inProgressOf(money, customer.id),
    familyChargesCents,
    outstandingCents: totalOf(unpaid) + familyChargesCents,
  };
}

/** A child's present days in progress: no charge of the ledger yet, shown as such (071). */
export function inProgressOf(money: FamilyMoney, customerId: string): LedgerDay[] {
  const days: LedgerDay[] = [];
  for (const day of money.ledger.days.values()) {
    if (day.customerId === customerId && isDayRowInProgress(day)) days.push(day);
  }
  return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** How many days all families have not yet paid in full (the dashboard's Pending Payments). */
export function countUnpaidCharges(db: Reader): number {
  const ids = db.select({ id: families.id }).from(families).all();
  let count = 0;
  for (const { unpaidDays } of cachedFamilySummaries(
    db,
    ids.map(({ id }) => id),
  ).values()) {
    count += unpaidDays;
  }
  return count;
}

/**
 * GET /api/family-balances: each family's whole balance, every entry and days booked later this
 * week too, as /checkout's per-child balances and the financial week count them.
 */
export function familyBalancesAnswer(db: Db): FamilyBalancesResponse {
  const listed = listFamilyNames(db);
  const balances = familyBalances(
    db,
    listed.map(({ id }) => id),
  );
  return {
    families: listed.map(({ id, name, children }) => ({
      familyId: id,
      name,
      children,
      balance: formatMoney(balances.get(id) ?? 0),
    })),
  };
}

/** Every family's whole balance, by family id, each computed once until the family changes. */
export function familyBalances(db: Reader, familyIds: readonly string[]): Map<string, Cents> {
  const summaries = cachedFamilySummaries(db, familyIds);
  return new Map([...summaries].map(([familyId, summary]) => [familyId, summary.balanceCents]));
}

/**
 * The money summary of each family of `customers`, loaded at once, for reads that visit many
 * children (the financial week): look a child's days up with `chargedOn`.
 */
export function familySummaryOf(
  db: Reader,
  customers: readonly Pick<CustomerRow, 'id' | 'familyId'>[],
): (customer: Pick<CustomerRow, 'id' | 'familyId'>) => FamilySummary {
  // Every family asked for is answered, those with nothing written yet with an empty summary.
  const byFamily = cachedFamilySummaries(db, [...new Set(customers.map(familyIdOf))]);
  return (customer) => byFamily.get(familyIdOf(customer)) as FamilySummary;
}
