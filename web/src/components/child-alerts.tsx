/**
 * @module
 * The red 'Allergies' and 'Medical' marks shown beside a child wherever staff check children in
 * (DESIGN section 7: "Allergies and medical notes show wherever a child is checked in, offline
 * too"). Read from the directory entry, so they show offline and change live. A tap, a click or
 * Enter opens the text: a hover-only tooltip would hide it on a tablet.
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { Badge, Flex, Popover, Text } from '@radix-ui/themes';
import * as styles from './child-alerts.css.ts';

/** One red mark that opens its text. */
function AlertMark({ label, text, childName }: { label: string; text: string; childName: string }) {
  return (
    <Popover.Root>
      <Popover.Trigger>
        {/* The name says the text too, so a screen reader hears it without opening it. */}
        <button type="button" className={styles.trigger} aria-label={`${label}: ${text}`}>
          <Badge color="red" variant="surface" highContrast>
            {label}
          </Badge>
        </button>
      </Popover.Trigger>
      <Popover.Content size="1" maxWidth="320px">
        <Text as="p" size="2" weight="bold" color="red">
          {label}: {childName}
        </Text>
        <Text as="p" size="2" className={styles.text}>
          {text}
        </Text>
      </Popover.Content>
    </Popover.Root>
  );
}

/** 'Allergies' and 'Medical' for a child who has them; nothing for one who has neither. */
export function ChildAlerts({
  child,
}: {
  child: Pick<DirectoryEntry, 'name' | 'allergies' | 'medicalNotes'>;
}) {
  if (!child.allergies && !child.medicalNotes) return null;
  return (
    <Flex as="span" gap="1" wrap="wrap" display="inline-flex">
      {child.allergies ? (
        <AlertMark label="Allergies" text={child.allergies} childName={child.name} />
      ) : null}
      {child.medicalNotes ? (
        <AlertMark label="Medical" text={child.medicalNotes} childName={child.name} />
      ) : null}
    </Flex>
  );
}
