/**
 * @module
 * What makes a kiosk PIN acceptable (DESIGN section 7, "Kiosk"): 4 to 6 digits, not one digit
 * repeated (`1111`), not a run up or down (`1234`, `9876`). A PIN is a short secret typed at a
 * door in view of others; the guesses people try first are refused here, each with a reason a
 * parent can act on. Uniqueness in the facility is the server's to check. The zod schemas of a
 * PIN are in `pin-schemas.ts`, so the kiosk's PIN pad needs no zod.
 */
/** Fewest digits a PIN has. */
export const MIN_PIN_DIGITS = 4;

/** Most digits a PIN has. */
export const MAX_PIN_DIGITS = 6;

/** A PIN's shape: 4 to 6 digits. */
export const PIN_FORMAT = new RegExp(`^\\d{${MIN_PIN_DIGITS},${MAX_PIN_DIGITS}}$`);

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
