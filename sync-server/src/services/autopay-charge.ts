/**
 * @module
 * Charging a family's saved card off-session (issue 18): one PaymentIntent, confirmed at once,
 * under the caller's idempotency key, so a retry or a second run of the same statement's charge
 * reaches the same PaymentIntent and never charges twice. A decline is kept on the family's
 * autopay and told to the family (a notice, mailed when mail is on), once per key.
 *
 * This records no payment. A succeeded PaymentIntent is settled by Stripe's
 * `payment_intent.succeeded` webhook, the one path every card payment is settled by; its
 * metadata (`familyId`, `kind: 'autopay'`) says whose it is. The caller, the scheduler that
 * charges each statement's balance on its due date, chooses the amount and the key.
 */
import { type Cents, formatDollars } from '@cubby/shared/money';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { families, familyAutopay } from '../db/schema.ts';
import { appendAuditBy, SYSTEM_SOURCE } from './audit.ts';
import { findAutopay, firstChildOf } from './autopay.ts';
import { CARD_CURRENCY } from './card-payments.ts';
import { notify } from './notices.ts';
import { upstreamFailed } from './refusal.ts';
import type { ServiceDeps } from './service-deps.ts';
import { describeStripeError } from './stripe-gateway.ts';

/** What charging needs: the database, Stripe, and mail for the notice of a decline. */
export type ChargeDeps = Pick<ServiceDeps, 'db' | 'config' | 'mailer'> & { stripe: Stripe };

/** One off-session charge. */
export interface OffSessionCharge {
  familyId: string;
  amountCents: Cents;
  /** The same key for the same charge, e.g. `autopay:{familyId}:{statementPeriod}`. */
  idempotencyKey: string;
  /** What the charge is for, in the family's words ("the statement for November 2026"). */
  description: string;
  /** More metadata for the PaymentIntent (the statement's period, say). */
  metadata?: Record<string, string>;
}

/** How the charge went. */
export type ChargeOutcome =
  | { outcome: 'succeeded'; paymentIntentId: string }
  | { outcome: 'declined'; message: string; paymentIntentId: string | null }
  | { outcome: 'no-card' };

/**
 * Charges the family's saved card. Answers `no-card` when autopay is off or no card is saved;
 * a decline is recorded and told to the family. Other failures (Stripe unreachable) are thrown
 * as an upstream refusal, and the caller may try again with the same key.
 */
export async function chargeOffSession(
  deps: ChargeDeps,
  charge: OffSessionCharge,
): Promise<ChargeOutcome> {
  const { db, stripe } = deps;
  const autopay = findAutopay(db, charge.familyId);
  if (!autopay?.enabled || !autopay.paymentMethodId || !autopay.stripeCustomerId) {
    return { outcome: 'no-card' };
  }
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: charge.amountCents,
        currency: CARD_CURRENCY,
        customer: autopay.stripeCustomerId,
        payment_method: autopay.paymentMethodId,
        off_session: true,
        confirm: true,
        description: charge.description,
        metadata: { ...charge.metadata, familyId: charge.familyId, kind: 'autopay' },
      },
      { idempotencyKey: charge.idempotencyKey },
    );
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      return { outcome: 'succeeded', paymentIntentId: intent.id };
    }
    // Off-session, a bank that asks the cardholder to confirm is a charge that did not happen.
    return recordDecline(deps, charge, intent.id, 'Your bank asked you to confirm this payment.');
  } catch (error) {
    const card = cardErrorOf(error);
    if (!card) return upstreamFailed(describeStripeError(error));
    return recordDecline(deps, charge, card.paymentIntentId, card.message);
  }
}

/** The idempotency key of a statement's autopay charge: one charge per family and period. */
export function autopayKey(familyId: string, periodKey: string): string {
  return `autopay:${familyId}:${periodKey}`;
}

/** The sentence a family reads when a charge is declined. */
export function declineNotice(
  charge: Pick<OffSessionCharge, 'amountCents' | 'description'>,
  last4: string,
  reason: string,
): { title: string; body: string } {
  return {
    title: 'Your autopay payment did not go through',
    body:
      `Your card ending ${last4} was declined for ${formatDollars(charge.amountCents)} ` +
      `(${charge.description}). ${reason} Pay from your account, or update your card.`,
  };
}

/**
 * Keeps a declined or failed charge on the family's autopay and tells the family, once per key:
 * a decline answered at once and Stripe's later `payment_intent.payment_failed` for the same
 * charge make one notice.
 */
export function recordDecline(
  deps: Pick<ChargeDeps, 'db' | 'config' | 'mailer'>,
  charge: Pick<OffSessionCharge, 'familyId' | 'amountCents' | 'idempotencyKey' | 'description'>,
  paymentIntentId: string | null,
  reason: string,
): ChargeOutcome {
  const { db } = deps;
  const autopay = findAutopay(db, charge.familyId);
  const notice = declineNotice(charge, autopay?.cardLast4 ?? '', reason);
  // Stripe answers a repeated key with the same decline: the family hears of it once.
  if (autopay?.lastFailureKey === charge.idempotencyKey) {
    return { outcome: 'declined', message: notice.body, paymentIntentId };
  }
  const family = db.select().from(families).where(eq(families.id, charge.familyId)).get();
  db.transaction((tx) => {
    tx.update(familyAutopay)
      .set({
        lastFailureAt: new Date(),
        lastFailureMessage: notice.body,
        lastFailureKey: charge.idempotencyKey,
      })
      .where(eq(familyAutopay.familyId, charge.familyId))
      .run();
    // The amount and what it was for; the card's digits stay out of the log.
    appendAuditBy(tx, SYSTEM_SOURCE, {
      action: 'autopay.charge-declined',
      customerId: firstChildOf(tx, charge.familyId),
      summary: `An autopay charge of ${formatDollars(charge.amountCents)} for ${family ? `${family.name}'s family` : 'a family'} was declined`,
      after: { amountCents: charge.amountCents, paymentIntentId },
    });
    notify(
      { ...deps, db: tx },
      charge.familyId,
      { kind: 'autopay-failed', ...notice },
      { email: true },
    );
  });
  return { outcome: 'declined', message: notice.body, paymentIntentId };
}

// The SDK's card error (a decline), read by its shape: the SDK is loaded lazily elsewhere.
function cardErrorOf(error: unknown): { message: string; paymentIntentId: string | null } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { type, message, payment_intent } = error as {
    type?: unknown;
    message?: unknown;
    payment_intent?: { id?: unknown } | null;
  };
  if (type !== 'StripeCardError') return null;
  const id = payment_intent?.id;
  return {
    message: typeof message === 'string' ? message : 'Your card was declined.',
    paymentIntentId: typeof id === 'string' ? id : null,
  };
}
