/**
 * @module
 * The text behind an allergy or medical mark (`child-alerts.tsx`), in a Radix popover that opens
 * as it mounts: downloaded when a mark is first wanted, or as the marks show on a device whose
 * service worker does not hold the app yet, since the marks must open offline too.
 */
import { Popover, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import * as styles from './child-alerts.css.ts';

/** The mark's text, open, around `trigger` (the mark). */
export function ChildAlertPopover(props: {
  label: string;
  text: string;
  childName: string;
  trigger: ReactNode;
}) {
  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger>{props.trigger}</Popover.Trigger>
      <Popover.Content size="1" maxWidth="320px">
        <Text as="p" size="2" weight="bold" color="red">
          {props.label}: {props.childName}
        </Text>
        <Text as="p" size="2" className={styles.text}>
          {props.text}
        </Text>
      </Popover.Content>
    </Popover.Root>
  );
}
