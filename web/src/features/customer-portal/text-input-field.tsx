/**
 * @module
 * A labelled text box of the portal's forms, with its problem under it: the message is tied to
 * the box (aria-describedby), so a screen reader reads it with the field.
 */
import { Flex, Text, TextField } from '@radix-ui/themes';
import { type ComponentProps, useId } from 'react';

/** A text box with a visible label and an optional hint and problem. */
export function TextInputField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: ComponentProps<typeof TextField.Root>['autoComplete'];
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : '', props.error ? errorId : ''].filter(Boolean);
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} weight="medium" size="2">
        {props.label}
      </Text>
      {props.hint ? (
        <Text id={hintId} size="1" color="gray">
          {props.hint}
        </Text>
      ) : null}
      <TextField.Root
        id={id}
        size="3"
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        color={props.error ? 'red' : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error ? (
        <Text id={errorId} size="2" color="red" highContrast>
          {props.error}
        </Text>
      ) : null}
    </Flex>
  );
}
