/**
 * @module
 * Zod schemas of a PIN (the rules are in `pin-rules.ts`): as typed at a kiosk, and as set.
 * Written with zod/mini (decision 045).
 */
import * as z from 'zod/mini';
import { PIN_FORMAT, PIN_FORMAT_MESSAGE, pinProblem } from './pin-rules.ts';

/**
 * Zod schema for a PIN as typed at a kiosk: only its shape, so a trivial PIN typed there is a
 * wrong guess like any other (and counts towards the pause), not a hint about the rules.
 */
export const pinEntrySchema = z
  .string({
    error: (issue) => (issue.input === undefined ? 'pin is required' : PIN_FORMAT_MESSAGE),
  })
  .check(z.regex(PIN_FORMAT, { error: PIN_FORMAT_MESSAGE }));

/** Zod schema for a new PIN: the right shape and none of the easy guesses, each with its reason. */
export const newPinSchema = pinEntrySchema.check(
  z.superRefine((pin, ctx) => {
    const problem = pinProblem(pin);
    // The shape is checked (and reported) by the regex already.
    if (problem && problem !== PIN_FORMAT_MESSAGE) {
      ctx.addIssue({ code: 'custom', message: problem });
    }
  }),
);
