/**
 * @module
 * Autopay (DESIGN section 7, "Family billing"): a family's saved card, charged off-session for
 * each statement's balance. PUT and GET /api/customer/autopay for the parent, GET
 * /api/families/{id}/autopay for staff and the owner.
 */
import { z } from 'zod';

/** PUT /api/customer/autopay: start saving a card (`true`), or turn autopay off (`false`). */
export const updateAutopayPayloadSchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled: Must be true or false' }),
});
export type UpdateAutopayPayload = z.infer<typeof updateAutopayPayloadSchema>;

/** The saved card as the screens show it: never its number, only brand and last four digits. */
export const autopayCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type AutopayCard = z.infer<typeof autopayCardSchema>;

/** The last autopay charge that failed, until a later one succeeds or the card is replaced. */
export const autopayFailureSchema = z.object({ at: z.string(), message: z.string() });
export type AutopayFailure = z.infer<typeof autopayFailureSchema>;

/**
 * A family's autopay: on with a card, or off; `pending` while a card is being saved (Stripe has
 * not yet told the server the SetupIntent succeeded).
 */
export const autopayStateSchema = z.object({
  enabled: z.boolean(),
  card: autopayCardSchema.nullable(),
  pending: z.boolean(),
  lastFailure: autopayFailureSchema.nullable(),
});
export type AutopayState = z.infer<typeof autopayStateSchema>;

/** PUT /api/customer/autopay with `enabled: true`: what Stripe's Payment Element needs. */
export const autopaySetupResponseSchema = z.object({
  clientSecret: z.string(),
  publishableKey: z.string().nullable(),
});
export type AutopaySetupResponse = z.infer<typeof autopaySetupResponseSchema>;
