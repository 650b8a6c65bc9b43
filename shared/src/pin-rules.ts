/**
 * @module
 * What makes a kiosk PIN acceptable (DESIGN section 7, "Kiosk"): 4 to 6 digits, not one digit
 * repeated (`1111`), not a run up or down (`1234`, `9876`). A PIN is a short secret typed at a
 * door in view of others; the guesses people try first are refused here, each with a reason a
 * parent can act on. Uniqueness in the facility is the server's to check.
 */
// zod/mini: the kiosk reads the PIN rules without downloading zod's classic API (decision 045).
import * as z from 'zod/mini';

/** Fewest digits a PIN has. */
export const MIN_PIN_DIGITS = 4;

/** Most digits a PIN has. */
export const MAX_PIN_DIGITS = 6;

const PIN_FORMAT = new RegExp(`^\\d{${MIN_PIN_DIGITS},${MAX_PIN_DIGITS}}$`);

/** Why a PIN of the wrong shape is refused. */
export const PIN_FORMAT_MESSAGE = `A PIN is ${MIN_PIN_DIGITS} to ${MAX_PIN_DIGITS} digits`;

/** Why a PIN of one digit repeated is refused. */
export const PIN_REPEATED_MESSAGE =
  'A PIN of one digit repeated (like 1111) is too easy to guess; choose another';

/** Why a PIN of digits counting up or down is refused. */
export const PIN_RUN_MESSAGE =
  'A PIN of digits counting up or down (like 1234 or 9876) is too easy to guess; choose another';

/** Why a PIN is refused, or null when it is acceptable. */
export function pinProblem(pin: string): string | null {
  if (!PIN_FORMAT.test(pin)) return PIN_FORMAT_MESSAGE;
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((digit, i) => digit - (digits[i] ?? digit));
  if (steps.every((step) => step === 0)) return PIN_REPEATED_MESSAGE;
  if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) {
    return PIN_RUN_MESSAGE;
  }
  return null;
}

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
