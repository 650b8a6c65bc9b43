/**
 * @module
 * Receipt numbers: one facility-wide sequence, taken inside the transaction that inserts the
 * payment, so two payments never share a number and a failed insert uses none.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';

/** The next receipt number; call it inside the inserting transaction. */
export function nextReceiptNumber(tx: Pick<Db, 'select'>): number {
  const row = tx
    .select({ last: sql<number | null>`max(${payments.receiptNumber})` })
    .from(payments)
    .get();
  return (row?.last ?? 0) + 1;
}

/** A receipt number as people read it: 42 is R-000042. */
export function formatReceiptNumber(number: number): string {
  return `R-${String(number).padStart(6, '0')}`;
}
