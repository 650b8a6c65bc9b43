/**
 * @module
 * The list the Alerts button opens (`alerts-button.tsx`): today's alerts from the kiosks and the
 * rooms' ratios, newest first, with their time and kiosk. Downloaded when the button is first
 * wanted, or as it shows on a device whose service worker does not hold the app yet: the list
 * opens offline too.
 */
import type { StaffAlert } from '@cubby/shared/schemas';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useFacilityClock } from '../lib/facility-clock.ts';
import { formatTimeAt } from '../lib/facility-moments.ts';
import * as styles from './alerts-dialog.css.ts';

/** The dialog, open as it mounts, around `trigger`; `titleOf` names each alert. */
export function AlertsDialog(props: {
  alerts: readonly StaffAlert[];
  titleOf: (alert: StaffAlert) => string;
  trigger: ReactNode;
}) {
  const { alerts, titleOf } = props;
  const { timeZone } = useFacilityClock();
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger>{props.trigger}</Dialog.Trigger>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>Today's alerts</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          From the kiosks at the door, the desk and the rooms' ratios, newest first.
        </Dialog.Description>
        {alerts.length === 0 ? (
          <Text as="p">No alerts today.</Text>
        ) : (
          <Flex asChild direction="column" gap="3">
            <ul aria-label="Today's alerts" className={styles.list}>
              {[...alerts].reverse().map((alert) => (
                <li key={alert.id}>
                  <Text as="p" weight="bold">
                    {[formatTimeAt(alert.at, timeZone), alert.deviceName, titleOf(alert)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Text as="p">{alert.message}</Text>
                </li>
              ))}
            </ul>
          </Flex>
        )}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
