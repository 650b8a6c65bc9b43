/**
 * @module
 * Staff's answer to a family's extra-day request (DESIGN section 7, "Prices and requests"): the
 * payload of POST /api/confirmations/decision, and the decision as the family's document keeps
 * it, tied to the day it answers.
 */
import { z } from 'zod';
import { customerIdSchema, isoDateSchema, isoTimestampSchema, mondaySchema } from './common.ts';

/** The two answers staff give to an extra-day request. */
export const EXTRA_DAY_DECISIONS = ['approved', 'declined'] as const;

/** One of the two answers. */
export type ExtraDayDecisionKind = (typeof EXTRA_DAY_DECISIONS)[number];

/** Longest message staff may add to their answer. */
export const MAX_DECISION_MESSAGE_LENGTH = 500;

const decisionKindSchema = z.enum(EXTRA_DAY_DECISIONS, {
  error: `decision must be one of ${EXTRA_DAY_DECISIONS.join(', ')}`,
});

// Blank means no message: a parent is not shown an empty quote.
const messageSchema = z
  .string()
  .max(MAX_DECISION_MESSAGE_LENGTH, {
    error: `message must be at most ${MAX_DECISION_MESSAGE_LENGTH} characters`,
  })
  .nullish()
  .transform((message) => message?.trim() || null);

/** Zod schema for POST /api/confirmations/decision. */
export const extraDayDecisionPayloadSchema = z.strictObject({
  customerId: customerIdSchema,
  weekStart: mondaySchema,
  decision: decisionKindSchema,
  message: messageSchema,
});

/** The body of POST /api/confirmations/decision. */
export type ExtraDayDecisionPayload = z.infer<typeof extraDayDecisionPayloadSchema>;

/**
 * Zod schema for a decision as documents keep it: the requested day it answers, so a request
 * changed to another day is no longer answered by it, and who answered when, by the server's
 * clock.
 */
export const extraDayDecisionSchema = z.strictObject({
  day: isoDateSchema,
  decision: decisionKindSchema,
  message: z.string().max(MAX_DECISION_MESSAGE_LENGTH).nullable(),
  decidedAt: isoTimestampSchema,
  decidedBy: z.string().min(1).max(200),
});

/** A decision as documents keep it. */
export type ExtraDayDecision = z.infer<typeof extraDayDecisionSchema>;
