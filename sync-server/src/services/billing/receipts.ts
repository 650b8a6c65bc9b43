/**
 * @module
 * A payment's receipt (decision 035): who received what, when (the facility's zone), from whom
 * and how, the days it covers now per the allocation (decision 031), and the family's balance
 * at the end of the day received. A reversed payment's receipt says so and covers nothing.
 */
import { dateAt } from '@cubby/shared/facility-clock';
import { buildLedger, paymentCoverage } from '@cubby/shared/ledger';
import { formatMoney, sumCents } from '@cubby/shared/money';
import type { ReceiptResponse } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import { findFamily } from '../../queries/families.ts';
import { type FamilyLedger, loadFamilyLedger } from '../ledger/family-ledger.ts';
import { formatReceiptNumber } from '../ledger/receipts.ts';
import { notFound } from '../refusal.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { readSettings } from '../settings.ts';
import { providerOf } from './statements.ts';

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'clock'>;

const BEGINNING = '0000-01-01';

/** The family a payment belongs to, or null for a payment Cubby does not hold as received. */
export function familyOfPayment(deps: Pick<Deps, 'db'>, paymentId: string): string | null {
  const row = deps.db.select().from(payments).where(eq(payments.id, paymentId)).get();
  return row && row.status === 'succeeded' ? row.familyId : null;
}

/** The receipt of `paymentId`; 404 when there is no such received payment. */
export function paymentReceipt(deps: Deps, paymentId: string): ReceiptResponse {
  const { db, config, clock } = deps;
  const familyId = familyOfPayment(deps, paymentId) ?? notFound('Payment not found');
  const record = findFamily(db, familyId) ?? notFound('Payment not found');
  const ledger = loadFamilyLedger(db, familyId, clock.timeZone);
  const row = ledger.payments.find((payment) => payment.id === paymentId);
  const payment = ledger.input.payments.find((each) => each.id === paymentId);
  if (!row || !payment) return notFound('Payment not found');
  const names = new Map(record.children.map((child) => [child.id, child.name]));
  const parts = paymentCoverage(ledger.input, paymentId);
  const applied = sumCents(parts.map((part) => part.cents));
  const balanceAfter = buildLedger(
    ledger.input,
    { from: BEGINNING, to: payment.receivedOn },
    ledger.names,
  ).closingBalanceCents;
  return {
    paymentId,
    receiptNumber: row.receiptNumber === null ? null : formatReceiptNumber(row.receiptNumber),
    provider: providerOf(readSettings(db, config)),
    family: { id: familyId, name: record.family.name },
    // A card payment's day is the day it was made, taken in the facility's zone when stored.
    receivedOn: payment.receivedOn,
    payerName: row.payerName,
    method: payment.method,
    amount: formatMoney(payment.amountCents),
    reversed: payment.reversedOn !== null,
    reversedOn: row.reversedAt ? dateAt(row.reversedAt, clock.timeZone) : null,
    appliedTo: parts.map((part) => ({
      date: part.date,
      description:
        part.customerId === null
          ? adjustmentWords(ledger, part.key)
          : `${names.get(part.customerId) ?? 'A child'}: attendance`,
      amount: formatMoney(part.cents),
    })),
    unapplied: formatMoney(payment.reversedOn === null ? payment.amountCents - applied : 0),
    balanceAfter: formatMoney(balanceAfter),
  };
}

// A positive adjustment's part (`adjustment:{id}`) as the ledger words it.
function adjustmentWords(ledger: FamilyLedger, key: string): string {
  const id = key.slice('adjustment:'.length);
  const adjustment = ledger.input.adjustments.find((each) => each.id === id);
  const label = adjustment?.kind === 'late-fee' ? 'Late fee' : 'Adjustment';
  return `${label}: ${ledger.names.reasonOf(id)}`;
}
