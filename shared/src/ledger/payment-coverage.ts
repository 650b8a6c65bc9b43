/**
 * @module
 * What each payment covers, for its receipt: `allocateLedger`'s walk (decision 031) told per
 * payment. Earmarked money covers its days in the order payments came in; what is left of each
 * payment joins one pool, in that same order and before the credits, and the pool covers the
 * remaining charges oldest first. So a payment's share of the pool is a stretch of it, and the
 * charges that stretch meets are the ones it paid.
 */
import type { Cents } from '../money.ts';
import { type AllocatedCharge, allocateLedger } from './allocate.ts';
import type { LedgerInput } from './types.ts';

/** Part of one charge that a payment covers. */
export interface CoveredPart {
  key: string;
  customerId: string | null;
  date: string;
  cents: Cents;
}

/** The charges `paymentId` covers now; empty for a reversed or unknown payment. */
export function paymentCoverage(input: LedgerInput, paymentId: string): CoveredPart[] {
  const allocation = allocateLedger(input);
  const byKey = new Map(allocation.charges.map((charge) => [charge.key, charge]));
  const live = input.payments
    .filter((payment) => payment.reversedOn === null)
    .sort((a, b) => compare(a.receivedOn, b.receivedOn) || compare(a.id, b.id));
  const earmarked = new Map<string, Cents>();
  const parts: CoveredPart[] = [];
  let poolStart = 0;
  let mine: { from: Cents; to: Cents } | null = null;
  for (const payment of live) {
    let left = payment.amountCents;
    for (const key of payment.earmark) {
      const charge = byKey.get(key);
      if (!charge || left === 0) continue;
      const before = earmarked.get(key) ?? 0;
      const take = Math.min(left, charge.amountCents - before);
      earmarked.set(key, before + take);
      left -= take;
      if (payment.id === paymentId && take > 0) parts.push(part(charge, take));
    }
    if (payment.id === paymentId) mine = { from: poolStart, to: poolStart + left };
    poolStart += left;
  }
  if (mine === null) return [];
  let at = 0;
  for (const charge of allocation.charges) {
    const from = at;
    at += charge.pooledCents;
    const overlap = Math.min(at, mine.to) - Math.max(from, mine.from);
    if (overlap > 0) parts.push(part(charge, overlap));
  }
  return parts;
}

function part(charge: AllocatedCharge, cents: Cents): CoveredPart {
  return { key: charge.key, customerId: charge.customerId, date: charge.date, cents };
}

function compare(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
