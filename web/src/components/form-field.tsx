/**
 * @module
 * A labelled field of a form, with the problem the schema found in it, said under the control;
 * `problemAria` gives the control `aria-invalid` and names the problem in `aria-describedby`,
 * so a screen reader hears the problem with the field.
 */
import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** The id of the problem text of field `id`, for the control's `aria-describedby`. */
export function problemId(id: string): string {
  return `${id}-problem`;
}

/**
 * The control's aria attributes for `problem`: invalid, and described by the problem's text,
 * while there is one; neither otherwise.
 */
export function problemAria(id: string, problem: string | undefined) {
  return {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId(id) : undefined,
  } as const;
}

/** The label, the control (`children`, whose id is `id`) and the problem under it, if any. */
export function FormField(props: {
  id: string;
  label: string;
  problem?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={props.id} weight="medium">
        {props.label}
      </Text>
      {props.children}
      {props.problem ? (
        <Text id={problemId(props.id)} size="2" color="red" role="alert">
          {props.problem}
        </Text>
      ) : null}
    </Flex>
  );
}
