/**
 * @module
 * The done screen: what happened, in one or two sentences, and a Done button. The kiosk returns
 * to the PIN pad by itself after a few seconds (`kiosk-screen.tsx`), so the next family finds it
 * ready. When the network was down, it says discreetly that the action waits on this tablet.
 */
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import * as styles from './kiosk.css.ts';

/** The done screen. */
export function DoneStep(props: { sentence: string; queued: boolean; onDone: () => void }) {
  return (
    <Flex direction="column" align="center" gap="5">
      <Heading as="h1" size="8" align="center">
        {props.sentence}
      </Heading>
      {props.queued ? (
        <Text size="4" color="gray" align="center">
          Saved on this tablet; it will be sent when the connection returns.
        </Text>
      ) : null}
      <Button className={styles.touch} size="4" highContrast onClick={props.onDone}>
        Done
      </Button>
    </Flex>
  );
}
