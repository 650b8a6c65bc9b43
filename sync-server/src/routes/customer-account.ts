/**
 * @module
 * The parent's account (DESIGN section 7, "Family billing"): GET /api/customer/account, paying
 * the balance or a part of it by card (POST /api/customer/payment-intent), and the year-end
 * statement for tax forms, the parent's own (GET /api/customer/tax-statements/{year}[.pdf]) and
 * the owner's for any family (GET /api/families/{id}/tax-statements/{year}[.pdf]). The family is
 * always the session's for a parent, never anything in a payload.
 */
import type { Principal } from '@cubby/shared/access';
import {
  familyIdParamSchema,
  type PortalPaymentIntentResponse,
  portalPaymentIntentPayloadSchema,
  taxYearParamSchema,
} from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type Stripe from 'stripe';
import { contacts } from '../db/schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { fail, forbidden } from '../http/errors.ts';
import { limitParentWrites } from '../http/limit-parent-writes.ts';
import { readJson, readParams } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { findFamily } from '../queries/families.ts';
import { readCustomerAccount } from '../services/customer-account.ts';
import { renderBillingPdf } from '../services/pdf/render-billing-pdf.ts';
import { contactOfLogin } from '../services/pins.ts';
import { startPortalPayment } from '../services/portal-payments.ts';
import { notFound } from '../services/refusal.ts';
import { createStripe } from '../services/stripe-gateway.ts';
import { readTaxStatement, taxStatementDocument } from '../services/tax-statement.ts';

/** The parent's account and the year-end statements, mounted under /api. */
export function customerAccountRoutes(deps: RouteDeps) {
  const { db, config, clock, log } = deps;
  // Built on the first payment: most starts never load Stripe's SDK.
  let stripe: Promise<Stripe> | undefined;
  const stripeClient = (secretKey: string) =>
    (stripe ??= createStripe({ secretKey, apiUrl: config.stripeApiUrl }));

  // The statement as JSON, or drawn as a PDF when the address ends in .pdf.
  const answerTaxStatement = async (c: Context<AppEnv>, familyId: string) => {
    const { year } = readParams(c, taxYearParamSchema);
    const statement = readTaxStatement({ db, config, timeZone: clock.timeZone }, familyId, year);
    if (!c.req.param('year')?.endsWith('.pdf')) return c.json(statement);
    const guardians = (findFamily(db, familyId)?.contacts ?? [])
      .filter((contact) => contact.isGuardian)
      .map((contact) => contact.name);
    const pdf = await renderBillingPdf(taxStatementDocument(statement, guardians));
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="year-end-statement-${year}.pdf"`,
    });
  };

  return new Hono<AppEnv>()
    .get('/customer/account', authorize(db, 'own-account:read'), (c) =>
      c.json(readCustomerAccount({ db, clock, config }, familyOf(c.get('principal')))),
    )
    .post(
      '/customer/payment-intent',
      authorize(db, 'own-account:pay'),
      limitParentWrites(db, () => clock.now()),
      async (c) => {
        const { amount, requestId } = await readJson(c, portalPaymentIntentPayloadSchema);
        const principal = c.get('principal');
        const familyId = familyOf(principal);
        if (!config.stripeSecretKey) return fail(503, 'Card payments are not configured');
        const started = await startPortalPayment(
          { db, clock, stripe: await stripeClient(config.stripeSecretKey) },
          { familyId, amountCents: amount, requestId, payerName: payerOf(principal.subject) },
          auditSourceOf(db, c),
        );
        log.info('payment.portal-intent', { familyId, intent: started.paymentIntentId });
        const answer: PortalPaymentIntentResponse = {
          clientSecret: started.clientSecret,
          publishableKey: config.stripePublishableKey ?? null,
          amount: started.amount,
        };
        return c.json(answer);
      },
    )
    .get('/customer/tax-statements/:year', authorize(db, 'own-account:read'), (c) =>
      answerTaxStatement(c, familyOf(c.get('principal'))),
    )
    .get('/families/:id/tax-statements/:year', authorize(db, 'tax-statements:read'), (c) => {
      const { id } = readParams(c, familyIdParamSchema);
      if (!findFamily(db, id)) notFound('Family not found');
      return answerTaxStatement(c, id);
    });

  // The paying parent's own name, for the receipt and the year-end statement's payer.
  function payerOf(loginId: string): string | null {
    const { contactId } = contactOfLogin(db, loginId);
    return (
      db.select({ name: contacts.name }).from(contacts).where(eq(contacts.id, contactId)).get()
        ?.name ?? null
    );
  }
}

// The account's actions admit only parents, each tied to one family.
function familyOf(principal: Principal): string {
  return principal.role === 'customer' ? principal.familyId : forbidden();
}
