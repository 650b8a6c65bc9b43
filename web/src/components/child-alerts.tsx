/**
 * @module
 * The red 'Allergies' and 'Medical' marks shown beside a child wherever staff check children in
 * (DESIGN section 7: "Allergies and medical notes show wherever a child is checked in, offline
 * too"). Read from the directory entry, so they show offline and change live. A tap, a click or
 * Enter opens the text: a hover-only tooltip would hide it on a tablet.
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { Badge, Flex } from '@radix-ui/themes';
import { onDemand } from '../lib/on-demand.ts';
import * as styles from './child-alerts.css.ts';
import { OnDemandOverlay } from './on-demand-overlay.tsx';

// The popover's code comes when a mark is first wanted (issue 21), and offline too.
const alertPopover = onDemand(
  async () => (await import('./child-alert-popover.tsx')).ChildAlertPopover,
  { offline: true },
);

/** One red mark that opens its text. */
function AlertMark({ label, text, childName }: { label: string; text: string; childName: string }) {
  return (
    <OnDemandOverlay
      overlay={alertPopover}
      what={label}
      trigger={
        // The name says the text too, so a screen reader hears it without opening it.
        <button type="button" className={styles.trigger} aria-label={`${label}: ${text}`}>
          <Badge color="red" variant="surface" highContrast>
            {label}
          </Badge>
        </button>
      }
    >
      {(ChildAlertPopover, trigger) => (
        <ChildAlertPopover label={label} text={text} childName={childName} trigger={trigger} />
      )}
    </OnDemandOverlay>
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
