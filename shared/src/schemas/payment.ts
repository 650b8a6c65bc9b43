/**
 * @module
 * The payments entity (spec section 3), the payload of POST /api/create-payment-intent, and the
 * cash or cheque payment the owner records (POST /api/payments).
 */
import { z } from 'zod';
import { isoDateSchema } from '../date-schemas.ts';
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

/**
 * How a payment was made; `marked` is the owner ticking a day paid, which the ledger records as
 * a payment of that day (decision 031).
 */
export const PAYMENT_METHODS = ['card', 'cash', 'cheque', 'bank-transfer', 'marked'] as const;

/** How a payment was made. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods staff and the owner record by hand; cards go through Stripe. */
export const RECORDED_PAYMENT_METHODS = ['cash', 'cheque', 'bank-transfer'] as const;

/** The most a payer's name or a reason holds. */
export const MAX_LEDGER_TEXT = 200;

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
 * Zod schema for POST /api/payments: cash, a cheque or a bank transfer received for a family
 * (`familyId`; today's callers may name a child, `customerId`, meaning that child's family). Any
 * positive amount: a part payment or an overpayment is kept in the family's ledger (decision
 * 031). The amount is a decimal string or number of dollars, exact to the cent.
 */
export const recordPaymentPayloadSchema = z
  .strictObject({
    familyId: z.guid({ error: 'familyId must be a UUID' }).optional(),
    customerId: customerIdSchema.optional(),
    amount: moneySchema.check(
      z.refine((cents) => cents > 0, { error: 'amount must be greater than 0' }),
    ),
    method: z.enum(RECORDED_PAYMENT_METHODS, {
      error: 'method must be cash, cheque or bank-transfer',
    }),
    receivedOn: isoDateSchema,
    payerName: z.string().trim().max(MAX_LEDGER_TEXT).optional(),
    note: z.string().trim().max(MAX_PAYMENT_NOTE).optional(),
  })
  .refine((payload) => payload.familyId !== undefined || payload.customerId !== undefined, {
    error: 'familyId is required',
    path: ['familyId'],
  });

/** The body of POST /api/payments, with the amount in cents. */
export type RecordPaymentPayload = z.infer<typeof recordPaymentPayloadSchema>;

/** Zod schema for the {id} path parameter of a payment. */
export const paymentIdParamSchema = z.object({ id: z.guid({ error: 'Must be a UUID' }) });

/** Zod schema for POST /api/payments/{id}/reversal: why the owner reverses it. */
export const reversePaymentPayloadSchema = z.strictObject({
  reason: z.string().trim().min(1, { error: 'reason is required' }).max(MAX_LEDGER_TEXT),
});

/** The body of POST /api/payments/{id}/reversal. */
export type ReversePaymentPayload = z.infer<typeof reversePaymentPayloadSchema>;

/**
 * Zod schema for POST /api/families/{id}/adjustments: a signed amount (positive charges, negative
 * credits), the owner's reason, optionally a late fee's kind and the date it applies to.
 */
export const adjustmentPayloadSchema = z.strictObject({
  amount: z
    .union([z.string(), z.number()], { error: 'amount must be a signed amount of dollars' })
    .transform((value, ctx) => {
      const text = String(value).trim();
      const negative = text.startsWith('-');
      const magnitude = negative ? text.slice(1) : text;
      const parsed = moneySchema.safeParse(magnitude);
      if (!parsed.success || parsed.data === 0) {
        ctx.addIssue({ code: 'custom', message: 'amount must be a non-zero amount of dollars' });
        return z.NEVER;
      }
      return negative ? -parsed.data : parsed.data;
    }),
  reason: z.string().trim().min(1, { error: 'reason is required' }).max(MAX_LEDGER_TEXT),
  kind: z.enum(['adjustment', 'late-fee']).default('adjustment'),
  date: isoDateSchema.optional(),
});

/** The body of POST /api/families/{id}/adjustments, the amount in signed cents. */
export type AdjustmentPayload = z.infer<typeof adjustmentPayloadSchema>;

/** Zod schema for GET /api/families/{id}/ledger's query: both ends optional, included. */
export const ledgerQuerySchema = z.strictObject({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
