/**
 * @module
 * The payments entity (spec section 3) and the payload of POST /api/create-payment-intent.
 */
import { z } from 'zod';
import { isValidMoney, parseMoney } from '../money.ts';
import {
  customerIdSchema,
  idSchema,
  isoTimestampSchema,
  moneyStringSchema,
  nullableColumn,
} from './common.ts';

/** Status a payment starts with; other values are not shown in the spec. */
export const DEFAULT_PAYMENT_STATUS = 'pending';

/** Zod schema for a stored payment; status is free text defaulting to 'pending'. */
export const paymentSchema = z.object({
  id: idSchema,
  customerId: customerIdSchema,
  sessionId: nullableColumn(idSchema),
  amount: moneyStringSchema,
  stripePaymentIntentId: nullableColumn(z.string()),
  status: z.string().min(1).default(DEFAULT_PAYMENT_STATUS),
  createdAt: isoTimestampSchema,
});

/** A stored payment. */
export type Payment = z.infer<typeof paymentSchema>;

/** Zod schema for inserting a payment: id and createdAt omitted (spec section 5). */
export const insertPaymentSchema = paymentSchema.omit({ id: true, createdAt: true });

/** A payment about to be inserted. */
export type InsertPayment = z.infer<typeof insertPaymentSchema>;

/**
 * Zod schema for POST /api/create-payment-intent. The client sends the balance as a number of
 * dollars; it stays a number here, and `parseMoney(amount)` gives exact cents.
 */
export const createPaymentIntentPayloadSchema = z.strictObject({
  amount: z
    .number({ error: 'amount must be a number of dollars' })
    .refine(isValidMoney, {
      error: 'amount must have at most 2 decimal places and be below 100000000',
      abort: true,
    })
    .refine((amount) => parseMoney(amount) > 0, { error: 'amount must be greater than 0' }),
  customerId: customerIdSchema,
});

/** The body of POST /api/create-payment-intent. */
export type CreatePaymentIntentPayload = z.infer<typeof createPaymentIntentPayloadSchema>;
