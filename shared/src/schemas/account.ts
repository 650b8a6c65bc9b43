/**
 * @module
 * The parent's account (DESIGN section 7, "Family billing"): GET /api/customer/account, POST
 * /api/customer/payment-intent, and the year-end statement's JSON twin. Amounts are decimal
 * strings; a negative balance is a credit. What the account page reads is in `portal-answers.ts`.
 */
import { z } from 'zod';
import { moneySchema } from '../money-schemas.ts';

/**
 * Zod schema for POST /api/customer/payment-intent: `amount` in dollars (decimal string or
 * number), the whole balance when left out; `requestId` names one tap of Pay now, so a repeat of
 * it reaches the same intent.
 */
export const portalPaymentIntentPayloadSchema = z.strictObject({
  amount: z.optional(
    moneySchema.check(z.refine((cents) => cents > 0, { error: 'amount must be greater than 0' })),
  ),
  requestId: z.string().trim().min(1).max(100).optional(),
});
export type PortalPaymentIntentPayload = z.infer<typeof portalPaymentIntentPayloadSchema>;

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
