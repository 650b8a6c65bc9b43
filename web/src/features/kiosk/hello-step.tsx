/**
 * @module
 * "Hello, {name}": staff's note for the family first, if there is one ("Please see the front
 * desk"), then the children this person may sign in or out, each a big toggle with the name,
 * whether they are in, and their allergies in red beside it, so whoever hands a child over sees
 * them. "Sign in" and "Sign out" show only when a chosen child needs them. Someone who gets no
 * children (an emergency-only contact, a pick-up not yet approved) is sent to the front desk.
 */
import type { IdentifyResponse, KioskChild } from '@cubby/shared/schemas';
import { Badge, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import * as styles from './kiosk.css.ts';
import { actionsFor, type KioskAction, toggleChosen } from './kiosk-actions.ts';

/** The Hello step; `onChoose` goes on with the action and the children it applies to. */
export function HelloStep(props: {
  who: IdentifyResponse;
  onChoose: (action: KioskAction, customerIds: string[]) => void;
  onCancel: () => void;
}) {
  const { who, onChoose, onCancel } = props;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const actions = actionsFor(who.children, chosen);

  return (
    <Flex direction="column" align="center" gap="5" width="100%">
      <Heading as="h1" size="8" align="center">
        Hello, {who.contact.name}
      </Heading>
      {who.note ? <StaffNote note={who.note} /> : null}
      {who.children.length === 0 ? (
        <Text size="6" align="center">
          There is no child for you to sign in or out here. Please see the front desk.
        </Text>
      ) : (
        <>
          <Text size="5" color="gray">
            Tap each child to sign in or out.
          </Text>
          <ul className={styles.tiles} aria-label="Your children">
            {who.children.map((child) => (
              <li key={child.id}>
                <ChildTile
                  child={child}
                  chosen={chosen.has(child.id)}
                  onToggle={() => setChosen((now) => toggleChosen(now, child.id))}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <Flex gap="4" wrap="wrap" justify="center">
        <Button className={styles.touch} size="4" variant="soft" color="gray" onClick={onCancel}>
          Cancel
        </Button>
        {actions['check-in'].length > 0 ? (
          <Button
            className={styles.touch}
            size="4"
            highContrast
            onClick={() => onChoose('check-in', actions['check-in'])}
          >
            Sign in
          </Button>
        ) : null}
        {actions['check-out'].length > 0 ? (
          <Button
            className={styles.touch}
            size="4"
            color="orange"
            onClick={() => onChoose('check-out', actions['check-out'])}
          >
            Sign out
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}

// Staff's note, big enough to read at arm's length, and named as a note for a screen reader.
function StaffNote({ note }: { note: string }) {
  const headingId = useId();
  return (
    <section className={styles.staffNote} aria-labelledby={headingId}>
      <Text as="p" id={headingId} size="5" weight="bold" mb="2">
        A note from the staff
      </Text>
      <Text as="p" size="8" weight="bold">
        {note}
      </Text>
    </section>
  );
}

function ChildTile(props: { child: KioskChild; chosen: boolean; onToggle: () => void }) {
  const { child, chosen, onToggle } = props;
  return (
    <button type="button" className={styles.tile} aria-pressed={chosen} onClick={onToggle}>
      <Flex justify="between" align="center" width="100%" gap="3">
        <Text size="7" weight="bold">
          {child.name}
        </Text>
        <Badge size="3" color={child.checkedIn ? 'green' : 'gray'}>
          {child.checkedIn ? 'In' : 'Not in'}
        </Badge>
      </Flex>
      {child.allergies ? (
        <Text size="5" color="red" weight="bold">
          Allergies: {child.allergies}
        </Text>
      ) : null}
    </button>
  );
}
