/**
 * @module
 * What a family's ledger is made of (decision 031): charges derived from present days, payments,
 * their reversals and the owner's adjustments. Integer cents throughout (decision 001).
 */
import type { Cents } from '../money.ts';

/** How money came in; `marked` is the owner ticking a day paid. */
export const LEDGER_PAYMENT_METHODS = [
  'card',
  'cash',
  'cheque',
  'bank-transfer',
  'marked',
] as const;

/** A payment method of the ledger. */
export type LedgerPaymentMethod = (typeof LEDGER_PAYMENT_METHODS)[number];

/** Kinds of owner adjustment: a plain one (either sign) or a late fee (a charge). */
export const ADJUSTMENT_KINDS = ['adjustment', 'late-fee'] as const;

/** The kind of an owner adjustment. */
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** One child's present day and its price by `dayCharge` (derived, never stored). */
export interface DayCharge {
  customerId: string;
  childName: string;
  date: string;
  amountCents: Cents;
}

/** Money received; `reversedOn` set means the owner reversed it (it then covers nothing). */
export interface LedgerPayment {
  id: string;
  method: LedgerPaymentMethod;
  receivedOn: string;
  amountCents: Cents;
  /** The child the payment names, if any. */
  customerId: string | null;
  /** Days (`customerId|date` keys, see `chargeKey`) this payment covers first. */
  earmark: readonly string[];
  reversedOn: string | null;
}

/** The owner's signed adjustment: positive charges (a late fee), negative credits. */
export interface LedgerAdjustment {
  id: string;
  kind: AdjustmentKind;
  onDate: string;
  amountCents: Cents;
}

/** Everything the ledger of one family is computed from. */
export interface LedgerInput {
  charges: readonly DayCharge[];
  payments: readonly LedgerPayment[];
  adjustments: readonly LedgerAdjustment[];
}

/** The key naming one child's day, as earmarks and allocations use it. */
export function chargeKey(customerId: string, date: string): string {
  // Joined, the key is one flat string. Concatenated, V8 keeps it as two linked pieces, and the
  // server's cached ledgers hold two keys per day: each full collection marked both pieces of
  // every one (decision 060).
  return [customerId, date].join('|');
}

/** The child and date a `chargeKey` names; null for another shape. */
export function parseChargeKey(key: string): { customerId: string; date: string } | null {
  const [customerId, date, ...rest] = key.split('|');
  return customerId && date && rest.length === 0 ? { customerId, date } : null;
}
