/**
 * @module
 * What a screen shows in place of what it could not read from the server: what is missing, why,
 * in the server's words or the connection notice, and a way to ask again.
 */
import { Button, Callout } from '@radix-ui/themes';
import { errorText } from '../lib/error-text.ts';

/** '{what} could not be loaded: {why}', and Try Again, which calls `onRetry`. */
export function LoadFailed(props: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Callout.Root color="red" highContrast role="alert">
      <Callout.Text>
        {props.what} could not be loaded: {errorText(props.error)}{' '}
        <Button size="1" variant="soft" onClick={props.onRetry}>
          Try Again
        </Button>
      </Callout.Text>
    </Callout.Root>
  );
}
