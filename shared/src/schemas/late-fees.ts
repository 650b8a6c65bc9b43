/**
 * @module
 * Late fees, applied by the owner's hand from a list of overdue statements, never by the billing
 * clock (decision 036): GET /api/late-fees/overdue and POST /api/late-fees.
 */
import { z } from 'zod';
import { periodKeySchema } from '../billing-periods.ts';

/** Zod schema for POST /api/late-fees: the family and the period whose statement is overdue. */
export const applyLateFeePayloadSchema = z.strictObject({
  familyId: z.string().trim().min(1, { error: 'familyId is required' }),
  period: periodKeySchema,
});
/** The payload of POST /api/late-fees. */
export type ApplyLateFeePayload = z.infer<typeof applyLateFeePayloadSchema>;

/** One statement past its due date and grace days with money still owed from it. */
export const overdueStatementSchema = z.object({
  familyId: z.string(),
  familyName: z.string(),
  period: z.string(),
  /** 'the week of 11-16-2026' or 'November 2026'. */
  periodLabel: z.string(),
  dueDate: z.string(),
  /** What is still owed of the statement's closing balance, dollars ('112.50'). */
  owed: z.string(),
  lateFeeApplied: z.boolean(),
});
/** One overdue statement. */
export type OverdueStatement = z.infer<typeof overdueStatementSchema>;

/** Zod schema for GET /api/late-fees/overdue's answer: the fee Settings set, and the list. */
export const overdueStatementsResponseSchema = z.object({
  lateFee: z.string(),
  graceDays: z.number().int(),
  statements: z.array(overdueStatementSchema),
});
/** The answer of GET /api/late-fees/overdue. */
export type OverdueStatementsResponse = z.infer<typeof overdueStatementsResponseSchema>;

/** Zod schema for POST /api/late-fees's answer: the late-fee adjustment added to the ledger. */
export const appliedLateFeeSchema = z.object({
  id: z.string(),
  familyId: z.string(),
  period: z.string(),
  kind: z.literal('late-fee'),
  amount: z.string(),
  reason: z.string(),
  onDate: z.string(),
});
/** The answer of POST /api/late-fees. */
export type AppliedLateFee = z.infer<typeof appliedLateFeeSchema>;
