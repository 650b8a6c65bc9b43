/**
 * @module
 * Reads of the payments table for the financial week and the customer report.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema.ts';

/** A payments row. */
export type PaymentRow = typeof payments.$inferSelect;

/**
 * The status of a payment that counts as paid. The spec names only 'pending' (the default); a
 * card payment provider reports a completed payment as 'succeeded', so only that one counts.
 */
export const PAID_PAYMENT_STATUS = 'succeeded';

/** Payments created from `start` up to (excluding) `end`, oldest first; one customer's if given. */
export function listPaymentsCreatedBetween(
  db: Db,
  range: { start: Date; end: Date },
  customerId?: string,
): PaymentRow[] {
  const inRange = and(gte(payments.createdAt, range.start), lt(payments.createdAt, range.end));
  return db
    .select()
    .from(payments)
    .where(customerId === undefined ? inRange : and(inRange, eq(payments.customerId, customerId)))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .all();
}
