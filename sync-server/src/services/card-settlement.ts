/**
 * @module
 * Settling Stripe's `payment_intent.*` events into the family ledger (decisions 031, 034, 037).
 * Three kinds of card payment reach the webhook: /checkout's, whose pending row earmarks the days
 * it was asked for; a parent's payment from the portal of any amount (`metadata.kind: 'portal'`);
 * and an autopay charge (`metadata.kind: 'autopay'`, with the statement's `period`). The last two
 * cover the family's charges oldest first and tell the family, with the receipt. Each intent is
 * one payment however often its event arrives: the intent id is unique on `payments`.
 */
import { periodOfKey } from '@cubby/shared/billing-periods';
import { facilityToday } from '@cubby/shared/facility-clock';
import { formatDollars, formatMoney } from '@cubby/shared/money';
import { z } from 'zod';
import { firstChildId } from '../queries/families.ts';
import { findPaymentByIntent, type PaymentRow } from '../queries/payments.ts';
import { SYSTEM_SOURCE } from './audit.ts';
import { autopayKey, recordDecline } from './autopay-charge.ts';
import { periodLabel } from './billing/statement-balance.ts';
import { notifyPaymentReceived } from './payment-notices.ts';
import {
  failCardPayment,
  type PaymentDeps,
  settleCardPayment,
  storeFamilyPayment,
} from './payments.ts';

/** The metadata kinds of intents that pay a family's balance rather than earmarked days. */
export const FAMILY_INTENT_KINDS = ['portal', 'autopay'] as const;

// What Cubby reads of a PaymentIntent; the signature proves the sender, not the shape.
const intentSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int().positive(),
  amount_received: z.number().int().nonnegative().optional(),
  metadata: z.record(z.string(), z.string()).catch({}),
  last_payment_error: z.object({ message: z.string().optional() }).nullish().catch(null),
});
type Intent = z.infer<typeof intentSchema>;

/** How a succeeded event was settled. */
export type Settlement = 'settled' | 'already-settled' | 'unknown';

/** Stripe says a PaymentIntent succeeded: its payment is received, once. */
export function settleSucceededIntent(
  deps: PaymentDeps,
  intentId: string,
  object: unknown,
): Settlement {
  const parsed = intentSchema.safeParse(object);
  const familyId = parsed.success ? familyIntentOf(parsed.data) : null;
  // A portal or autopay intent whose row another path made first is settled like /checkout's.
  const tell = familyId
    ? (tx: PaymentDeps['db'], row: PaymentRow) =>
        notifyPaymentReceived({ ...deps, db: tx }, familyId, row)
    : undefined;
  const existing = settleCardPayment(deps, intentId, tell);
  if (existing !== 'unknown' || !parsed.success || !familyId) return existing;
  return recordFamilyCardPayment(deps, parsed.data, familyId);
}

/**
 * Stripe says a PaymentIntent failed: a pending row becomes failed, and an autopay charge's
 * failure is kept on the family's autopay and told once for its key (a decline answered at once
 * was told already).
 */
export function failIntent(
  deps: PaymentDeps,
  intentId: string,
  object: unknown,
): 'failed' | 'unchanged' {
  const outcome = failCardPayment(deps, intentId);
  const parsed = intentSchema.safeParse(object);
  if (!parsed.success || parsed.data.metadata.kind !== 'autopay') return outcome;
  const { familyId, period } = parsed.data.metadata;
  // Money that did arrive is never called a failure: a late event of an attempt since retried.
  if (!familyId || !period || findPaymentByIntent(deps.db, intentId)?.status === 'succeeded') {
    return outcome;
  }
  recordDecline(
    deps,
    {
      familyId,
      amountCents: parsed.data.amount,
      idempotencyKey: autopayKey(familyId, period),
      description: `the statement for ${statementLabel(period)}`,
    },
    intentId,
    parsed.data.last_payment_error?.message ?? 'Your card was declined.',
  );
  return 'failed';
}

function statementLabel(periodKey: string): string {
  const period = periodOfKey(periodKey);
  return period ? periodLabel(period) : periodKey;
}

function familyIntentOf(intent: Intent): string | null {
  const { kind, familyId } = intent.metadata;
  const isFamilyKind = (FAMILY_INTENT_KINDS as readonly string[]).includes(kind ?? '');
  return isFamilyKind && familyId ? familyId : null;
}

// A portal or autopay payment: the family's, for its amount, covering the oldest charges.
function recordFamilyCardPayment(deps: PaymentDeps, intent: Intent, familyId: string): Settlement {
  // Named after the family's first child, as every family payment is (decision 031).
  const customerId = firstChildId(deps.db, familyId);
  if (!customerId) return 'unknown';
  const kind = intent.metadata.kind === 'autopay' ? 'an autopay' : 'a card';
  storeFamilyPayment(
    deps,
    {
      customerId,
      familyId,
      amountCents: intent.amount_received || intent.amount,
      stripePaymentIntentId: intent.id,
      method: 'card',
      receivedOn: facilityToday(deps.clock),
      note: null,
      payerName: null,
    },
    SYSTEM_SOURCE,
    (row, receipt) => ({
      action: 'payment.card-received',
      customerId,
      date: row.receivedOn,
      summary: `Received ${kind} payment of ${formatDollars(row.amountCents)} from the family's card, receipt ${receipt}`,
      after: { amount: formatMoney(row.amountCents), status: 'succeeded', receiptNumber: receipt },
    }),
  );
  return 'settled';
}
