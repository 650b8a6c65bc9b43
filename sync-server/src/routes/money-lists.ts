/**
 * @module
 * The lists the money screens read (decision 038): the owner's payments, with who recorded each
 * and whether it was reversed, and every family's whole balance for /checkout and /financial.
 * Balances come from the family ledger (decision 031), never from a browser.
 */
import { formatMoney } from '@cubby/shared/money';
import {
  type PaymentListItem,
  type PaymentListResponse,
  paymentListQuerySchema,
} from '@cubby/shared/schemas';
import { and, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { auditEntries, families, payments } from '../db/schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { authorize } from '../http/authorize.ts';
import { readQuery } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import type { PaymentRow } from '../queries/payments.ts';
import { familyBalancesAnswer } from '../services/balances.ts';
import { formatReceiptNumber } from '../services/ledger/receipts.ts';

/** Payment lists and family balances, mounted under /api. */
export function moneyListsRoutes(deps: RouteDeps) {
  const { db, responses } = deps;
  return (
    new Hono<AppEnv>()
      .get('/payments', authorize(db, 'ledger:adjust'), (c) => {
        const { from, to, method } = readQuery(c, paymentListQuerySchema);
        const where: SQL[] = [];
        if (from) where.push(gte(payments.receivedOn, from));
        if (to) where.push(lte(payments.receivedOn, to));
        if (method) where.push(eq(payments.method, method));
        const rows = db
          .select({ payment: payments, familyName: families.name })
          .from(payments)
          .leftJoin(families, eq(families.id, payments.familyId))
          .where(and(...where))
          .orderBy(desc(payments.receivedOn), desc(payments.createdAt))
          .all();
        const recorders = recordersOf(
          db,
          rows.flatMap(({ payment }) =>
            payment.receiptNumber === null ? [] : [formatReceiptNumber(payment.receiptNumber)],
          ),
        );
        const answer: PaymentListResponse = {
          payments: rows.map(({ payment, familyName }) =>
            toListItem(payment, familyName ?? '', recorders),
          ),
        };
        return c.json(answer);
      })

      // Kept until any row changes: every family's whole history is allocated for it.
      .get('/family-balances', authorize(db, 'ledger:read'), (c) =>
        responses.json(c, () => familyBalancesAnswer(db)),
      )
  );
}

// Who recorded each receipt, as the audit entry written with the payment names them.
function recordersOf(db: RouteDeps['db'], receipts: string[]): Map<string, string> {
  const byReceipt = new Map<string, string>();
  if (receipts.length === 0) return byReceipt;
  const entries = db
    .select({ name: auditEntries.actorName, after: auditEntries.after })
    .from(auditEntries)
    .where(inArray(auditEntries.action, ['payment.recorded']))
    .all();
  const wanted = new Set(receipts);
  for (const { name, after } of entries) {
    const receipt = (after as { receiptNumber?: unknown } | null)?.receiptNumber;
    if (typeof receipt === 'string' && wanted.has(receipt)) byReceipt.set(receipt, name);
  }
  return byReceipt;
}

function toListItem(
  payment: PaymentRow,
  familyName: string,
  recorders: Map<string, string>,
): PaymentListItem {
  const receiptNumber =
    payment.receiptNumber === null ? null : formatReceiptNumber(payment.receiptNumber);
  return {
    id: payment.id,
    familyId: payment.familyId,
    familyName,
    receivedOn: payment.receivedOn,
    method: payment.method,
    amount: formatMoney(payment.amountCents),
    receiptNumber,
    payerName: payment.payerName,
    recordedBy:
      payment.method === 'card'
        ? 'Stripe'
        : (receiptNumber && recorders.get(receiptNumber)) || null,
    status:
      payment.reversedAt !== null
        ? 'reversed'
        : payment.status === 'succeeded'
          ? 'received'
          : payment.status === 'failed'
            ? 'failed'
            : 'pending',
    reversedAt: payment.reversedAt === null ? null : payment.reversedAt.toISOString(),
    reversedBy: payment.reversedByName,
  };
}
