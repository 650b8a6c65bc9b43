/**
 * @module
 * Statements and receipts (DESIGN section 7, "Family billing"; decision 035): a family's
 * statement per billing period as JSON or PDF, the list of its periods, and each payment's
 * receipt, for staff and the owner; the same for a parent, of their own family only (the family
 * is always the session's). The work is in `services/billing/`.
 */
import type { Principal } from '@cubby/shared/access';
import { periodOfKey } from '@cubby/shared/billing-periods';
import { facilityToday } from '@cubby/shared/facility-clock';
import {
  familyIdParamSchema,
  paymentIdParamSchema,
  statementPeriodParamSchema,
} from '@cubby/shared/schemas';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { authorize } from '../http/authorize.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { parseOr400, readParams } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { receiptDocument, statementDocument } from '../services/billing/billing-documents.ts';
import { familyOfPayment, paymentReceipt } from '../services/billing/receipts.ts';
import { familyStatement, listStatements } from '../services/billing/statements.ts';
import { renderBillingPdf } from '../services/pdf/render-billing-pdf.ts';

/** Statement and receipt routes, mounted under /api. */
export function statementsRoutes(deps: RouteDeps) {
  const { db, clock, responses } = deps;

  // `{period}` or `{period}.pdf`: one handler, so the key is checked once, by periodKeySchema.
  const statement = async (c: Context<AppEnv>, familyId: string, file: string) => {
    const pdf = file.endsWith('.pdf');
    const { period: key } = parseOr400(statementPeriodParamSchema, {
      period: pdf ? file.slice(0, -'.pdf'.length) : file,
    });
    const period = periodOfKey(key) ?? notFound('No such period');
    // A statement reads the family, its ledger and the settings, and is interim until its period
    // closes: kept until any row changes, for the day it was built.
    if (!pdf) {
      const build = () => familyStatement(deps, familyId, period);
      return responses.json(c, build, { asOf: facilityToday(clock) });
    }
    const answer = familyStatement(deps, familyId, period);
    const bytes = await renderBillingPdf(statementDocument(answer));
    return pdfResponse(c, bytes, `statement-${slug(answer.family.name)}-${key}.pdf`);
  };

  const receipt = async (c: Context<AppEnv>, paymentId: string, pdf: boolean) => {
    const answer = paymentReceipt(deps, paymentId);
    if (!pdf) return c.json(answer);
    const bytes = await renderBillingPdf(receiptDocument(answer));
    const name = answer.receiptNumber ?? `payment-${paymentId.slice(0, 8)}`;
    return pdfResponse(c, bytes, `receipt-${name}.pdf`);
  };

  // A parent's payment: one of their family's, or, as for any payment Cubby does not hold, 404.
  const ownPayment = (c: Context<AppEnv>) => {
    const { id } = readParams(c, paymentIdParamSchema);
    return familyOfPayment(deps, id) === familyOf(c.get('principal'))
      ? id
      : notFound('Payment not found');
  };

  return new Hono<AppEnv>()
    .get('/families/:id/statements', authorize(db, 'statements:read'), (c) => {
      const { id } = readParams(c, familyIdParamSchema);
      return c.json(listStatements(deps, id));
    })
    .get('/families/:id/statements/:period', authorize(db, 'statements:read'), (c) => {
      const { id } = readParams(c, familyIdParamSchema);
      return statement(c, id, c.req.param('period'));
    })
    .get('/customer/statements', authorize(db, 'own-statements:read'), (c) =>
      c.json(listStatements(deps, familyOf(c.get('principal')))),
    )
    .get('/customer/statements/:period', authorize(db, 'own-statements:read'), (c) =>
      statement(c, familyOf(c.get('principal')), c.req.param('period')),
    )
    .get('/payments/:id/receipt', authorize(db, 'statements:read'), (c) =>
      receipt(c, readParams(c, paymentIdParamSchema).id, false),
    )
    .get('/payments/:id/receipt.pdf', authorize(db, 'statements:read'), (c) =>
      receipt(c, readParams(c, paymentIdParamSchema).id, true),
    )
    .get('/customer/payments/:id/receipt', authorize(db, 'own-statements:read'), (c) =>
      receipt(c, ownPayment(c), false),
    )
    .get('/customer/payments/:id/receipt.pdf', authorize(db, 'own-statements:read'), (c) =>
      receipt(c, ownPayment(c), true),
    );
}

function pdfResponse(c: Context<AppEnv>, bytes: Buffer, filename: string) {
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${filename}"`,
  });
}

// A family's name as a file name: 'The Lovelace family' is 'the-lovelace-family'.
function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'family'
  );
}

// The own-statement routes admit only parents, each tied to one family.
function familyOf(principal: Principal): string {
  return principal.role === 'customer' ? principal.familyId : forbidden();
}
