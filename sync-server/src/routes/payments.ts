/**
 * @module
 * The Process Payments screen (spec section 2): a customer's outstanding balance, as SQL over the
 * sessions projection, and the payment-intent request. Card payments themselves are not wired
 * yet; until a Stripe key is configured the request answers 503, and the screen shows its
 * 'Payment Processing Not Available' panel for any answer.
 */
import { formatMoney, sumCents } from '@cubby/shared/money';
import { createPaymentIntentPayloadSchema, customerIdParamSchema } from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { authorize } from '../http/authorize.ts';
import { fail } from '../http/errors.ts';
import { readJson, readParams } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { requireCustomer } from '../queries/customers.ts';
import { listUnpaidSessions } from '../services/balances.ts';

/** Outstanding balances and payment intents, mounted under /api. */
export function paymentsRoutes(deps: RouteDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/customers/:id/outstanding-balance', authorize(db, 'reports:read'), (c) => {
      const { id } = readParams(c, customerIdParamSchema);
      requireCustomer(db, id);
      const unpaid = listUnpaidSessions(db, id);
      // Only completed sessions have a cost; one in progress is listed but owes nothing yet.
      const owed = unpaid.flatMap((session) =>
        session.checkOutTime !== null && session.totalCostCents !== null
          ? [session.totalCostCents]
          : [],
      );
      return c.json({
        outstandingBalance: formatMoney(sumCents(owed)),
        // Counts the sessions listed below, so the screen's count matches its list.
        unpaidSessions: unpaid.length,
        sessions: unpaid.map((session) => ({
          id: session.id,
          checkInTime: session.checkInTime.toISOString(),
          // The spec's client reads an empty checkOutTime as 'In Progress'.
          checkOutTime: session.checkOutTime?.toISOString() ?? '',
          totalCost: session.totalCostCents === null ? null : formatMoney(session.totalCostCents),
        })),
      });
    })
    .post('/create-payment-intent', authorize(db, 'payments:process'), async (c) => {
      const { customerId } = await readJson(c, createPaymentIntentPayloadSchema);
      requireCustomer(db, customerId);
      if (!deps.config.stripeSecretKey) {
        return fail(503, 'Payment processing is not configured');
      }
      // A key is set but the Stripe integration is a later issue: say so rather than pretend.
      return fail(501, 'Card payments are not available yet');
    });
}
