/**
 * @module
 * Money into a family's ledger (decision 031): cash, cheques and bank transfers of any amount,
 * recorded at the desk or by the owner, each with a receipt number; card payments settled by
 * Stripe's webhook; and the owner's reversal of a payment. Each is stored with its audit entry
 * and the paid flags it changes in one transaction. Notes, payer names and reasons are free text
 * and never reach an entry.
 */
import { randomUUID } from 'node:crypto';
import { formatDisplayDate } from '@cubby/shared/dates';
import { formatDollars, formatMoney } from '@cubby/shared/money';
import type { RecordPaymentPayload } from '@cubby/shared/schemas';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { families, payments } from '../db/schema.ts';
import { requireCustomer } from '../queries/customers.ts';
import { firstChildId } from '../queries/families.ts';
import { findPaymentByIntent, type PaymentRow } from '../queries/payments.ts';
import { childNames } from '../sync/audit/child-names.ts';
import { type AuditRecord, type AuditSource, appendAuditBy, SYSTEM_SOURCE } from './audit.ts';
import { toLedgerPayment } from './ledger/family-ledger.ts';
import { commitLedgerChange, type LedgerDeps } from './ledger/ledger-change.ts';
import { formatReceiptNumber, nextReceiptNumber } from './ledger/receipts.ts';
import { notifyPaymentReceived } from './payment-notices.ts';
import { conflict, invalid, notFound } from './refusal.ts';
import type { ServiceDeps } from './service-deps.ts';

/** What recording and settling payments need: the ledger, and mail for the family's notice. */
export type PaymentDeps = LedgerDeps & Pick<ServiceDeps, 'config' | 'mailer'>;

/** The family a payment is for: `familyId`, or the family of the child `customerId` names. */
export function payingFamily(
  db: Db,
  input: Pick<RecordPaymentPayload, 'familyId' | 'customerId'>,
): { familyId: string; familyName: string; customerId: string } {
  if (input.familyId === undefined) {
    const child = requireCustomer(db, input.customerId ?? '');
    const familyId = child.familyId ?? invalid(`${child.name} belongs to no family`);
    return { familyId, familyName: familyNameOf(db, familyId), customerId: child.id };
  }
  const familyName = familyNameOf(db, input.familyId);
  if (input.customerId !== undefined) {
    const child = requireCustomer(db, input.customerId);
    if (child.familyId !== input.familyId)
      invalid(`${child.name} is not of the ${familyName} family`);
    return { familyId: input.familyId, familyName, customerId: child.id };
  }
  const customerId =
    firstChildId(db, input.familyId) ??
    invalid(`The ${familyName} family has no children to pay for`);
  return { familyId: input.familyId, familyName, customerId };
}

/** Records cash, a cheque or a bank transfer of any amount; an overpayment is a credit. */
export function recordPayment(
  deps: PaymentDeps,
  input: RecordPaymentPayload,
  source: AuditSource = SYSTEM_SOURCE,
): PaymentRow {
  const { familyId, familyName, customerId } = payingFamily(deps.db, input);
  return storeFamilyPayment(
    deps,
    {
      customerId,
      familyId,
      amountCents: input.amount,
      stripePaymentIntentId: null,
      method: input.method,
      receivedOn: input.receivedOn,
      note: input.note || null,
      payerName: input.payerName || null,
    },
    source,
    (row, receipt) => ({
      action: 'payment.recorded',
      customerId,
      date: row.receivedOn,
      summary: `Recorded a ${row.method} payment of ${formatDollars(row.amountCents)} from the ${familyName} family, receipt ${receipt}, received ${formatDisplayDate(row.receivedOn)}`,
      after: { amount: formatMoney(row.amountCents), method: row.method, receiptNumber: receipt },
    }),
  );
}

/** What a succeeded family payment is: who paid, how much, how and when. */
export type FamilyPaymentFields = Pick<
  PaymentRow,
  | 'customerId'
  | 'amountCents'
  | 'stripePaymentIntentId'
  | 'method'
  | 'receivedOn'
  | 'note'
  | 'payerName'
> & { familyId: string };

/**
 * Stores a succeeded payment into the family's ledger (oldest charges first) with the next
 * receipt number, its audit entry (`audit`, given the formatted receipt number) and the family's
 * notice, all in one transaction.
 */
export function storeFamilyPayment(
  deps: PaymentDeps,
  fields: FamilyPaymentFields,
  source: AuditSource,
  audit: (row: PaymentRow, receipt: string) => Omit<AuditRecord, 'actor' | 'deviceId'>,
): PaymentRow {
  const row: PaymentRow = {
    id: randomUUID(),
    sessionId: null,
    status: 'succeeded',
    receiptNumber: null,
    coveredDates: null,
    reversedAt: null,
    reversedByName: null,
    reversalReason: null,
    createdAt: new Date(),
    ...fields,
  };
  commitLedgerChange(
    deps,
    fields.familyId,
    (ledger) => ({
      ...ledger,
      payments: [...ledger.payments, toLedgerPayment(row, deps.clock.timeZone)],
    }),
    (tx) => {
      const receiptNumber = nextReceiptNumber(tx);
      row.receiptNumber = receiptNumber;
      tx.insert(payments).values(row).run();
      appendAuditBy(tx, source, audit(row, formatReceiptNumber(receiptNumber)));
      notifyPaymentReceived({ ...deps, db: tx }, fields.familyId, row);
    },
    source,
  );
  return row;
}

/** The owner reverses a payment: it stays on the ledger, reversed, and covers nothing. */
export function reversePayment(
  deps: PaymentDeps,
  input: { paymentId: string; reason: string },
  source: AuditSource,
): PaymentRow {
  const payment =
    deps.db.select().from(payments).where(eq(payments.id, input.paymentId)).get() ??
    notFound('Payment not found');
  if (payment.reversedAt !== null) conflict('This payment is already reversed');
  if (payment.status !== 'succeeded') conflict('Only a payment received can be reversed');
  const familyId = payment.familyId ?? invalid('This payment belongs to no family');
  const reversed: PaymentRow = {
    ...payment,
    reversedAt: new Date(),
    reversedByName: source.actor.name,
    reversalReason: input.reason,
  };
  commitLedgerChange(
    deps,
    familyId,
    (ledger) => ({
      ...ledger,
      payments: ledger.payments.filter(({ id }) => id !== payment.id),
    }),
    (tx) => {
      tx.update(payments)
        .set({
          reversedAt: reversed.reversedAt,
          reversedByName: reversed.reversedByName,
          reversalReason: reversed.reversalReason,
        })
        .where(and(eq(payments.id, payment.id), isNull(payments.reversedAt)))
        .run();
      // The reason is free text: the entry says what was reversed, never why.
      appendAuditBy(tx, source, {
        action: 'payment.reversed',
        customerId: payment.customerId,
        date: payment.receivedOn,
        summary: `Reversed a ${payment.method} payment of ${formatDollars(payment.amountCents)} for ${childNames(tx)(payment.customerId)}${payment.receiptNumber ? `, receipt ${formatReceiptNumber(payment.receiptNumber)}` : ''}`,
        before: { reversed: false },
        after: { reversed: true },
      });
    },
    source,
  );
  return reversed;
}

/**
 * Stripe says a card payment succeeded: the payment becomes 'succeeded', takes a receipt number
 * and covers the days it was for. A replayed event, or one for a payment that is not Cubby's,
 * changes nothing.
 */
export function settleCardPayment(
  deps: LedgerDeps,
  intentId: string,
  /** Also stored in the settling transaction (the family's notice), with the settled row. */
  alongside?: (tx: Db, settled: PaymentRow) => void,
): 'settled' | 'already-settled' | 'unknown' {
  const payment = findPaymentByIntent(deps.db, intentId);
  if (!payment) return 'unknown';
  if (payment.status === 'succeeded') return 'already-settled';
  const familyId =
    payment.familyId ?? requireCustomer(deps.db, payment.customerId).familyId ?? payment.customerId;
  commitLedgerChange(
    deps,
    familyId,
    (ledger) => ({
      ...ledger,
      payments: [...ledger.payments, toLedgerPayment(payment, deps.clock.timeZone)],
    }),
    (tx) => {
      const receiptNumber = nextReceiptNumber(tx);
      tx.update(payments)
        .set({ status: 'succeeded', receiptNumber, familyId })
        .where(eq(payments.id, payment.id))
        .run();
      appendAuditBy(tx, SYSTEM_SOURCE, {
        action: 'payment.card-received',
        customerId: payment.customerId,
        date: payment.receivedOn,
        summary: `Received a card payment of ${formatDollars(payment.amountCents)} for ${childNames(deps.db)(payment.customerId)}, receipt ${formatReceiptNumber(receiptNumber)}`,
        before: { status: payment.status },
        after: { status: 'succeeded' },
      });
      alongside?.(tx, { ...payment, status: 'succeeded', receiptNumber, familyId });
    },
    SYSTEM_SOURCE,
  );
  return 'settled';
}

/**
 * Stripe says a card payment failed. A payment already succeeded stays so: Stripe may deliver a
 * failed attempt's event after the retry that succeeded.
 */
export function failCardPayment(
  deps: Pick<PaymentDeps, 'db'>,
  intentId: string,
): 'failed' | 'unchanged' {
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

function familyNameOf(db: Db, familyId: string): string {
  const family = db
    .select({ name: families.name })
    .from(families)
    .where(eq(families.id, familyId))
    .get();
  return family?.name ?? notFound('Family not found');
}
