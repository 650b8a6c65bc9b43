/**
 * @module
 * Which charges the family's money covers (decision 031). Earmarked money (a day ticked paid,
 * a card payment for the days it was asked for) covers its days first; everything else, and
 * what earmarked money has left, covers the remaining charges oldest first (date, then child's
 * name, then id), late fees and positive adjustments being charges in that order too. One
 * function, so /checkout, /financial, the report and the ledger cannot disagree.
 */
import type { Cents } from '../money.ts';
import { chargeKey, type LedgerInput } from './types.ts';

/** A charge in allocation order: a day of a child, or a positive adjustment. */
export interface AllocatedCharge {
  /** `customerId|date` for a day, `adjustment:{id}` for a positive adjustment. */
  key: string;
  customerId: string | null;
  date: string;
  amountCents: Cents;
  /** Covered by money earmarked for it. */
  earmarkedCents: Cents;
  /** Covered by the family's unearmarked money, oldest first. */
  pooledCents: Cents;
  /** earmarkedCents + pooledCents, never more than amountCents. */
  paidCents: Cents;
}

/** The allocation: each charge's coverage, and the money left over (a credit). */
export interface Allocation {
  charges: AllocatedCharge[];
  unallocatedCents: Cents;
}

/** Allocates a family's live payments and credits to its charges. */
export function allocateLedger(input: LedgerInput): Allocation {
  const charges = orderedCharges(input);
  const byKey = new Map(charges.map((charge) => [charge.key, charge]));
  let pool = 0;
  const live = input.payments.filter((payment) => payment.reversedOn === null);
  for (const payment of [...live].sort((a, b) => compare(a.receivedOn, b.receivedOn, a.id, b.id))) {
    let left = payment.amountCents;
    for (const key of payment.earmark) {
      const charge = byKey.get(key);
      if (!charge || left === 0) continue;
      const take = Math.min(left, charge.amountCents - charge.paidCents);
      charge.earmarkedCents += take;
      charge.paidCents += take;
      left -= take;
    }
    pool += left;
  }
  for (const adjustment of input.adjustments) {
    if (adjustment.amountCents < 0) pool += -adjustment.amountCents;
  }
  for (const charge of charges) {
    const take = Math.min(pool, charge.amountCents - charge.paidCents);
    charge.pooledCents += take;
    charge.paidCents += take;
    pool -= take;
  }
  return { charges, unallocatedCents: pool };
}

/** Whether a charge is paid: something to pay, and all of it covered. */
export function isCovered(charge: Pick<AllocatedCharge, 'amountCents' | 'paidCents'>): boolean {
  return charge.amountCents > 0 && charge.paidCents >= charge.amountCents;
}

/** Whether a charge is still owed: something to pay, and not all of it covered. */
export function isOwed(charge: Pick<AllocatedCharge, 'amountCents' | 'paidCents'>): boolean {
  return charge.amountCents > 0 && !isCovered(charge);
}

// Days and positive adjustments as charges, oldest first: date, then child's name (an adjustment
// names no child and comes first on its date), then id.
function orderedCharges(input: LedgerInput): AllocatedCharge[] {
  const rows = [
    ...input.charges.map((day) => ({
      sortName: day.childName,
      charge: fresh(chargeKey(day.customerId, day.date), day.customerId, day.date, day.amountCents),
    })),
    ...input.adjustments
      .filter((adjustment) => adjustment.amountCents > 0)
      .map((adjustment) => ({
        sortName: '',
        charge: fresh(
          `adjustment:${adjustment.id}`,
          null,
          adjustment.onDate,
          adjustment.amountCents,
        ),
      })),
  ];
  rows.sort(
    (a, b) =>
      compare(a.charge.date, b.charge.date, a.sortName, b.sortName) ||
      compare(a.charge.key, b.charge.key, '', ''),
  );
  return rows.map(({ charge }) => charge);
}

function fresh(key: string, customerId: string | null, date: string, amountCents: Cents) {
  return { key, customerId, date, amountCents, earmarkedCents: 0, pooledCents: 0, paidCents: 0 };
}

function compare(a1: string, b1: string, a2: string, b2: string): number {
  if (a1 !== b1) return a1 < b1 ? -1 : 1;
  if (a2 !== b2) return a2 < b2 ? -1 : 1;
  return 0;
}
