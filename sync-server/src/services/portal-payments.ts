/**
 * @module
 * A parent pays from the phone (DESIGN section 7, "Family billing"): a card PaymentIntent for the
 * whole balance or a part of it, never more, with metadata `{ kind: 'portal', familyId }`. Like
 * the desk's card payments (card-payments.ts) it stands as one 'pending' payment row, un-earmarked
 * so it covers the oldest charges, which Stripe's signed webhook settles into the ledger.
 */
import { createHash, randomUUID } from 'node:crypto';
import { type FacilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { ledgerBalance } from '@cubby/shared/ledger';
import { type Cents, formatDollars, formatMoney } from '@cubby/shared/money';
import type Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import { firstChildId } from '../queries/families.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';
import { CARD_CURRENCY } from './card-payments.ts';
import { loadFamilyLedger } from './ledger/family-ledger.ts';
import { conflict, invalid, upstreamFailed } from './refusal.ts';
import { describeStripeError } from './stripe-gateway.ts';

/** What the phone's Payment Element needs. */
export interface StartedPortalPayment {
  clientSecret: string;
  paymentIntentId: string;
  amount: string;
}

/**
 * Starts (or, for the same tap, finds again) a card payment of `amountCents`, the whole balance
 * when not given. The idempotency key is the family, the amount, the balance it was asked
 * against and the tap's `requestId`: a double tap reaches one intent, a payment in between a new one.
 */
export async function startPortalPayment(
  deps: { db: Db; stripe: Stripe; clock: FacilityClock },
  input: {
    familyId: string;
    amountCents?: Cents | undefined;
    requestId?: string | undefined;
    /** The parent paying, as the receipt and the year-end statement name them. */
    payerName?: string | null | undefined;
  },
  source: AuditSource,
): Promise<StartedPortalPayment> {
  const { db, stripe, clock } = deps;
  const { familyId } = input;
  const balanceCents = ledgerBalance(loadFamilyLedger(db, familyId, clock.timeZone).input);
  if (balanceCents <= 0) conflict('Nothing is owed: there is no balance to pay');
  const amountCents = input.amountCents ?? balanceCents;
  if (amountCents > balanceCents) {
    invalid(
      `The amount ${formatDollars(amountCents)} is more than the balance of ${formatDollars(balanceCents)}`,
    );
  }
  const customerId =
    firstChildId(db, familyId) ?? conflict('The family has no children to pay for');
  const key = createHash('sha256')
    .update(JSON.stringify([familyId, amountCents, balanceCents, input.requestId ?? '']))
    .digest('hex');
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: amountCents,
        currency: CARD_CURRENCY,
        automatic_payment_methods: { enabled: true },
        description: `Payment on account from the parent portal`,
        metadata: { kind: 'portal', familyId },
      },
      { idempotencyKey: `cubby-portal-${key.slice(0, 40)}` },
    );
  } catch (error) {
    return upstreamFailed(describeStripeError(error));
  }
  if (!intent.client_secret) upstreamFailed('The card payment provider returned no client secret');
  const today = facilityToday(clock);
  db.transaction((tx) => {
    const started = tx
      .insert(payments)
      .values({
        id: randomUUID(),
        customerId,
        familyId,
        amountCents,
        stripePaymentIntentId: intent.id,
        status: 'pending',
        method: 'card',
        receivedOn: today,
        coveredDates: [],
        payerName: input.payerName ?? null,
      })
      .onConflictDoNothing({ target: payments.stripePaymentIntentId })
      .run();
    // A repeated tap finds the intent it made before: one payment, one entry.
    if (started.changes === 0) return;
    appendAuditBy(tx, source, {
      action: 'payment.card-started',
      customerId,
      date: today,
      summary: `Started a card payment of ${formatDollars(amountCents)} on the family's account from the parent portal`,
      after: { amount: formatMoney(amountCents), status: 'pending' },
    });
  });
  return {
    clientSecret: intent.client_secret ?? '',
    paymentIntentId: intent.id,
    amount: formatMoney(amountCents),
  };
}
