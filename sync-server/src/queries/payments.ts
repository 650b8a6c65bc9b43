/**
 * @module
 * Reads of the payments table for the financial week, the customer report and Stripe's webhooks.
 */
import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema.ts';

/** A payments row. */
export type PaymentRow = typeof payments.$inferSelect;

/** Payments received from `from` to `to` (ISO dates, both included), oldest first. */
export function listPaymentsReceivedBetween(
  db: Pick<Db, 'select'>,
  from: string,
  to: string,
  customerId?: string,
): PaymentRow[] {
  const inRange = between(payments.receivedOn, from, to);
  return db
    .select()
    .from(payments)
    .where(customerId === undefined ? inRange : and(inRange, eq(payments.customerId, customerId)))
    .orderBy(asc(payments.receivedOn), asc(payments.createdAt), asc(payments.id))
    .all();
}

/** The payment Stripe knows by a payment intent id. */
export function findPaymentByIntent(
  db: Pick<Db, 'select'>,
  intentId: string,
): PaymentRow | undefined {
  return db.select().from(payments).where(eq(payments.stripePaymentIntentId, intentId)).get();
}
