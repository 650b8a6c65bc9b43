/**
 * @module
 * Which week's "Payments Received" counts a payment (decision 071): money is received on the
 * date it came in, so it counts in that date's week; a tick (a `marked` payment, decision 031)
 * says a day's money was received without a date of its own, so it counts in its day's week, as
 * the spec's dashboard counted a ticked day. A reversed payment counts nowhere.
 */
import { mondayOf } from '../dates.ts';
import { type LedgerPayment, parseChargeKey } from '../ledger/types.ts';
import type { Cents } from '../money.ts';

/** A payment as the week's receipts read it. */
export type ReceiptPayment = Pick<
  LedgerPayment,
  'id' | 'method' | 'receivedOn' | 'amountCents' | 'earmark' | 'reversedOn'
>;

/** The Monday of the week a live payment counts in; null for a reversed one. */
export function receiptWeekOf(payment: ReceiptPayment): string | null {
  if (payment.reversedOn !== null) return null;
  const day = payment.method === 'marked' ? parseChargeKey(payment.earmark[0] ?? '') : null;
  return mondayOf(day?.date ?? payment.receivedOn);
}

/** The receipts of each week the payments count in: Monday to (payment id to cents). */
export function receiptsByWeek(
  payments: Iterable<ReceiptPayment>,
): Map<string, Map<string, Cents>> {
  const weeks = new Map<string, Map<string, Cents>>();
  for (const payment of payments) {
    const monday = receiptWeekOf(payment);
    if (monday === null || payment.amountCents <= 0) continue;
    let week = weeks.get(monday);
    if (!week) {
      week = new Map();
      weeks.set(monday, week);
    }
    week.set(payment.id, payment.amountCents);
  }
  return weeks;
}
