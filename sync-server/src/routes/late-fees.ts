/**
 * @module
 * Late fees by the owner's hand (decision 036): the overdue statements, and applying Settings'
 * late fee to one of them. The work is in `services/billing/late-fees.ts`.
 */
import { formatMoney } from '@cubby/shared/money';
import {
  type AppliedLateFee,
  applyLateFeePayloadSchema,
  type OverdueStatementsResponse,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { readJson } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { applyLateFee, listOverdueStatements } from '../services/billing/late-fees.ts';

/** Late-fee routes, mounted under /api. */
export function lateFeesRoutes(deps: RouteDeps) {
  const { db, registry, clock, config } = deps;
  const lateFeeDeps = { db, registry, clock, config };
  return new Hono<AppEnv>()
    .get('/late-fees/overdue', authorize(db, 'ledger:adjust'), (c) =>
      c.json(listOverdueStatements(lateFeeDeps) satisfies OverdueStatementsResponse),
    )
    .post('/late-fees', authorize(db, 'ledger:adjust'), async (c) => {
      const payload = await readJson(c, applyLateFeePayloadSchema);
      const row = applyLateFee(lateFeeDeps, payload, auditSourceOf(db, c));
      return c.json(
        {
          id: row.id,
          familyId: row.familyId,
          period: payload.period,
          kind: 'late-fee',
          amount: formatMoney(row.amountCents),
          reason: row.reason,
          onDate: row.onDate,
        } satisfies AppliedLateFee,
        201,
      );
    });
}
