/**
 * @module
 * The choice the Staff dialog offers when sign-ins or sign-outs on this tablet still cannot reach
 * the server: stay in kiosk mode, the default, and they are sent when the connection returns; or
 * leave and discard them, a red button, with each one named so staff can record it by hand.
 */
import { Button, Callout, Dialog, Flex, Text } from '@radix-ui/themes';
import { facilityTimeZone } from '../../lib/facility-clock.ts';
import { discardLabel, unsentLine, unsentSentence } from './unsent-text.ts';
import type { QueuedVisit } from './visit-queue.ts';

/** Stay (closes the dialog) or `onDiscard`; `discarding` while that is under way. */
export function DiscardUnsent(props: {
  unsent: readonly QueuedVisit[];
  discarding: boolean;
  onDiscard: () => void;
}) {
  const timeZone = facilityTimeZone();
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color="red" role="alert">
        <Callout.Text>
          {unsentSentence(props.unsent.length)} This tablet could not send them now. Leaving kiosk
          mode discards them:
        </Callout.Text>
      </Callout.Root>
      <ul aria-label="Not sent yet">
        {props.unsent.map((visit) => (
          <li key={visit.request.actionId}>
            <Text>{unsentLine(visit, timeZone)}</Text>
          </li>
        ))}
      </ul>
      <Text as="p" size="2" color="gray">
        In kiosk mode they are sent as soon as the connection returns.
      </Text>
      <Flex gap="3" justify="end" wrap="wrap" mt="2">
        <Button color="red" loading={props.discarding} onClick={props.onDiscard}>
          {discardLabel(props.unsent)}
        </Button>
        <Dialog.Close>
          {/* The default: nothing is lost by staying. */}
          <Button highContrast autoFocus>
            Stay in kiosk mode
          </Button>
        </Dialog.Close>
      </Flex>
    </Flex>
  );
}
