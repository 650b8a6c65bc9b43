/**
 * @module
 * The plain notice that an action needs the server, shown while the device is offline (adding
 * or deleting customers, reports, balances, payments, owner sign-in).
 */
import { Callout } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { NEEDS_CONNECTION } from '../lib/connection.ts';

/** Nothing while online; the connection notice while offline. */
export function NeedsConnection({
  online,
  mt,
}: {
  online: boolean;
  mt?: ComponentProps<typeof Callout.Root>['mt'];
}) {
  if (online) return null;
  return (
    <Callout.Root color="amber" highContrast mt={mt} role="status">
      <Callout.Text>{NEEDS_CONNECTION}</Callout.Text>
    </Callout.Root>
  );
}
