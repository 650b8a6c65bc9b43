/**
 * @module
 * Autopay (issue 18): a parent saves a card for it, sees it and turns it off (PUT and GET
 * /api/customer/autopay, the family always the session's); staff and the owner see a family's
 * (GET /api/families/{id}/autopay). Stripe reports a saved card to the webhook in
 * `payments.ts`. Turning autopay off needs no Stripe, so a parent can always stop the charges.
 */
import type { Principal } from '@cubby/shared/access';
import {
  type AutopaySetupResponse,
  familyIdParamSchema,
  updateAutopayPayloadSchema,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { fail, forbidden } from '../http/errors.ts';
import { limitParentWrites } from '../http/limit-parent-writes.ts';
import { readJson, readParams } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { findFamily } from '../queries/families.ts';
import { readAutopay, startAutopaySetup, turnOffAutopay } from '../services/autopay.ts';
import { notFound } from '../services/refusal.ts';
import { createStripe } from '../services/stripe-gateway.ts';

/** Autopay routes, mounted under /api. */
export function autopayRoutes(deps: RouteDeps) {
  const { db, config, log, clock } = deps;
  // Built on the first card saved: most starts never load Stripe's SDK.
  let stripe: Promise<Stripe> | undefined;
  const stripeClient = (secretKey: string) =>
    (stripe ??= createStripe({ secretKey, apiUrl: config.stripeApiUrl }));

  return new Hono<AppEnv>()
    .get('/customer/autopay', authorize(db, 'own-autopay:manage'), (c) =>
      c.json(readAutopay(db, familyOf(c.get('principal')))),
    )
    .put(
      '/customer/autopay',
      authorize(db, 'own-autopay:manage'),
      limitParentWrites(db, () => clock.now()),
      async (c) => {
        const { enabled } = await readJson(c, updateAutopayPayloadSchema);
        const familyId = familyOf(c.get('principal'));
        const source = auditSourceOf(db, c);
        if (!enabled) {
          const state = turnOffAutopay(db, familyId, source);
          log.info('autopay.off', { familyId });
          return c.json(state);
        }
        if (!config.stripeSecretKey) return fail(503, 'Card payments are not configured');
        const { clientSecret } = await startAutopaySetup(
          { db, stripe: await stripeClient(config.stripeSecretKey) },
          familyId,
          source,
        );
        log.info('autopay.setup', { familyId });
        const answer: AutopaySetupResponse = {
          clientSecret,
          publishableKey: config.stripePublishableKey ?? null,
        };
        return c.json(answer);
      },
    )
    .get('/families/:id/autopay', authorize(db, 'autopay:read'), (c) => {
      const { id } = readParams(c, familyIdParamSchema);
      if (!findFamily(db, id)) notFound('Family not found');
      return c.json(readAutopay(db, id));
    });
}

// A parent's session names their family; the payload never does.
function familyOf(principal: Principal): string {
  return principal.role === 'customer' ? principal.familyId : forbidden();
}
