/**
 * @module
 * Starting a card payment at the front desk (decisions 009 and 031). The amount is the child's
 * outstanding balance computed here from the family ledger, never what a browser says; a browser's amount that differs
 * (an old screen, or a tampered request) is refused. The intent's idempotency key is derived
 * from what it pays for, so a double click or a retry reaches the same intent, and one
 * 'pending' payment row stands for it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { type FacilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { type Cents, formatDollars, formatMoney } from '@cubby/shared/money';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import { customers, payments, sessions } from '../db/schema.ts';
import type { CustomerRow } from '../queries/customers.ts';
import { type AuditSource, appendAuditBy, SYSTEM_SOURCE } from './audit.ts';
import { customerBalance, familyIdOf } from './balances.ts';
import { conflict, upstreamFailed } from './refusal.ts';
import { describeStripeError } from './stripe-gateway.ts';

/** Card payments are charged in US dollars, the currency the screens show. */
export const CARD_CURRENCY = 'usd';

// Stripe allows 50 metadata keys of at most 500 characters each.
const METADATA_VALUE_LIMIT = 500;
const METADATA_SESSION_KEYS = 40;

/** What the payment dialog needs to take the card. */
export interface StartedCardPayment {
  clientSecret: string;
  paymentIntentId: string;
  amount: string;
}

/** Creates (or, for a repeated request, finds again) the payment intent for a family's balance. */
export async function startCardPayment(
  deps: { db: Db; stripe: Stripe; clock: FacilityClock },
  input: { customer: CustomerRow; amountCents: Cents },
  source: AuditSource = SYSTEM_SOURCE,
): Promise<StartedCardPayment> {
  const { db, stripe } = deps;
  const { customer } = input;
  const { unpaid, outstandingCents } = customerBalance(db, customer);
  if (outstandingCents === 0) conflict(`${customer.name} has no outstanding balance`);
  if (input.amountCents !== outstandingCents) {
    conflict(
      `The amount ${formatDollars(input.amountCents)} does not match ${customer.name}'s outstanding balance of ${formatDollars(outstandingCents)}; reload the balances and try again`,
    );
  }
  const dates = unpaid.map(({ day }) => day.date);
  const sessionIds = sessionIdsOf(db, customer.id, dates);

  const intent = await callStripe(async () =>
    stripe.paymentIntents.create(
      {
        amount: outstandingCents,
        currency: CARD_CURRENCY,
        customer: await stripeCustomerOf(db, stripe, customer),
        automatic_payment_methods: { enabled: true },
        description: cardPaymentDescription(customer.name, dates),
        metadata: {
          customerId: customer.id,
          firstDate: dates[0] ?? '',
          lastDate: dates.at(-1) ?? '',
          ...chunkedMetadata('sessionIds', sessionIds),
        },
      },
      { idempotencyKey: intentKey(customer.id, outstandingCents, dates) },
    ),
  );
  if (!intent.client_secret) upstreamFailed('The card payment provider returned no client secret');

  db.transaction((tx) => {
    const started = tx
      .insert(payments)
      .values({
        id: randomUUID(),
        customerId: customer.id,
        familyId: familyIdOf(customer),
        amountCents: outstandingCents,
        stripePaymentIntentId: intent.id,
        status: 'pending',
        method: 'card',
        receivedOn: facilityToday(deps.clock),
        // Earmarks the days asked for: once paid, they are covered first (decision 031).
        coveredDates: dates,
      })
      .onConflictDoNothing({ target: payments.stripePaymentIntentId })
      .run();
    // A repeated request finds the intent it made before: one payment, one entry.
    if (started.changes === 0) return;
    appendAuditBy(tx, source, {
      action: 'payment.card-started',
      customerId: customer.id,
      date: facilityToday(deps.clock),
      summary: `Started a card payment of ${formatDollars(outstandingCents)} for ${customer.name}`,
      after: { amount: formatMoney(outstandingCents), status: 'pending' },
    });
  });
  return {
    clientSecret: intent.client_secret,
    paymentIntentId: intent.id,
    amount: formatMoney(outstandingCents),
  };
}

// What the card statement says the payment is for: the days, or the family's fees when no day.
function cardPaymentDescription(name: string, dates: readonly string[]): string {
  return dates.length === 0
    ? `${name}: the family's late fees and adjustments`
    : `${name}: ${dates.length} day(s) from ${dates[0]} to ${dates.at(-1)}`;
}

// The family's Stripe customer, created on their first card payment and kept.
async function stripeCustomerOf(db: Db, stripe: Stripe, customer: CustomerRow): Promise<string> {
  if (customer.stripeCustomerId) return customer.stripeCustomerId;
  const created = await stripe.customers.create(
    {
      name: customer.name,
      ...(customer.email ? { email: customer.email } : {}),
      metadata: { customerId: customer.id },
    },
    // Two first payments at once create one Stripe customer.
    { idempotencyKey: `cubby-customer-${customer.id}` },
  );
  db.update(customers)
    .set({ stripeCustomerId: created.id })
    .where(eq(customers.id, customer.id))
    .run();
  return created.id;
}

// The same family, amount and days give the same key: Stripe answers a repeat with the first
// intent instead of charging twice. A new day or a payment in between gives a new key.
function intentKey(customerId: string, amountCents: Cents, dates: readonly string[]): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([customerId, amountCents, dates]))
    .digest('hex');
  return `cubby-intent-${digest.slice(0, 40)}`;
}

function sessionIdsOf(db: Db, customerId: string, dates: readonly string[]): string[] {
  if (dates.length === 0) return [];
  return db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), inArray(sessions.date, [...dates])))
    .orderBy(asc(sessions.checkInTime), asc(sessions.id))
    .all()
    .map(({ id }) => id);
}

// Ids joined with commas under `name`, `name_2`, ... within Stripe's metadata limits; the days
// themselves are kept in Cubby's payment row, so a very long list is cut, and says so.
function chunkedMetadata(name: string, ids: readonly string[]): Record<string, string> {
  const chunks: string[] = [];
  let current = '';
  for (const id of ids) {
    const next = current ? `${current},${id}` : id;
    if (next.length <= METADATA_VALUE_LIMIT) {
      current = next;
      continue;
    }
    chunks.push(current);
    current = id;
  }
  if (current) chunks.push(current);
  const kept = chunks.slice(0, METADATA_SESSION_KEYS);
  const entries = kept.map((chunk, index) => [index === 0 ? name : `${name}_${index + 1}`, chunk]);
  if (chunks.length > kept.length) entries.push([`${name}_truncated`, 'true']);
  return Object.fromEntries(entries);
}

async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    return upstreamFailed(describeStripeError(error));
  }
}
