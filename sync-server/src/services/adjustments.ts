/**
 * @module
 * The owner's adjustments of a family's ledger (decision 031): a signed amount, positive for a
 * charge such as a late fee the owner chooses to charge, negative for a credit or a discount,
 * with a reason. Stored with its audit entry (never the reason: free text) and the paid flags
 * it changes in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { formatDisplayDate } from '@cubby/shared/dates';
import { facilityToday } from '@cubby/shared/facility-clock';
import { formatDollars, formatMoney } from '@cubby/shared/money';
import type { AdjustmentPayload } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { families, ledgerAdjustments } from '../db/schema.ts';
import { firstChildId } from '../queries/families.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';
import { commitLedgerChange, type LedgerDeps } from './ledger/ledger-change.ts';
import { notFound } from './refusal.ts';

/** An adjustments row. */
export type AdjustmentRow = typeof ledgerAdjustments.$inferSelect;

/** Adds an owner's adjustment to a family's ledger. */
export function addAdjustment(
  deps: LedgerDeps,
  familyId: string,
  input: AdjustmentPayload,
  source: AuditSource,
  /** More rows of the same change, stored in its transaction (a late fee's billing run). */
  alongside?: (tx: Db, row: AdjustmentRow) => void,
): AdjustmentRow {
  const family =
    deps.db.select().from(families).where(eq(families.id, familyId)).get() ??
    notFound('Family not found');
  const row: AdjustmentRow = {
    id: randomUUID(),
    familyId,
    amountCents: input.amount,
    kind: input.kind,
    reason: input.reason,
    onDate: input.date ?? facilityToday(deps.clock),
    createdAt: new Date(),
    createdByName: source.actor.name,
  };
  const words =
    input.kind === 'late-fee' ? 'a late fee' : input.amount > 0 ? 'a charge' : 'a credit';
  commitLedgerChange(
    deps,
    familyId,
    (ledger) => ({
      ...ledger,
      adjustments: [
        ...ledger.adjustments,
        { id: row.id, kind: row.kind, onDate: row.onDate, amountCents: row.amountCents },
      ],
    }),
    (tx) => {
      tx.insert(ledgerAdjustments).values(row).run();
      appendAuditBy(tx, source, {
        action: input.kind === 'late-fee' ? 'ledger.late-fee' : 'ledger.adjusted',
        customerId: firstChildId(tx, familyId),
        date: row.onDate,
        summary: `Added ${words} of ${formatDollars(Math.abs(row.amountCents))} to the ${family.name} family's account on ${formatDisplayDate(row.onDate)}`,
        after: { amount: formatMoney(row.amountCents), kind: row.kind },
      });
      alongside?.(tx, row);
    },
    source,
  );
  return row;
}
