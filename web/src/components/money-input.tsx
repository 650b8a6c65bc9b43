/**
 * @module
 * A dollar amount typed in: a decimal keyboard on phones and a '$' before the number. The text
 * is kept as typed; the form parses it when it submits.
 */
import { TextField } from '@radix-ui/themes';

/** The amount's text box; `id` is for its label. */
export function MoneyInput(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <TextField.Root
      id={props.id}
      inputMode="decimal"
      required={props.required}
      value={props.value}
      aria-describedby={props['aria-describedby']}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <TextField.Slot>$</TextField.Slot>
    </TextField.Root>
  );
}
