/**
 * @module
 * The owner's paid checkboxes as ledger entries (decision 031). Ticking a day the ledger does not
 * cover records a `marked` payment of what the day still owes, earmarked for it; unticking a day
 * reverses the marked payments of that day. A day paid by real money stays paid when unticked:
 * the flags then follow the ledger again, which sets it back, because only reversing that
 * payment can unpay it. Runs inside the commit that stores the tick, so the tick, its payment
 * and the flags it settles are stored together or not at all.
 */
import { randomUUID } from 'node:crypto';
import { dateAt } from '@cubby/shared/facility-clock';
import { chargeKey, isCovered } from '@cubby/shared/ledger';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, payments } from '../../db/schema.ts';
import type { ServerWrite } from '../../sync/hooks.ts';
import { type AuditSource, SYSTEM_SOURCE } from '../audit.ts';
import { loadFamilyLedger, loadFamilyMoney } from './family-ledger.ts';
import { followLedger } from './ledger-change.ts';
import { ledgerOrigin } from './paid-flags.ts';
import { receiptWrites } from './week-receipts.ts';

/** A day the owner ticked or unticked, and who did. */
export interface OwnerTick {
  customerId: string;
  date: string;
  paid: boolean;
  source: AuditSource;
}

/** What applying ticks needs: the open commit's handle, its writer and the facility's zone. */
export interface TickContext {
  tx: Db;
  /** The registry's handle, on which the ledger follow-up's reads are prepared once. */
  db: Db;
  write: ServerWrite;
  timeZone: string;
  now: Date;
}

/** Records the payments the ticks stand for, then makes the families' flags follow the ledger. */
export function applyOwnerTicks(context: TickContext, ticks: readonly OwnerTick[]): void {
  const byFamily = new Map<string, OwnerTick[]>();
  for (const tick of ticks) {
    const child = context.tx
      .select({ familyId: customers.familyId })
      .from(customers)
      .where(eq(customers.id, tick.customerId))
      .get();
    if (!child) continue;
    const familyId = child.familyId ?? tick.customerId;
    byFamily.set(familyId, [...(byFamily.get(familyId) ?? []), tick]);
  }
  for (const [familyId, familyTicks] of byFamily) {
    const before = paymentsOf(context, familyId);
    for (const tick of familyTicks) {
      if (tick.paid) markPaid(context, familyId, tick);
      else unmarkPaid(context, tick);
    }
    // The ledger's own writes: a day still covered by real money is ticked again, and a tick
    // counts as money received in its day's week (decision 071).
    followLedger(
      { db: context.db, write: context.write, timeZone: context.timeZone },
      familyId,
      SYSTEM_SOURCE,
    );
    for (const [ref, write] of receiptWrites(familyId, before, paymentsOf(context, familyId))) {
      context.write(ref, write, ledgerOrigin(SYSTEM_SOURCE));
    }
  }
}

function paymentsOf(context: TickContext, familyId: string) {
  return loadFamilyLedger(context.tx, familyId, context.timeZone).input.payments;
}

function markPaid(context: TickContext, familyId: string, tick: OwnerTick): void {
  const { allocation } = loadFamilyMoney(context.tx, familyId, context.timeZone);
  const key = chargeKey(tick.customerId, tick.date);
  const charge = allocation.charges.find((each) => each.key === key);
  // A day that costs nothing, or is not present, has nothing to pay; one covered needs nothing.
  if (!charge || charge.amountCents <= 0 || isCovered(charge)) return;
  context.tx
    .insert(payments)
    .values({
      id: randomUUID(),
      customerId: tick.customerId,
      familyId,
      amountCents: charge.amountCents - charge.paidCents,
      status: 'succeeded',
      method: 'marked',
      receivedOn: dateAt(context.now, context.timeZone),
      coveredDates: [tick.date],
    })
    .run();
}

function unmarkPaid(context: TickContext, tick: OwnerTick): void {
  const marked = context.tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.customerId, tick.customerId),
        eq(payments.method, 'marked'),
        isNull(payments.reversedAt),
      ),
    )
    .all()
    .filter((payment) => payment.coveredDates?.includes(tick.date));
  for (const payment of marked) {
    context.tx
      .update(payments)
      .set({
        reversedAt: context.now,
        reversedByName: tick.source.actor.name,
        reversalReason: 'Unmarked paid',
      })
      .where(eq(payments.id, payment.id))
      .run();
  }
}
