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
            <EyeIcon crossed={visible} />
          </IconButton>
        </TextField.Slot>
      </TextField.Root>
    </div>
  );
}

// Drawn rather than an emoji: kiosk tablets and headless browsers may have no emoji font.
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
