/**
 * @module
 * Autopay (DESIGN section 7, "Family billing"): a family's saved card, charged off-session for
 * each statement's balance. PUT and GET /api/customer/autopay for the parent, GET
 * /api/families/{id}/autopay for staff and the owner. The state itself is in `portal-answers.ts`.
 */
import { z } from 'zod';

/** PUT /api/customer/autopay: start saving a card (`true`), or turn autopay off (`false`). */
export const updateAutopayPayloadSchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled: Must be true or false' }),
});
export type UpdateAutopayPayload = z.infer<typeof updateAutopayPayloadSchema>;

/** PUT /api/customer/autopay with `enabled: true`: what Stripe's Payment Element needs. */
export const autopaySetupResponseSchema = z.object({
  clientSecret: z.string(),
  publishableKey: z.string().nullable(),
});
export type AutopaySetupResponse = z.infer<typeof autopaySetupResponseSchema>;
