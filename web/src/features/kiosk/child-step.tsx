/**
 * @module
 * Offline, after a PIN of 6 digits: "Tap your child". The tablet checks the PIN only against the
 * people who may collect the child tapped (decision 065), so it asks which child first. Each
 * child is a big button with their name; staff, whose PINs are not on the roster, read where to
 * clock in instead, and Cancel goes back to the PIN pad without counting anything.
 */
import type { KioskChild } from '@cubby/shared/schemas';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import * as styles from './kiosk.css.ts';
import { TIME_CLOCK_OFFLINE } from './time-clock-offline.ts';

/** The child step; `onChoose` checks the PIN for that child's collectors. */
export function ChildStep(props: {
  choices: readonly KioskChild[];
  busy: boolean;
  onChoose: (childId: string) => void;
  onCancel: () => void;
}) {
  const { choices, busy, onChoose, onCancel } = props;
  return (
    <Flex direction="column" align="center" gap="5" width="100%">
      <Heading as="h1" size="8" align="center">
        Tap your child
      </Heading>
      <Text size="5" color="gray" align="center">
        This kiosk is offline: it checks your PIN for the child you tap.
      </Text>
      <ul className={styles.tiles} aria-label="Children">
        {choices.map((child) => (
          <li key={child.id}>
            <button
              type="button"
              className={styles.tile}
              disabled={busy}
              onClick={() => onChoose(child.id)}
            >
              <Text size="7" weight="bold">
                {child.name}
              </Text>
            </button>
          </li>
        ))}
      </ul>
      <Text size="4" align="center">
        {TIME_CLOCK_OFFLINE}
      </Text>
      <Button
        className={styles.touch}
        size="4"
        variant="soft"
        color="gray"
        loading={busy}
        onClick={onCancel}
      >
        Cancel
      </Button>
    </Flex>
  );
}
