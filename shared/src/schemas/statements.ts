/**
 * @module
 * Statements and receipts (DESIGN section 7, "Family billing"; decision 035): the path
 * parameters and the answers of `/api/families/{id}/statements/{period}`, the parent's
 * `/api/customer/statements/{period}` and the payment receipts. Amounts are decimal strings, as
 * in the ledger; dates ISO.
 */
import { z } from 'zod';
import { periodKeySchema } from '../billing-periods.ts';
import { isoDateSchema } from '../date-schemas.ts';
import { ADJUSTMENT_KINDS, LEDGER_PAYMENT_METHODS } from '../ledger/types.ts';

/** Zod schema for the `{period}` of a statement's address (`.pdf` taken off first). */
export const statementPeriodParamSchema = z.object({ period: periodKeySchema });

const money = z.string();

/** The day-care as the documents name it (Settings). */
export const providerDetailsSchema = z.object({
  name: z.string(),
  address: z.string(),
  taxId: z.string(),
});

/** One charged day of a child: when they came and went, the hours, the charge. */
export const statementDaySchema = z.object({
  date: isoDateSchema,
  arrivalTime: z.string().nullable(),
  departureTime: z.string().nullable(),
  hours: z.string(),
  amount: money,
});

/** A payment or its reversal on a statement. */
export const statementPaymentSchema = z.object({
  paymentId: z.string(),
  kind: z.enum(['payment', 'reversal']),
  date: isoDateSchema,
  method: z.enum(LEDGER_PAYMENT_METHODS),
  payerName: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** Negative for a payment (money in), positive for its reversal. */
  amount: money,
});

/** Zod schema for a statement's answer. */
export const statementResponseSchema = z.object({
  familyId: z.string(),
  period: z.object({
    key: z.string(),
    cycle: z.enum(['weekly', 'monthly']),
    from: isoDateSchema,
    to: isoDateSchema,
  }),
  /** The period is not over yet: the statement may still change. */
  interim: z.boolean(),
  /** Past its due date with money of it still owed (decision 072). */
  overdue: z.boolean(),
  /** Whether the family can pay by card in the parent portal (Stripe fully configured). */
  cardPayments: z.boolean(),
  provider: providerDetailsSchema,
  family: z.object({ name: z.string(), guardians: z.array(z.string()) }),
  statementDate: isoDateSchema,
  dueDate: isoDateSchema,
  openingBalance: money,
  children: z.array(
    z.object({
      customerId: z.string(),
      name: z.string(),
      days: z.array(statementDaySchema),
      total: money,
    }),
  ),
  payments: z.array(statementPaymentSchema),
  adjustments: z.array(
    z.object({
      date: isoDateSchema,
      kind: z.enum(ADJUSTMENT_KINDS),
      reason: z.string(),
      amount: money,
    }),
  ),
  totals: z.object({ charges: money, payments: money, adjustments: money, lateFees: money }),
  closingBalance: money,
  /** The closing balance when positive, else '0.00'. */
  amountDue: money,
  /** What the family has in hand when the closing balance is negative, else '0.00'. */
  credit: money,
});

/** A statement as the server answers it. */
export type StatementResponse = z.infer<typeof statementResponseSchema>;

/** Zod schema for the list of a family's statements, newest first. */
export const statementListResponseSchema = z.array(
  z.object({
    period: z.string(),
    from: isoDateSchema,
    to: isoDateSchema,
    interim: z.boolean(),
    closingBalance: money,
    dueDate: isoDateSchema,
    /** Past its due date with money of it still owed. */
    overdue: z.boolean(),
  }),
);

/** One line of the statements list. */
export type StatementSummary = z.infer<typeof statementListResponseSchema>[number];

/** Zod schema for a payment's receipt. */
export const receiptResponseSchema = z.object({
  paymentId: z.string(),
  receiptNumber: z.string().nullable(),
  provider: providerDetailsSchema,
  family: z.object({ id: z.string(), name: z.string() }),
  receivedOn: isoDateSchema,
  payerName: z.string().nullable(),
  method: z.enum(LEDGER_PAYMENT_METHODS),
  amount: money,
  reversed: z.boolean(),
  reversedOn: isoDateSchema.nullable(),
  /** The days the payment covers now, per the allocation (decision 031). */
  appliedTo: z.array(z.object({ date: isoDateSchema, description: z.string(), amount: money })),
  /** What of it covers nothing yet: a credit toward the next charges. */
  unapplied: money,
  /** The family's balance at the end of the day received. */
  balanceAfter: money,
});

/** A receipt as the server answers it. */
export type ReceiptResponse = z.infer<typeof receiptResponseSchema>;
