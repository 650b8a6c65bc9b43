/**
 * @module
 * The payments entity (spec section 3), the payload of POST /api/create-payment-intent, and the
 * cash or cheque payment the owner records (POST /api/payments).
 */
import { z } from 'zod';
import { isoDateSchema } from '../dates.ts';
import { isValidMoney, parseMoney } from '../money.ts';
import {
  customerIdSchema,
  idSchema,
  isoTimestampSchema,
  moneySchema,
  moneyStringSchema,
  nullableColumn,
} from './common.ts';

/** Status a payment starts with; other values are not shown in the spec. */
export const DEFAULT_PAYMENT_STATUS = 'pending';

/**
 * The statuses Cubby writes: a card payment is 'pending' until Stripe reports it 'succeeded' or
 * 'failed'; a recorded cash or cheque payment is 'succeeded' at once. Only 'succeeded' counts.
 */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** How a payment was made. */
export const PAYMENT_METHODS = ['card', 'cash', 'cheque'] as const;

/** How a payment was made. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods the owner records by hand; cards go through Stripe. */
export const RECORDED_PAYMENT_METHODS = ['cash', 'cheque'] as const;

/** The most a recorded payment's note holds. */
export const MAX_PAYMENT_NOTE = 1000;

/** Zod schema for a stored payment; status is free text defaulting to 'pending'. */
export const paymentSchema = z.object({
  id: idSchema,
  customerId: customerIdSchema,
  sessionId: nullableColumn(idSchema),
  amount: moneyStringSchema,
  stripePaymentIntentId: nullableColumn(z.string()),
  status: z.string().min(1).default(DEFAULT_PAYMENT_STATUS),
  method: z.enum(PAYMENT_METHODS).default('card'),
  receivedOn: isoDateSchema,
  note: nullableColumn(z.string().max(MAX_PAYMENT_NOTE)),
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

/**
 * Zod schema for POST /api/payments: a cash or cheque payment the owner received. The amount is a
 * decimal string or number of dollars, exact to the cent; `receivedOn` is the day it came in.
 */
export const recordPaymentPayloadSchema = z.strictObject({
  customerId: customerIdSchema,
  amount: moneySchema.refine((cents) => cents > 0, { error: 'amount must be greater than 0' }),
  method: z.enum(RECORDED_PAYMENT_METHODS, { error: 'method must be cash or cheque' }),
  receivedOn: isoDateSchema,
  note: z.string().trim().max(MAX_PAYMENT_NOTE).optional(),
});

/** The body of POST /api/payments, with the amount in cents. */
export type RecordPaymentPayload = z.infer<typeof recordPaymentPayloadSchema>;
