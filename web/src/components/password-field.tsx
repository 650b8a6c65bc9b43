/**
 * @module
 * A labelled password field with the show/hide toggle every sign-in form of the spec has.
 */
import { IconButton, Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';

/** A password input with a show/hide button. */
export function PasswordField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  required?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <Text as="label" htmlFor={id} weight="medium">
        {props.label}
      </Text>
      <TextField.Root
        id={id}
        type={visible ? 'text' : 'password'}
        required={props.required ?? true}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <TextField.Slot side="right">
          <IconButton
            type="button"
            variant="ghost"
            size="1"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
          >
            {visible ? '🙈' : '👁'}
          </IconButton>
        </TextField.Slot>
      </TextField.Root>
    </div>
  );
}
