/**
 * @module
 * A labelled form field with the problem the shared schema found in it, said under the control
 * and tied to it, so a screen reader hears it with the field.
 */
import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** The id of the problem text of field `id`, for the control's `aria-describedby`. */
export function problemId(id: string): string {
  return `${id}-problem`;
}

/** The label, the control (`children`, whose id is `id`) and its problem, if any. */
export function FormField(props: {
  id: string;
  label: string;
  problem: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={props.id} weight="medium">
        {props.label}
      </Text>
      {props.children}
      {props.hint ? (
        <Text size="1" color="gray">
          {props.hint}
        </Text>
      ) : null}
      {props.problem ? (
        <Text id={problemId(props.id)} size="2" color="red" role="alert">
          {props.problem}
        </Text>
      ) : null}
    </Flex>
  );
}
