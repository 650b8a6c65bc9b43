/**
 * @module
 * The billing clock's second duty (decision 036): on or after a statement's due date, a family
 * with autopay on is charged what it still owes of that statement, once. The run row is claimed
 * (`autopay_outcome = 'charging'`, with the amount) by a conditional update before Stripe is
 * called, so two loops never both charge; the charge goes under `autopay:{familyId}:{period}`,
 * so a retry after a crash or an unreachable Stripe reaches the same PaymentIntent, for the same
 * amount. The outcome is kept on the row and the period is never charged again. The payment
 * itself is recorded by Stripe's webhook (`card-settlement.ts`); a decline is told by
 * `chargeOffSession`.
 */
import { periodOfKey } from '@cubby/shared/billing-periods';
import type { IsoDate } from '@cubby/shared/dates';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import { type AUTOPAY_OUTCOMES, billingRuns } from '../../db/schema.ts';
import { errorMessage } from '../../logger.ts';
import { findAutopay } from '../autopay.ts';
import { autopayKey, chargeOffSession } from '../autopay-charge.ts';
import { loadFamilyLedger } from '../ledger/family-ledger.ts';
import { owedOnStatement, periodLabel } from './statement-balance.ts';
import type { BillingDeps } from './statements-made.ts';

/** What the billing clock recorded for an autopay charge. */
export type AutopayOutcome = (typeof AUTOPAY_OUTCOMES)[number];

/** A claim older than this was cut off (a crash mid-call): it is tried again, same key. */
export const STALE_CLAIM_MS = 10 * 60_000;

type RunRow = typeof billingRuns.$inferSelect;

/**
 * Charges every statement due by `today` not yet charged; answers how many charges it tried.
 * `stripe` answers null when card payments are not configured; `stopped` ends the pass early.
 */
export async function chargeDueStatements(
  deps: BillingDeps,
  today: IsoDate,
  stripe: () => Promise<Stripe> | null,
  stopped: () => boolean,
): Promise<number> {
  const { db } = deps;
  const due = db
    .select()
    .from(billingRuns)
    .where(and(lte(billingRuns.dueDate, today), claimable(deps.clock.now())))
    .all();
  let tried = 0;
  for (const run of due) {
    if (stopped()) break;
    if (await chargeStatement(deps, run, today, stripe)) tried += 1;
  }
  return tried;
}

// Not charged yet, or claimed by a loop that has not answered for STALE_CLAIM_MS.
function claimable(now: Date) {
  return or(
    isNull(billingRuns.autopayOutcome),
    and(
      eq(billingRuns.autopayOutcome, 'charging'),
      lt(billingRuns.autopayChargedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
    ),
  );
}

async function chargeStatement(
  deps: BillingDeps,
  run: RunRow,
  today: IsoDate,
  stripe: () => Promise<Stripe> | null,
): Promise<boolean> {
  const { db, clock, log } = deps;
  const period = periodOfKey(run.periodKey);
  if (!period) return false;
  const thisRun = and(
    eq(billingRuns.familyId, run.familyId),
    eq(billingRuns.periodKey, run.periodKey),
    claimable(clock.now()),
  );
  const finish = (outcome: AutopayOutcome, values: Partial<RunRow> = {}) =>
    db
      .update(billingRuns)
      .set({ autopayOutcome: outcome, ...values })
      .where(and(eq(billingRuns.familyId, run.familyId), eq(billingRuns.periodKey, run.periodKey)))
      .run();

  // The due date decides: autopay off then, or nothing owed, and this period is not charged.
  const autopay = findAutopay(db, run.familyId);
  const client = stripe();
  if (!autopay?.enabled || !autopay.paymentMethodId || !client) {
    db.update(billingRuns).set({ autopayOutcome: 'no-card' }).where(thisRun).run();
    return false;
  }
  // A retried claim charges the amount first asked: the same key must carry the same charge.
  const amountCents =
    run.autopayAmountCents ??
    owedOnStatement(loadFamilyLedger(db, run.familyId, clock.timeZone), period, today);
  if (amountCents <= 0) {
    db.update(billingRuns).set({ autopayOutcome: 'nothing-owed' }).where(thisRun).run();
    return false;
  }
  const claimed = db
    .update(billingRuns)
    .set({
      autopayOutcome: 'charging',
      autopayChargedAt: clock.now(),
      autopayAmountCents: amountCents,
    })
    .where(thisRun)
    .run();
  if (claimed.changes === 0) return false;

  try {
    const result = await chargeOffSession(
      { ...deps, stripe: await client },
      {
        familyId: run.familyId,
        amountCents,
        idempotencyKey: autopayKey(run.familyId, run.periodKey),
        description: `the statement for ${periodLabel(period)}`,
        metadata: { period: run.periodKey },
      },
    );
    finish(result.outcome, {
      autopayIntentId: result.outcome === 'no-card' ? null : result.paymentIntentId,
    });
    log.info('billing.autopay', {
      familyId: run.familyId,
      period: run.periodKey,
      outcome: result.outcome,
    });
  } catch (error) {
    // Stripe unreachable: the next pass tries again with the same key and amount.
    finish('charging', { autopayChargedAt: new Date(0) });
    log.warn('billing.autopay-retry', {
      familyId: run.familyId,
      period: run.periodKey,
      error: errorMessage(error),
    });
  }
  return true;
}
