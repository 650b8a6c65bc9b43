/**
 * @module
 * A family's ledger over a date range (DESIGN section 7, "Family billing"): the balance before
 * the range, each entry in it with the running balance, and the balance after. Every entry of
 * any date is counted once, so consecutive ranges chain: one range's closing balance is the next
 * one's opening balance.
 */
import { type Cents, formatMoney, sumCents } from '../money.ts';
import type { LedgerInput, LedgerPaymentMethod } from './types.ts';

/** What a ledger entry records. */
export type LedgerEntryKind = 'charge' | 'payment' | 'reversal' | 'adjustment' | 'late-fee';

/** One entry: positive amounts are owed, negative ones are money in or credit. */
export interface LedgerEntry {
  date: string;
  kind: LedgerEntryKind;
  customerId: string | null;
  description: string;
  amountCents: Cents;
  balanceCents: Cents;
}

/** A ledger over a range, in cents. */
export interface Ledger {
  openingBalanceCents: Cents;
  entries: LedgerEntry[];
  closingBalanceCents: Cents;
}

/** Names the ledger's entries need beside the amounts. */
export interface LedgerNames {
  childName(customerId: string): string;
  receiptOf(paymentId: string): string | null;
  reasonOf(adjustmentId: string): string;
}

const METHOD_WORDS: Record<LedgerPaymentMethod, string> = {
  card: 'Card payment',
  cash: 'Cash payment',
  cheque: 'Cheque payment',
  'bank-transfer': 'Bank transfer',
  marked: 'Marked paid',
};

// Entries of one date: what is owed first, then what came in, then what was taken back.
const KIND_ORDER: Record<LedgerEntryKind, number> = {
  charge: 0,
  'late-fee': 1,
  adjustment: 2,
  payment: 3,
  reversal: 4,
};

/** Every entry of a family, of any date, oldest first, without balances. */
export function listLedgerEntries(
  input: LedgerInput,
  names: LedgerNames,
): Array<Omit<LedgerEntry, 'balanceCents'>> {
  const entries: Array<Omit<LedgerEntry, 'balanceCents'> & { order: string }> = [];
  for (const day of input.charges) {
    entries.push({
      date: day.date,
      kind: 'charge',
      customerId: day.customerId,
      description: `${names.childName(day.customerId)}: attendance`,
      amountCents: day.amountCents,
      order: `${day.childName}|${day.customerId}`,
    });
  }
  for (const adjustment of input.adjustments) {
    entries.push({
      date: adjustment.onDate,
      kind: adjustment.kind === 'late-fee' ? 'late-fee' : 'adjustment',
      customerId: null,
      description: `${adjustment.kind === 'late-fee' ? 'Late fee' : 'Adjustment'}: ${names.reasonOf(adjustment.id)}`,
      amountCents: adjustment.amountCents,
      order: adjustment.id,
    });
  }
  for (const payment of input.payments) {
    const receipt = names.receiptOf(payment.id);
    const label = `${METHOD_WORDS[payment.method]}${receipt ? ` ${receipt}` : ''}`;
    entries.push({
      date: payment.receivedOn,
      kind: 'payment',
      customerId: payment.customerId,
      description: label,
      amountCents: -payment.amountCents,
      order: payment.id,
    });
    if (payment.reversedOn !== null) {
      entries.push({
        date: payment.reversedOn,
        kind: 'reversal',
        customerId: payment.customerId,
        description: `Reversed: ${label}`,
        amountCents: payment.amountCents,
        order: payment.id,
      });
    }
  }
  entries.sort(
    (a, b) =>
      cmp(a.date, b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || cmp(a.order, b.order),
  );
  return entries.map(({ order: _order, ...entry }) => entry);
}

/** The ledger from `from` to `to`, both included (ISO dates). */
export function buildLedger(
  input: LedgerInput,
  range: { from: string; to: string },
  names: LedgerNames,
): Ledger {
  const all = listLedgerEntries(input, names);
  const openingBalanceCents = sumCents(
    all.filter((entry) => entry.date < range.from).map((entry) => entry.amountCents),
  );
  let balance = openingBalanceCents;
  const entries = all
    .filter((entry) => entry.date >= range.from && entry.date <= range.to)
    .map((entry) => {
      balance += entry.amountCents;
      return { ...entry, balanceCents: balance };
    });
  return { openingBalanceCents, entries, closingBalanceCents: balance };
}

/** The family's balance now: charges and positive adjustments less live payments and credits. */
export function ledgerBalance(input: LedgerInput): Cents {
  const live = input.payments.filter((payment) => payment.reversedOn === null);
  return (
    sumCents(input.charges.map((day) => day.amountCents)) +
    sumCents(input.adjustments.map((adjustment) => adjustment.amountCents)) -
    sumCents(live.map((payment) => payment.amountCents))
  );
}

/** The ledger as the API answers it: amounts as decimal strings. */
export function formatLedger(ledger: Ledger) {
  return {
    openingBalance: formatMoney(ledger.openingBalanceCents),
    entries: ledger.entries.map(({ amountCents, balanceCents, ...entry }) => ({
      ...entry,
      amount: formatMoney(amountCents),
      balance: formatMoney(balanceCents),
    })),
    closingBalance: formatMoney(ledger.closingBalanceCents),
  };
}

function cmp(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
