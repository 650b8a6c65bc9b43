/**
 * @module
 * Reads of the payments table for the financial week, the customer report and Stripe's webhooks.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import { readStatements } from './read-statements.ts';

/** A payments row. */
export type PaymentRow = typeof payments.$inferSelect;

/** Payments received from `from` to `to` (ISO dates, both included), oldest first. */
export function listPaymentsReceivedBetween(
  db: Db,
  from: string,
  to: string,
  customerId?: string,
): PaymentRow[] {
  const statements = readStatements(db);
  return customerId === undefined
    ? statements.paymentsReceivedBetween.all({ from, to })
    : statements.customerPaymentsReceivedBetween.all({ from, to, customerId });
}

/** The payment Stripe knows by a payment intent id. */
export function findPaymentByIntent(
  db: Pick<Db, 'select'>,
  intentId: string,
): PaymentRow | undefined {
  return db.select().from(payments).where(eq(payments.stripePaymentIntentId, intentId)).get();
}

/**
 * A child's family's payments received from `from` to `to` (ISO dates, both included), oldest
 * first: the family ledger's money, whichever child a payment names (decision 031).
 */
export function listFamilyPaymentsReceivedBetween(
  db: Db,
  from: string,
  to: string,
  customer: { id: string; familyId: string | null },
): PaymentRow[] {
  return readStatements(db).familyPaymentsReceivedBetween.all({
    from,
    to,
    familyId: customer.familyId,
    customerId: customer.id,
  });
}
