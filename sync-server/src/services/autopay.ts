/**
 * @module
 * A family's autopay (issue 18): saving a card with a Stripe SetupIntent (usage off_session),
 * turning autopay on when Stripe reports the card saved, and off when a parent asks. The card's
 * number never reaches Cubby: Stripe.js sends it to Stripe from the phone, and Cubby keeps the
 * payment method's id with its brand, last four digits and expiry for the screens. Charging the
 * saved card is `autopay-charge.ts`.
 */
import type { AutopayState } from '@cubby/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { families, familyAutopay } from '../db/schema.ts';
import { familyChildren } from '../queries/families.ts';
import { type AuditSource, appendAuditBy, SYSTEM_SOURCE } from './audit.ts';
import { notFound, upstreamFailed } from './refusal.ts';
import { describeStripeError } from './stripe-gateway.ts';

/** A family's stored autopay row. */
export type AutopayRow = typeof familyAutopay.$inferSelect;

/** What saving a card needs. */
export interface AutopayDeps {
  db: Db;
  stripe: Stripe;
}

// A SetupIntent in one of these can still take the card the parent is about to enter.
const OPEN_SETUP_STATUSES = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/** The family's autopay row, if it ever started one. */
export function findAutopay(db: Pick<Db, 'select'>, familyId: string): AutopayRow | undefined {
  return db.select().from(familyAutopay).where(eq(familyAutopay.familyId, familyId)).get();
}

/** The family's autopay as the screens show it; off for a family that never started one. */
export function readAutopay(db: Pick<Db, 'select'>, familyId: string): AutopayState {
  const row = findAutopay(db, familyId);
  if (!row) return { enabled: false, card: null, pending: false, lastFailure: null };
  const [expYear, expMonth] = (row.cardExp ?? '').split('-').map(Number);
  return {
    enabled: row.enabled,
    card:
      row.cardBrand && row.cardLast4
        ? {
            brand: row.cardBrand,
            last4: row.cardLast4,
            expMonth: expMonth ?? 0,
            expYear: expYear ?? 0,
          }
        : null,
    pending: row.setupIntentId !== null,
    lastFailure:
      row.lastFailureAt && row.lastFailureMessage
        ? { at: row.lastFailureAt.toISOString(), message: row.lastFailureMessage }
        : null,
  };
}

/**
 * Starts saving a card: the family's Stripe customer (made once) and a SetupIntent for
 * off-session use, whose client secret the phone's Payment Element confirms. A SetupIntent
 * still waiting for its card is handed out again, so a reload or a second tap makes no other.
 */
export async function startAutopaySetup(
  deps: AutopayDeps,
  familyId: string,
  source: AuditSource,
): Promise<{ clientSecret: string }> {
  const { db, stripe } = deps;
  const family = db.select().from(families).where(eq(families.id, familyId)).get();
  if (!family) return notFound('Family not found');
  const row = findAutopay(db, familyId);

  if (row?.setupIntentId) {
    const open = await callStripe(() => stripe.setupIntents.retrieve(row.setupIntentId ?? ''));
    if (OPEN_SETUP_STATUSES.has(open.status) && open.client_secret) {
      return { clientSecret: open.client_secret };
    }
  }

  const customerId =
    row?.stripeCustomerId ??
    (
      await callStripe(() =>
        stripe.customers.create(
          { name: family.name, metadata: { familyId } },
          // Two first taps at once make one Stripe customer.
          { idempotencyKey: `cubby-family-customer-${familyId}` },
        ),
      )
    ).id;
  const intent = await callStripe(() =>
    stripe.setupIntents.create({
      customer: customerId,
      usage: 'off_session',
      automatic_payment_methods: { enabled: true },
      metadata: { familyId },
    }),
  );
  if (!intent.client_secret) upstreamFailed('The card payment provider returned no client secret');

  db.transaction((tx) => {
    const values = {
      stripeCustomerId: customerId,
      setupIntentId: intent.id,
      updatedAt: new Date(),
      updatedByName: source.actor.name,
    };
    tx.insert(familyAutopay)
      .values({ familyId, ...values })
      .onConflictDoUpdate({ target: familyAutopay.familyId, set: values })
      .run();
    appendAuditBy(tx, source, {
      action: 'autopay.card-setup-started',
      customerId: firstChildOf(tx, familyId),
      summary: `Started saving a card for autopay for ${family.name}'s family`,
      before: { enabled: row?.enabled ?? false },
      after: { enabled: row?.enabled ?? false, pending: true },
    });
  });
  return { clientSecret: intent.client_secret ?? '' };
}

/**
 * Turns autopay off at once, and forgets the card (its brand and digits too): turning it on
 * again saves a card anew. The Stripe customer is kept for that. Nothing changes, and nothing is
 * audited, for a family whose autopay is already off.
 */
export function turnOffAutopay(db: Db, familyId: string, source: AuditSource): AutopayState {
  const row = findAutopay(db, familyId);
  if (!row || (!row.enabled && !row.paymentMethodId && !row.setupIntentId)) {
    return readAutopay(db, familyId);
  }
  const familyName = db.select().from(families).where(eq(families.id, familyId)).get()?.name;
  db.transaction((tx) => {
    tx.update(familyAutopay)
      .set({
        enabled: false,
        paymentMethodId: null,
        cardBrand: null,
        cardLast4: null,
        cardExp: null,
        setupIntentId: null,
        lastFailureAt: null,
        lastFailureMessage: null,
        lastFailureKey: null,
        updatedAt: new Date(),
        updatedByName: source.actor.name,
      })
      .where(eq(familyAutopay.familyId, familyId))
      .run();
    appendAuditBy(tx, source, {
      action: 'autopay.turned-off',
      customerId: firstChildOf(tx, familyId),
      summary: `Turned off autopay for ${familyLabel(familyName)} and removed its saved card`,
      before: { enabled: row.enabled, pending: row.setupIntentId !== null },
      after: { enabled: false, pending: false },
    });
  });
  return readAutopay(db, familyId);
}

// What a `setup_intent.succeeded` event must carry; the signature proves who sent it, not this.
const succeededSetupSchema = z.object({
  id: z.string().min(1),
  payment_method: z.union([z.string().min(1), z.object({ id: z.string().min(1) })]),
  metadata: z.object({ familyId: z.string().min(1) }),
});

/** What a reported SetupIntent did. */
export type SetupOutcome = 'enabled' | 'already-handled' | 'unknown-family' | 'malformed';

/**
 * Stripe reports a card saved: its brand, last digits and expiry are read from Stripe and
 * autopay is on. Only the family's SetupIntent still waiting counts: a replayed event, or one for
 * a card the parent has since removed, changes nothing.
 */
export async function completeAutopaySetup(
  deps: AutopayDeps,
  setupIntent: unknown,
): Promise<SetupOutcome> {
  const { db, stripe } = deps;
  const parsed = succeededSetupSchema.safeParse(setupIntent);
  if (!parsed.success) return 'malformed';
  const { id, metadata } = parsed.data;
  const { familyId } = metadata;
  const row = findAutopay(db, familyId);
  if (!row) return 'unknown-family';
  if (row.setupIntentId !== id) return 'already-handled';

  const pm = parsed.data.payment_method;
  const method = await callStripe(() =>
    stripe.paymentMethods.retrieve(typeof pm === 'string' ? pm : pm.id),
  );
  const card = method.card;
  const familyName = db.select().from(families).where(eq(families.id, familyId)).get()?.name;
  return db.transaction((tx) => {
    const saved = tx
      .update(familyAutopay)
      .set({
        enabled: true,
        paymentMethodId: method.id,
        cardBrand: card?.brand ?? method.type,
        cardLast4: card?.last4 ?? '',
        cardExp: card ? `${card.exp_year}-${String(card.exp_month).padStart(2, '0')}` : null,
        setupIntentId: null,
        lastFailureAt: null,
        lastFailureMessage: null,
        lastFailureKey: null,
        updatedAt: new Date(),
      })
      // Checked again in the write: two deliveries of one event turn it on once.
      .where(and(eq(familyAutopay.familyId, familyId), eq(familyAutopay.setupIntentId, id)))
      .run();
    if (saved.changes === 0) return 'already-handled';
    appendAuditBy(tx, SYSTEM_SOURCE, {
      action: 'autopay.turned-on',
      customerId: firstChildOf(tx, familyId),
      summary: `Autopay is on for ${familyLabel(familyName)} with the card they saved`,
      before: { enabled: row.enabled },
      after: { enabled: true },
    });
    return 'enabled';
  });
}

function familyLabel(name: string | undefined): string {
  return name ? `${name}'s family` : 'a family';
}

/** The child an entry about a family is filed under (the audit log is kept per child). */
export function firstChildOf(db: Pick<Db, 'select'>, familyId: string): string | null {
  return familyChildren(db, familyId)[0]?.id ?? null;
}

async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    return upstreamFailed(describeStripeError(error));
  }
}
