/**
 * @module
 * What the parent's account pages read from the server before they show (DESIGN section 7,
 * "Family billing"): GET /api/customer/account with its autopay, the answer of a card payment's
 * start, and the parent's own contact. Written with zod/mini so My Account validates its
 * answers without downloading zod's classic API (decision 045). Amounts are decimal strings; a
 * negative balance is a credit.
 */
import * as z from 'zod/mini';

/** One recent billing period on the parent's account. */
export const accountStatementSchema = z.object({
  period: z.string(),
  from: z.string(),
  to: z.string(),
  closingBalance: z.string(),
  dueDate: z.string(),
  /** Past its due date with money of it still owed. */
  overdue: z.boolean(),
});
export type AccountStatement = z.infer<typeof accountStatementSchema>;

/** One payment the family made, newest first on the account. */
export const accountPaymentSchema = z.object({
  id: z.string(),
  date: z.string(),
  method: z.string(),
  amount: z.string(),
  receiptNumber: z.nullable(z.string()),
  reversed: z.boolean(),
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;

/** The saved card as the screens show it: never its number, only brand and last four digits. */
export const autopayCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().check(z.int()),
  expYear: z.number().check(z.int()),
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
  card: z.nullable(autopayCardSchema),
  pending: z.boolean(),
  lastFailure: z.nullable(autopayFailureSchema),
});
export type AutopayState = z.infer<typeof autopayStateSchema>;

/** Zod schema for GET /api/customer/account. */
export const customerAccountResponseSchema = z.object({
  balance: z.string(),
  statements: z.array(accountStatementSchema),
  payments: z.array(accountPaymentSchema),
  autopay: autopayStateSchema,
  /**
   * Whether the day-care takes cards (Stripe fully configured): without it, Pay now and autopay
   * cannot work, so the portal says how to pay instead (decision 072).
   */
  cardPayments: z.boolean(),
  /** Calendar years (facility zone) with at least one payment: each has a year-end statement. */
  taxYears: z.array(z.number().check(z.int())),
});
export type CustomerAccountResponse = z.infer<typeof customerAccountResponseSchema>;

/** Zod schema for the answer of POST /api/customer/payment-intent. */
export const portalPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  publishableKey: z.nullable(z.string()),
  amount: z.string(),
});
export type PortalPaymentIntentResponse = z.infer<typeof portalPaymentIntentResponseSchema>;

/** A parent's own contact as the portal shows it. */
export const ownContactResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type OwnContactResponse = z.infer<typeof ownContactResponseSchema>;
