/**
 * @module
 * The parent's account (DESIGN section 7, "Family billing"): GET /api/customer/account, POST
 * /api/customer/payment-intent, and the year-end statement's JSON twin. Amounts are decimal
 * strings; a negative balance is a credit.
 */
import { z } from 'zod';
import { moneySchema } from '../money.ts';
import { autopayStateSchema } from './autopay.ts';

/** One recent billing period on the parent's account. */
export const accountStatementSchema = z.object({
  period: z.string(),
  from: z.string(),
  to: z.string(),
  closingBalance: z.string(),
  dueDate: z.string(),
});
export type AccountStatement = z.infer<typeof accountStatementSchema>;

/** One payment the family made, newest first on the account. */
export const accountPaymentSchema = z.object({
  id: z.string(),
  date: z.string(),
  method: z.string(),
  amount: z.string(),
  receiptNumber: z.string().nullable(),
  reversed: z.boolean(),
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;

/** Zod schema for GET /api/customer/account. */
export const customerAccountResponseSchema = z.object({
  balance: z.string(),
  statements: z.array(accountStatementSchema),
  payments: z.array(accountPaymentSchema),
  autopay: autopayStateSchema,
  /** Calendar years (facility zone) with at least one payment: each has a year-end statement. */
  taxYears: z.array(z.number().int()),
});
export type CustomerAccountResponse = z.infer<typeof customerAccountResponseSchema>;

/**
 * Zod schema for POST /api/customer/payment-intent: `amount` in dollars (decimal string or
 * number), the whole balance when left out; `requestId` names one tap of Pay now, so a repeat of
 * it reaches the same intent.
 */
export const portalPaymentIntentPayloadSchema = z.strictObject({
  amount: moneySchema
    .refine((cents) => cents > 0, { error: 'amount must be greater than 0' })
    .optional(),
  requestId: z.string().trim().min(1).max(100).optional(),
});
export type PortalPaymentIntentPayload = z.infer<typeof portalPaymentIntentPayloadSchema>;

/** Zod schema for the answer of POST /api/customer/payment-intent. */
export const portalPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  publishableKey: z.string().nullable(),
  amount: z.string(),
});
export type PortalPaymentIntentResponse = z.infer<typeof portalPaymentIntentResponseSchema>;

/** The first and last calendar year a year-end statement may be asked for. */
export const TAX_YEAR_RANGE = { min: 2000, max: 2100 } as const;

/** Zod schema for the {year} of a year-end statement's address, `2026` or `2026.pdf`. */
export const taxYearParamSchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}(\.pdf)?$/, { error: 'The year must be four digits, such as 2026' })
    .transform((value) => Number(value.slice(0, 4)))
    .refine((year) => year >= TAX_YEAR_RANGE.min && year <= TAX_YEAR_RANGE.max, {
      error: `The year must be from ${TAX_YEAR_RANGE.min} to ${TAX_YEAR_RANGE.max}`,
    }),
});

/** One payment counted on a year-end statement. */
export const taxStatementPaymentSchema = z.object({
  date: z.string(),
  payer: z.string(),
  method: z.string(),
  amount: z.string(),
  receiptNumber: z.string().nullable(),
});

/** Zod schema for GET …/tax-statements/{year}: the PDF's figures as JSON. */
export const taxStatementResponseSchema = z.object({
  year: z.number().int(),
  provider: z.object({ name: z.string(), address: z.string(), taxId: z.string() }),
  family: z.string(),
  children: z.array(z.object({ name: z.string(), birthDate: z.string().nullable() })),
  payments: z.array(taxStatementPaymentSchema),
  perPayer: z.array(z.object({ payer: z.string(), amount: z.string() })),
  total: z.string(),
  lateFees: z.array(z.object({ date: z.string(), amount: z.string() })),
  lateFeesPaid: z.string(),
  careTotal: z.string(),
});
export type TaxStatementResponse = z.infer<typeof taxStatementResponseSchema>;
