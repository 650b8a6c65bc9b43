/**
 * @module
 * The two fields of a kiosk PIN form (the PIN and the same PIN again), for the portal and the
 * family page alike, and for a family's PIN the note that only 6 digits work at an offline
 * kiosk (decision 065). A PIN is a secret typed in view of others, so it is masked, never offered
 * for autofill, and opens the phone's number pad; the shared rules' problems show under each
 * field (`lib/pin-form.ts`).
 */
import { MAX_PIN_DIGITS, MIN_PIN_DIGITS } from '@cubby/shared/pin-rules';
import { OFFLINE_PIN_DIGITS } from '@cubby/shared/pin-verifier';
import { Flex, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import type { PinFormField, PinFormValues } from '../lib/pin-form.ts';
import { FormField, problemAria } from './form-field.tsx';

/** What a good PIN is, said above the fields. */
export const PIN_HINT = `${MIN_PIN_DIGITS} to ${MAX_PIN_DIGITS} digits. Not one digit repeated (1111) and not a run like 1234 or 9876.`;

/** Said beside a family's PIN: an offline kiosk knows only PINs of 6 digits. */
export const OFFLINE_PIN_HINT = `A PIN of ${OFFLINE_PIN_DIGITS} digits also works when the kiosk is offline.`;

/** The PIN and its confirmation, each with its problem under it. */
export function PinFields(props: {
  values: PinFormValues;
  onChange: (values: PinFormValues) => void;
  problems: Partial<Record<PinFormField, string>>;
  /** The first field's label: 'Kiosk PIN' for your own, 'Temporary PIN' for someone else's. */
  label: string;
  size?: '2' | '3';
  /** Whether to say that 6 digits also work offline: a family's PIN, not staff's. */
  offlineHint?: boolean;
}) {
  const ids = { pin: useId(), confirm: useId(), hint: useId() };
  const set = (field: PinFormField) => (value: string) =>
    props.onChange({ ...props.values, [field]: value });
  return (
    <Flex direction="column" gap="3">
      <Text id={ids.hint} size="2" color="gray">
        {props.offlineHint ? `${PIN_HINT} ${OFFLINE_PIN_HINT}` : PIN_HINT}
      </Text>
      <FormField id={ids.pin} label={props.label} problem={props.problems.pin}>
        <PinInput
          id={ids.pin}
          hintId={ids.hint}
          value={props.values.pin}
          onChange={set('pin')}
          problem={props.problems.pin}
          size={props.size}
        />
      </FormField>
      <FormField id={ids.confirm} label="Type the PIN again" problem={props.problems.confirm}>
        <PinInput
          id={ids.confirm}
          value={props.values.confirm}
          onChange={set('confirm')}
          problem={props.problems.confirm}
          size={props.size}
        />
      </FormField>
    </Flex>
  );
}

function PinInput(props: {
  id: string;
  hintId?: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  size: '2' | '3' | undefined;
}) {
  const aria = problemAria(props.id, props.problem);
  const describedBy = [props.hintId, aria['aria-describedby']].filter(Boolean).join(' ');
  return (
    <TextField.Root
      id={props.id}
      size={props.size}
      // Masked like a password, yet not one: a password manager has nothing to offer or keep.
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      maxLength={MAX_PIN_DIGITS}
      value={props.value}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={describedBy || undefined}
      color={props.problem ? 'red' : undefined}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
