/**
 * @module
 * The form that sets a kiosk PIN (DESIGN section 7, "Kiosk"), in the portal and on the family
 * page: the PIN and the same PIN again. What makes a PIN acceptable is the shared rule the server
 * checks (`@cubby/shared/pin-rules`, through `setPinPayloadSchema`), so its reasons read the same
 * before and after sending; this only adds that the two entries match, which the server never
 * sees. A PIN is typed unseen, so a slip would otherwise lock the parent out at the door.
 */
import { type SetPinPayload, setPinPayloadSchema } from '@cubby/shared/schemas';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { useFieldProblems } from './form-problems.ts';

/** What the form holds: the PIN and the same PIN again. */
export interface PinFormValues {
  pin: string;
  confirm: string;
}

/** A field of the PIN form, for the problems under each. */
export type PinFormField = keyof PinFormValues;

/** The form before anything is typed. */
export const EMPTY_PIN_FORM: PinFormValues = { pin: '', confirm: '' };

/** Why the form is refused when the second entry is not the first. */
export const PINS_DIFFER = 'The two PINs are not the same; type the PIN again';

/**
 * The PIN form, read into what PUT .../pin sends: the PIN by the shared rules first, then the
 * second entry (checked only once the PIN itself is acceptable, so one problem shows at a time).
 */
export const pinFormSchema: z.ZodType<SetPinPayload, PinFormValues> = z
  .object({ pin: setPinPayloadSchema.shape.pin, confirm: z.string() })
  .refine((values) => values.pin === values.confirm, {
    path: ['confirm'],
    error: PINS_DIFFER,
    // A trivial PIN's issue does not stop zod from going on; the match waits for a good PIN.
    when: (payload) => payload.issues.length === 0,
  })
  .transform(({ pin }) => ({ pin }));

/** What sends a PIN: a mutation taking the payload and, once saved, calling `onSuccess`. */
export interface PinSender {
  mutate(payload: SetPinPayload, options: { onSuccess: () => void }): void;
}

/**
 * The state of a form that sets one's own PIN: the two entries, their problems, and a submit
 * that checks them by the shared rules and sends through `save`, emptying the fields once saved
 * (a PIN is never shown back, not even the one just typed).
 */
export function useOwnPinForm(save: PinSender) {
  const [values, setValues] = useState(EMPTY_PIN_FORM);
  const { problems, check } = useFieldProblems<PinFormField>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = check(pinFormSchema, values);
    if (payload) save.mutate(payload, { onSuccess: () => setValues(EMPTY_PIN_FORM) });
  };
  return { values, setValues, problems, submit };
}
