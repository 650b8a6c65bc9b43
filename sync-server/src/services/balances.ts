/**
 * @module
 * What each child owes, read from the family ledger's allocation (decision 031): a day is owed
 * what the family's money does not cover of its charge (priced by the one rule `dayCharge`).
 * /checkout, the outstanding-balance read, the financial week, the customer report and the
 * dashboard's pending count all read money here, so they agree to the cent with the ledger.
 */
import { type Allocation, isCovered } from '@cubby/shared/ledger';
import type { Cents } from '@cubby/shared/money';
import { sumCents } from '@cubby/shared/money';
import type { Db } from '../db/client.ts';
import { families } from '../db/schema.ts';
import type { AttendanceRow } from '../queries/attendance.ts';
import type { CustomerRow } from '../queries/customers.ts';
import { type FamilyLedger, familyAllocation, loadFamilyLedger } from './ledger/family-ledger.ts';

/** One present day, what it costs and what of it is still owed. */
export interface Charge {
  day: AttendanceRow;
  /** The day's whole charge. */
  costCents: Cents;
  /** What the family's money covers of it. */
  paidCents: Cents;
  /** What is still owed: costCents − paidCents. */
  chargeCents: Cents;
}

type Reader = Pick<Db, 'select'>;

/** A family's ledger with its allocation, for reads that need both. */
export interface FamilyMoney {
  ledger: FamilyLedger;
  allocation: Allocation;
}

/** Loads and allocates a family's ledger. */
export function familyMoney(db: Reader, familyId: string): FamilyMoney {
  const ledger = loadFamilyLedger(db, familyId);
  return { ledger, allocation: familyAllocation(ledger) };
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
  return charges.filter(
    (charge) =>
      !isCovered({ amountCents: charge.costCents, paidCents: charge.paidCents }) &&
      charge.costCents > 0,
  );
}

/** The sum of what some charges still owe. */
export function totalOf(charges: readonly Charge[]): Cents {
  return sumCents(charges.map(({ chargeCents }) => chargeCents));
}

/** What a child owes now: the days not yet covered, oldest first, and what they still owe. */
export function customerBalance(
  db: Reader,
  customer: Pick<CustomerRow, 'id' | 'familyId'>,
): { unpaid: Charge[]; outstandingCents: Cents } {
  const unpaid = unpaidOf(chargesOf(familyMoney(db, familyIdOf(customer)), customer.id));
  return { unpaid, outstandingCents: totalOf(unpaid) };
}

/** How many days all families have not yet paid in full (the dashboard's Pending Payments). */
export function countUnpaidCharges(db: Reader): number {
  let count = 0;
  for (const { id } of db.select({ id: families.id }).from(families).all()) {
    const { allocation } = familyMoney(db, id);
    count += allocation.charges.filter(
      (charge) => charge.customerId !== null && charge.amountCents > 0 && !isCovered(charge),
    ).length;
  }
  return count;
}

/** A memo of families' money for reads that visit many children (the financial week). */
export function familyMoneyCache(
  db: Reader,
): (customer: Pick<CustomerRow, 'id' | 'familyId'>) => FamilyMoney {
  const cache = new Map<string, FamilyMoney>();
  return (customer) => {
    const familyId = familyIdOf(customer);
    let money = cache.get(familyId);
    if (!money) {
      money = familyMoney(db, familyId);
      cache.set(familyId, money);
    }
    return money;
  };
}
