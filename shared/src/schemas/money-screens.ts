/**
 * @module
 * What the money screens read (issue 18, decision 038): a recorded payment with its receipt, the
 * owner's list of payments, every family's whole balance, and a family's ledger.
 */
import { z } from 'zod';
import { isoDateSchema } from '../date-schemas.ts';
import { PAYMENT_METHODS } from './payment.ts';

/** POST /api/payments and POST /api/payments/{id}/reversal: the payment, amounts as strings. */
export const recordedPaymentResponseSchema = z
  .object({
    id: z.string(),
    familyId: z.string().nullable(),
    customerId: z.string(),
    amount: z.string(),
    method: z.enum(PAYMENT_METHODS),
    receivedOn: z.string(),
    payerName: z.string().nullable(),
    receiptNumber: z.string().nullable(),
    reversedAt: z.string().nullable(),
  })
  .loose();
export type RecordedPaymentResponse = z.infer<typeof recordedPaymentResponseSchema>;

/** Zod schema for GET /api/payments' query: received between `from` and `to`, one method. */
export const paymentListQuerySchema = z.strictObject({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** What a listed payment is now: received, reversed, or a card payment pending or failed. */
export const PAYMENT_LIST_STATUSES = ['received', 'reversed', 'pending', 'failed'] as const;

/** One row of the owner's payments list. */
export const paymentListItemSchema = z.object({
  id: z.string(),
  familyId: z.string().nullable(),
  familyName: z.string(),
  receivedOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.string(),
  receiptNumber: z.string().nullable(),
  payerName: z.string().nullable(),
  /** Who recorded it, as the audit log names them; 'Stripe' for a card, null when unknown. */
  recordedBy: z.string().nullable(),
  status: z.enum(PAYMENT_LIST_STATUSES),
  reversedAt: z.string().nullable(),
  reversedBy: z.string().nullable(),
});
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;

/** GET /api/payments (owner): newest first. */
export const paymentListResponseSchema = z.object({ payments: z.array(paymentListItemSchema) });
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

/** One family's whole balance across weeks (negative: a credit). */
export const familyBalanceSchema = z.object({
  familyId: z.string(),
  name: z.string(),
  /** The family's children, first added first: siblings share the one balance. */
  children: z.array(z.object({ id: z.string(), name: z.string() })),
  balance: z.string(),
});
export type FamilyBalance = z.infer<typeof familyBalanceSchema>;

/** GET /api/family-balances (staff, owner): every family, by name. */
export const familyBalancesResponseSchema = z.object({ families: z.array(familyBalanceSchema) });
export type FamilyBalancesResponse = z.infer<typeof familyBalancesResponseSchema>;

/** GET /api/families/{id}/ledger (DESIGN section 7): amounts as decimal strings. */
export const ledgerResponseSchema = z.object({
  openingBalance: z.string(),
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.string(),
      customerId: z.string().nullable(),
      description: z.string(),
      amount: z.string(),
      balance: z.string(),
    }),
  ),
  closingBalance: z.string(),
});
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;
