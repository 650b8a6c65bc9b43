/**
 * @module
 * Money in (decision 031): a child's outstanding balance for the Process Payments screen, card
 * payments through Stripe (the intent, then Stripe's webhook), the cash, cheques and bank
 * transfers recorded at the desk or by the owner, and the owner's reversals. Balances come from
 * the family ledger's allocation, never from a browser.
 */
import { instantAt } from '@cubby/shared/facility-clock';
import { formatMoney, parseMoney } from '@cubby/shared/money';
import type {
  OutstandingBalanceResponse,
  PaymentIntentResponse,
  UnpaidDayResponse,
} from '@cubby/shared/schemas';
import {
  createPaymentIntentPayloadSchema,
  customerIdParamSchema,
  paymentIdParamSchema,
  recordPaymentPayloadSchema,
  reversePaymentPayloadSchema,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { badRequest, fail } from '../http/errors.ts';
import { readJson, readParams } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { toPaymentJson } from '../http/serialize.ts';
import { requireCustomer } from '../queries/customers.ts';
import { completeAutopaySetup } from '../services/autopay.ts';
import { type Charge, customerBalance } from '../services/balances.ts';
import { startCardPayment } from '../services/card-payments.ts';
import { failIntent, settleSucceededIntent } from '../services/card-settlement.ts';
import type { LedgerDay } from '../services/ledger/ledger-rows.ts';
import { recordPayment, reversePayment } from '../services/payments.ts';
import { createStripe, verifyWebhook } from '../services/stripe-gateway.ts';
import { attendanceRowId } from '../sync/hooks/week-projection.ts';

/** Outstanding balances, card payments and recorded payments, mounted under /api. */
export function paymentsRoutes(deps: RouteDeps) {
  const { db, registry, config, log, clock, mailer } = deps;
  const paymentDeps = { db, registry, clock, config, mailer };
  // Built on the first card payment: most starts never load Stripe's SDK.
  let stripe: Promise<Stripe> | undefined;
  const stripeClient = (secretKey: string) =>
    (stripe ??= createStripe({ secretKey, apiUrl: config.stripeApiUrl }));

  return (
    new Hono<AppEnv>()
      // Each unpaid day is listed the way the screen lists sessions: when the child came and
      // went, the hours charged and the cost; then a day in progress (an empty checkOutTime
      // reads 'In Progress'), which owes nothing yet and counts in no figure (decision 071). The
      // family's first child also carries its late fees and adjustments (`familyCharges`).
      .get('/customers/:id/outstanding-balance', authorize(db, 'reports:read'), (c) => {
        const { id } = readParams(c, customerIdParamSchema);
        const balance = customerBalance(db, requireCustomer(db, id));
        return c.json({
          outstandingBalance: formatMoney(balance.outstandingCents),
          unpaidSessions: balance.unpaid.length,
          sessions: [
            ...balance.unpaid.map((charge) => toUnpaidDayJson(charge, clock.timeZone)),
            ...balance.inProgress.map((day) => toInProgressJson(day, clock.timeZone)),
          ],
          familyCharges: formatMoney(balance.familyChargesCents),
        } satisfies OutstandingBalanceResponse);
      })

      .post('/create-payment-intent', authorize(db, 'payments:process'), async (c) => {
        const { customerId, amount } = await readJson(c, createPaymentIntentPayloadSchema);
        const customer = requireCustomer(db, customerId);
        if (!config.stripeSecretKey) return fail(503, 'Payment processing is not configured');
        const started = await startCardPayment(
          { db, clock, stripe: await stripeClient(config.stripeSecretKey) },
          { customer, amountCents: parseMoney(amount) },
          auditSourceOf(db, c),
        );
        log.info('payment.intent', { customerId, intent: started.paymentIntentId });
        const publishableKey = config.stripePublishableKey ?? null;
        return c.json({ ...started, publishableKey } satisfies PaymentIntentResponse);
      })

      // Stripe calls this, signed with the webhook secret over the raw body. Anything Cubby does
      // not handle is acknowledged, so Stripe stops resending it.
      .post('/stripe/webhook', async (c) => {
        const secret = config.stripeWebhookSecret;
        if (!secret) return fail(503, 'Stripe webhooks are not configured');
        const signature = c.req.header('stripe-signature');
        if (!signature) return badRequest('Missing the Stripe-Signature header');
        const event = await verifyWebhook(await c.req.text(), signature, secret);
        if (!event) return badRequest('The Stripe signature does not match this request');

        if (event.type === 'setup_intent.succeeded') {
          // A parent saved a card for autopay (services/autopay.ts).
          if (!config.stripeSecretKey) return fail(503, 'Payment processing is not configured');
          const stripe = await stripeClient(config.stripeSecretKey);
          const outcome = await completeAutopaySetup({ db, stripe }, event.data.object);
          if (outcome === 'unknown-family' || outcome === 'malformed') {
            log.warn('autopay.setup-ignored', { event: event.id, outcome });
          } else {
            log.info('autopay.setup-succeeded', { event: event.id, outcome });
          }
          return c.json({ received: true });
        }
        if (
          event.type !== 'payment_intent.succeeded' &&
          event.type !== 'payment_intent.payment_failed'
        ) {
          return c.json({ received: true });
        }
        const intent = paymentIntentIdOf(event);
        if (!intent) return badRequest('The event does not name a payment intent');
        const object: unknown = event.data.object;
        if (event.type === 'payment_intent.succeeded') {
          const outcome = settleSucceededIntent(paymentDeps, intent, object);
          log.info('payment.succeeded', { event: event.id, intent, outcome });
        } else {
          const outcome = failIntent(paymentDeps, intent, object);
          log.info('payment.failed', { event: event.id, intent, outcome });
        }
        return c.json({ received: true });
      })

      // Staff at the desk and the owner record cash, cheques and bank transfers of any amount
      // for a family (decision 031); the answer carries the receipt number.
      .post('/payments', authorize(db, 'payments:record'), async (c) => {
        const payload = await readJson(c, recordPaymentPayloadSchema);
        const row = recordPayment(paymentDeps, payload, auditSourceOf(db, c));
        log.info('payment.recorded', { familyId: row.familyId, method: row.method });
        return c.json(toPaymentJson(row), 201);
      })

      // Only the owner unpays: the payment stays on the ledger, reversed, with the reason.
      .post('/payments/:id/reversal', authorize(db, 'ledger:adjust'), async (c) => {
        const { id } = readParams(c, paymentIdParamSchema);
        const { reason } = await readJson(c, reversePaymentPayloadSchema);
        const row = reversePayment(paymentDeps, { paymentId: id, reason }, auditSourceOf(db, c));
        log.info('payment.reversed', { familyId: row.familyId, method: row.method });
        return c.json(toPaymentJson(row));
      })
  );
}

// The signature proves who sent an event, not its shape: Stripe's types are a promise about its
// own events, and the fault tests' signed fuzzing showed that reading `data.object.id` blindly
// answers a 500 (which Stripe would resend for days) for an event without it.
function paymentIntentIdOf(event: Stripe.Event): string | null {
  const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
  if (typeof object !== 'object' || object === null || !('id' in object)) return null;
  return typeof object.id === 'string' && object.id.length > 0 ? object.id : null;
}

function toUnpaidDayJson({ day, chargeCents }: Charge, timeZone: string): UnpaidDayResponse {
  return {
    id: attendanceRowId(day.customerId, day.date),
    date: day.date,
    checkInTime: instantOf(day.date, day.arrivalTime, timeZone),
    checkOutTime: instantOf(day.date, day.departureTime, timeZone),
    // The day record's minutes (decision 069): its stays, or a standard day; an unpaid day has a charge, so it is never in progress.
    hours: (day.minutes ?? 0) / 60,
    totalCost: formatMoney(chargeCents),
  };
}

// A day in progress as the screen lists it: arrived, no departure, no hours or cost yet.
function toInProgressJson(day: LedgerDay, timeZone: string): UnpaidDayResponse {
  return {
    id: attendanceRowId(day.customerId, day.date),
    date: day.date,
    checkInTime: instantOf(day.date, day.arrivalTime, timeZone),
    checkOutTime: '',
    hours: 0,
    totalCost: '0.00',
  };
}

// An HH:MM on a date as an instant, or '' when the time was not recorded.
function instantOf(date: string, time: string | null, timeZone: string): string {
  return time ? instantAt(date, time, timeZone).toISOString() : '';
}
