/**
 * @module
 * A family's ledger (DESIGN section 7, "Family billing"; decision 031): the ledger over a range,
 * for staff and the owner, and the owner's adjustments. The work is in `services/ledger/` and
 * `services/adjustments.ts`.
 */
import { facilityToday } from '@cubby/shared/facility-clock';
import { buildLedger, formatLedger } from '@cubby/shared/ledger';
import { formatMoney } from '@cubby/shared/money';
import {
  adjustmentPayloadSchema,
  familyIdParamSchema,
  ledgerQuerySchema,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { notFound } from '../http/errors.ts';
import { readJson, readParams, readQuery } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { findFamilyRow } from '../queries/families.ts';
import { addAdjustment } from '../services/adjustments.ts';
import { familyLedgerStamp, loadFamilyLedger } from '../services/ledger/family-ledger.ts';

// Before any day Cubby can hold: a ledger without `from` starts at the family's first entry.
const BEGINNING = '0000-01-01';

/** Ledger routes, mounted under /api. */
export function ledgerRoutes(deps: RouteDeps) {
  const { db, registry, clock, responses } = deps;
  return new Hono<AppEnv>()
    .get('/families/:id/ledger', authorize(db, 'ledger:read'), (c) => {
      const { id } = readParams(c, familyIdParamSchema);
      const { from, to } = readQuery(c, ledgerQuerySchema);
      if (!findFamilyRow(db, id)) {
        return notFound('Family not found');
      }
      const today = facilityToday(clock);
      const range = { from: from ?? BEGINNING, to: to ?? today };
      // Kept while the family's ledger token is unchanged: a five-year ledger costs a few ms to
      // build and gzip, and an owner's screens ask it again and again.
      return responses.json(
        c,
        () => {
          const ledger = loadFamilyLedger(db, id, clock.timeZone);
          return formatLedger(buildLedger(ledger.input, range, ledger.names));
        },
        {
          stamp: familyLedgerStamp(db, id, clock.timeZone),
          asOf: to === undefined ? today : undefined,
        },
      );
    })

    .post('/families/:id/adjustments', authorize(db, 'ledger:adjust'), async (c) => {
      const { id } = readParams(c, familyIdParamSchema);
      const payload = await readJson(c, adjustmentPayloadSchema);
      const row = addAdjustment({ db, registry, clock }, id, payload, auditSourceOf(db, c));
      const { amountCents, createdAt, ...rest } = row;
      return c.json(
        { ...rest, amount: formatMoney(amountCents), createdAt: createdAt.toISOString() },
        201,
      );
    });
}
