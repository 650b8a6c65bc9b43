/**
 * @module
 * What a family owes or holds now, from its ledger (decisions 031, 071): the balance over every
 * entry, split into what it owes and its credit, what its children's days still owe, and what
 * its late fees and adjustments still owe (charges of no child). Every money screen that shows a
 * family's or a child's balance reads these figures, so their totals include every family.
 */
import { type Allocation, allocateLedger, isOwed } from '../ledger/allocate.ts';
import { ledgerBalance } from '../ledger/build-ledger.ts';
import type { LedgerInput } from '../ledger/types.ts';
import type { Cents } from '../money.ts';

/** A family's money now, in cents. */
export interface FamilyStanding {
  /** Charges and positive adjustments less live payments and credits: negative is a credit. */
  balanceCents: Cents;
  /** What the family owes: the balance when positive, else 0. */
  owedCents: Cents;
  /** What the family holds in credit: minus the balance when negative, else 0. */
  creditCents: Cents;
  /** What each child's days still owe, by child id (children who owe nothing left out). */
  owedByChild: Map<string, Cents>;
  /** What the family's late fees and positive adjustments still owe: no child's day. */
  familyChargesOwedCents: Cents;
  /** Days with something to pay not covered in full. */
  unpaidDays: number;
}

/**
 * The family's standing from its ledger's entries (in-progress days are no charge of it) and
 * their allocation; `owedCents` is the sum of `owedByChild` and `familyChargesOwedCents`.
 */
export function familyStanding(
  input: LedgerInput,
  allocation: Allocation = allocateLedger(input),
): FamilyStanding {
  const owedByChild = new Map<string, Cents>();
  let familyChargesOwedCents = 0;
  let unpaidDays = 0;
  for (const charge of allocation.charges) {
    const owed = charge.amountCents - charge.paidCents;
    if (owed <= 0) continue;
    if (charge.customerId === null) {
      familyChargesOwedCents += owed;
      continue;
    }
    if (isOwed(charge)) unpaidDays += 1;
    owedByChild.set(charge.customerId, (owedByChild.get(charge.customerId) ?? 0) + owed);
  }
  const balanceCents = ledgerBalance(input);
  return {
    balanceCents,
    owedCents: Math.max(balanceCents, 0),
    creditCents: Math.max(-balanceCents, 0),
    owedByChild,
    familyChargesOwedCents,
    unpaidDays,
  };
}
