/**
 * @module
 * A parent pays from the phone (DESIGN section 7, "Family billing"): a card PaymentIntent for the
 * whole balance or a part of it, never more, with metadata `{ kind: 'portal', familyId }`. Like
 * the desk's card payments (card-payments.ts) it stands as one 'pending' payment row, un-earmarked
 * so it covers the oldest charges, which Stripe's signed webhook settles into the ledger.
 *
 * A family has one open intent per amount (decision 066): a tap of Pay for an amount that has an
 * intent still waiting for its card answers that intent's client secret again, however many taps
 * and whatever `requestId` they carry; only a different amount, or an intent that finished
 * (paid, processing or cancelled), starts a new one. A family's taps are taken one at a time, so
 * a burst finds the intent the first tap made.
 */
import { createHash, randomUUID } from 'node:crypto';
import { type FacilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { ledgerBalance } from '@cubby/shared/ledger';
import { type Cents, formatDollars, formatMoney } from '@cubby/shared/money';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
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
 * Starts a card payment of `amountCents`, the whole balance when not given, or finds again the
 * family's intent for that amount that still waits for its card.
 */
export function startPortalPayment(
  deps: { db: Db; stripe: Stripe; clock: FacilityClock },
  input: {
    familyId: string;
    amountCents?: Cents | undefined;
    /** Accepted from older portals; a tap is now named by its family and amount. */
    requestId?: string | undefined;
    /** The parent paying, as the receipt and the year-end statement name them. */
    payerName?: string | null | undefined;
  },
  source: AuditSource,
): Promise<StartedPortalPayment> {
  return oneAtATime(input.familyId, () => startOrFindAgain(deps, input, source));
}

// The statuses of an intent still waiting for the parent's card.
const OPEN_STATUSES: ReadonlySet<Stripe.PaymentIntent.Status> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

// Pending rows looked at for the family's open intent: the newest portal one decides.
const PENDING_LOOKED_AT = 5;

async function startOrFindAgain(
  deps: { db: Db; stripe: Stripe; clock: FacilityClock },
  input: {
    familyId: string;
    amountCents?: Cents | undefined;
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
  const open = await findOpenIntent(deps, familyId, amountCents);
  if (open?.client_secret) {
    return {
      clientSecret: open.client_secret,
      paymentIntentId: open.id,
      amount: formatMoney(amountCents),
    };
  }
  // A retry of this very start (the intent made, its row not) reaches the same intent at Stripe;
  // a start after any payment of the family's, finished ones included, a new one.
  const key = createHash('sha256')
    .update(JSON.stringify([familyId, amountCents, balanceCents, newestPaymentOf(db, familyId)]))
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

/**
 * The family's newest portal intent for `amountCents` that a pending payment stands for, when it
 * still waits for a card; null when there is none, or it has finished.
 */
async function findOpenIntent(
  deps: { db: Db; stripe: Stripe },
  familyId: string,
  amountCents: Cents,
): Promise<Stripe.PaymentIntent | null> {
  const pending = deps.db
    .select({ intentId: payments.stripePaymentIntentId })
    .from(payments)
    .where(
      and(
        eq(payments.familyId, familyId),
        eq(payments.status, 'pending'),
        eq(payments.method, 'card'),
        eq(payments.amountCents, amountCents),
        isNotNull(payments.stripePaymentIntentId),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(PENDING_LOOKED_AT)
    .all();
  for (const { intentId } of pending) {
    if (!intentId) continue;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await deps.stripe.paymentIntents.retrieve(intentId);
    } catch (error) {
      return upstreamFailed(describeStripeError(error));
    }
    // The desk's intents for a child's days are not the parent's to pay from the phone.
    if (intent.metadata?.kind !== 'portal') continue;
    return OPEN_STATUSES.has(intent.status) ? intent : null;
  }
  return null;
}

// The id of the family's newest payment of any kind; '' before its first.
function newestPaymentOf(db: Db, familyId: string): string {
  return (
    db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.familyId, familyId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .get()?.id ?? ''
  );
}

// Each family's taps in turn; another family's do not wait.
const queues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(familyId: string, run: () => Promise<T>): Promise<T> {
  const before = queues.get(familyId) ?? Promise.resolve();
  const result = before.then(run, run);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  queues.set(familyId, settled);
  void settled.then(() => {
    if (queues.get(familyId) === settled) queues.delete(familyId);
  });
  return result;
}
