/**
 * @module
 * Payments settle whole attendance days (decision 009). A cash or cheque payment the owner
 * records pays the oldest unpaid days its amount covers exactly; a card payment pays the days it
 * was asked for once Stripe reports it succeeded. Either way the payment row and the paid flags
 * of its days (in the finance documents, which every screen reads) are stored in one
 * transaction, so a payment never exists without its days or the other way round.
 */
import { randomUUID } from 'node:crypto';
import { formatDisplayDate, mondayOf } from '@cubby/shared/dates';
import { setDaysPaid } from '@cubby/shared/docs';
import { type Cents, formatDollars, formatMoney } from '@cubby/shared/money';
import type { RecordPaymentPayload } from '@cubby/shared/schemas';
import { settlingAmounts } from '@cubby/shared/week-money';
import { and, eq, ne } from 'drizzle-orm';
import type * as Y from 'yjs';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import { requireCustomer } from '../queries/customers.ts';
import { findPaymentByIntent, type PaymentRow } from '../queries/payments.ts';
import { childNames } from '../sync/audit/child-names.ts';
import type { DocRegistry } from '../sync/doc-registry.ts';
import { type AuditSource, appendAuditBy, SYSTEM_SOURCE } from './audit.ts';
import { type Charge, customerBalance } from './balances.ts';
import { invalid } from './refusal.ts';

/** What recording and settling payments need. */
export interface PaymentDeps {
  db: Db;
  registry: DocRegistry;
}

/** How many settling amounts an error message suggests. */
const SUGGESTED_AMOUNTS = 4;

/**
 * The oldest unpaid days whose charges add up to exactly `amountCents`, or null when no run of
 * oldest days does.
 */
export function oldestDaysPaidBy(unpaid: readonly Charge[], amountCents: Cents): Charge[] | null {
  let total = 0;
  for (const [index, charge] of unpaid.entries()) {
    total += charge.chargeCents;
    if (total === amountCents) return unpaid.slice(0, index + 1);
    if (total > amountCents) return null;
  }
  return null;
}

/** Records a cash or cheque payment and marks the days it pays; refuses any other amount. */
export function recordPayment(
  deps: PaymentDeps,
  input: RecordPaymentPayload,
  source: AuditSource = SYSTEM_SOURCE,
): PaymentRow {
  const customer = requireCustomer(deps.db, input.customerId);
  const { unpaid, outstandingCents } = customerBalance(deps.db, customer);
  if (outstandingCents === 0) invalid(`${customer.name} has no outstanding balance`);
  if (input.amount > outstandingCents) {
    invalid(
      `${formatDollars(input.amount)} is more than ${customer.name} owes (${formatDollars(outstandingCents)})`,
    );
  }
  const days =
    oldestDaysPaidBy(unpaid, input.amount) ??
    invalid(
      `A payment settles whole days, oldest first: ${customer.name}'s oldest unpaid days add up to ${describeSettlingAmounts(unpaid)}`,
    );
  const row: PaymentRow = {
    id: randomUUID(),
    customerId: customer.id,
    sessionId: null,
    amountCents: input.amount,
    stripePaymentIntentId: null,
    status: 'succeeded',
    method: input.method,
    receivedOn: input.receivedOn,
    note: input.note || null,
    coveredDates: days.map(({ day }) => day.date),
    createdAt: new Date(),
  };
  markDaysPaid(
    deps.registry,
    customer.id,
    row.coveredDates ?? [],
    (tx) => {
      tx.insert(payments).values(row).run();
      // The note is free text: the entry says what was paid, how and when, never the note.
      appendAuditBy(tx, source, {
        action: 'payment.recorded',
        customerId: customer.id,
        date: row.receivedOn,
        summary: `Recorded a ${row.method} payment of ${formatDollars(row.amountCents)} for ${customer.name}, received ${formatDisplayDate(row.receivedOn)}`,
        after: {
          amount: formatMoney(row.amountCents),
          method: row.method,
          dates: row.coveredDates,
        },
      });
    },
    source,
  );
  return row;
}

/**
 * Stripe says a card payment succeeded: the payment becomes 'succeeded' and the days it was for
 * are marked paid. A replayed event, or one for a payment that is not Cubby's, changes nothing.
 */
export function settleCardPayment(
  deps: PaymentDeps,
  intentId: string,
): 'settled' | 'already-settled' | 'unknown' {
  const payment = findPaymentByIntent(deps.db, intentId);
  if (!payment) return 'unknown';
  if (payment.status === 'succeeded') return 'already-settled';
  markDaysPaid(
    deps.registry,
    payment.customerId,
    payment.coveredDates ?? [],
    (tx) => {
      tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, payment.id)).run();
      appendAuditBy(tx, SYSTEM_SOURCE, {
        action: 'payment.card-received',
        customerId: payment.customerId,
        date: payment.receivedOn,
        summary: `Received a card payment of ${formatDollars(payment.amountCents)} for ${childNames(deps.db)(payment.customerId)}`,
        before: { status: payment.status },
        after: { status: 'succeeded' },
      });
    },
    SYSTEM_SOURCE,
  );
  return 'settled';
}

/**
 * Stripe says a card payment failed. A payment already succeeded stays so: Stripe may deliver a
 * failed attempt's event after the retry that succeeded.
 */
export function failCardPayment(deps: PaymentDeps, intentId: string): 'failed' | 'unchanged' {
  return deps.db.transaction((tx) => {
    const failed = tx
      .update(payments)
      .set({ status: 'failed' })
      .where(
        and(
          eq(payments.stripePaymentIntentId, intentId),
          ne(payments.status, 'succeeded'),
          ne(payments.status, 'failed'),
        ),
      )
      .returning()
      .get();
    if (!failed) return 'unchanged';
    appendAuditBy(tx, SYSTEM_SOURCE, {
      action: 'payment.card-failed',
      customerId: failed.customerId,
      date: failed.receivedOn,
      summary: `A card payment of ${formatDollars(failed.amountCents)} for ${childNames(tx)(failed.customerId)} failed`,
      after: { status: 'failed' },
    });
    return 'failed';
  });
}

// Marks a customer's days paid in their weeks' finance documents, in the transaction that also
// runs `alongside`.
function markDaysPaid(
  registry: DocRegistry,
  customerId: string,
  dates: readonly string[],
  alongside: (tx: Db) => void,
  source: AuditSource,
): void {
  const byWeek = new Map<string, Array<{ customerId: string; date: string }>>();
  for (const date of dates) {
    const monday = mondayOf(date);
    byWeek.set(monday, [...(byWeek.get(monday) ?? []), { customerId, date }]);
  }
  const writes = [...byWeek].map(
    ([monday, days]) =>
      [{ kind: 'finance', monday } as const, (doc: Y.Doc) => setDaysPaid(doc, days, true)] as const,
  );
  registry.writeAllNow(writes, alongside, source);
}

// '$75.00, $150.00, $225.00 or $300.00': the amounts that would settle whole days.
function describeSettlingAmounts(unpaid: readonly Charge[]): string {
  const amounts = settlingAmounts(
    unpaid.map(({ chargeCents }) => chargeCents),
    SUGGESTED_AMOUNTS,
  ).map(formatDollars);
  return amounts.length > 1
    ? `${amounts.slice(0, -1).join(', ')} or ${amounts.at(-1)}`
    : (amounts[0] ?? '');
}
