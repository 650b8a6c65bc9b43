/**
 * @module
 * A failed call said in the server's own words ('The username maria is taken; choose another'),
 * in red above a form's or a confirmation's buttons, so the person sees why nothing changed.
 */
import { Callout } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { errorText } from '../lib/error-text.ts';

/** Nothing while `error` is null (a mutation not failed); the refusal otherwise. */
export function ServerRefusal({
  error,
  mt,
}: {
  error: unknown;
  mt?: ComponentProps<typeof Callout.Root>['mt'];
}) {
  if (error == null) return null;
  return (
    <Callout.Root color="red" highContrast role="alert" mt={mt}>
      <Callout.Text>{errorText(error)}</Callout.Text>
    </Callout.Root>
  );
}
