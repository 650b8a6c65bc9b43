/**
 * @module
 * The Alerts button of the staff screens' headers, with the number of today's alerts from the
 * kiosk and the rooms' ratios; it opens a list of them (time, kiosk, what happened). Each alert
 * that arrives while a staff screen is open is also told in a toast, on every staff device at
 * once: urgent for a person who must not collect at the door or a room out of ratio, calm for a
 * room back in ratio.
 */
import type { StaffAlert } from '@cubby/shared/schemas';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useStaffAlerts } from '../data/staff-alerts.ts';
import { useFacilityClock } from '../lib/facility-clock.ts';
import { formatTimeAt } from '../lib/facility-moments.ts';
import { countOf } from '../lib/format.ts';
import { toast } from '../lib/toast-store.ts';
import * as styles from './alerts-button.css.ts';
import { CountedLabel } from './counted-label.tsx';

const TITLES: Readonly<Record<StaffAlert['kind'], string>> = {
  'refused-collector': 'Refused at the kiosk',
  'kiosk-locked': 'Kiosk paused',
  'out-of-ratio': 'Out of ratio',
  'back-in-ratio': 'Back in ratio',
};

// Good news needs no urgency: a room back in ratio is told calmly.
const CALM: ReadonlySet<StaffAlert['kind']> = new Set(['back-in-ratio']);

/** 'Alerts', how many there were today, and the list of them. */
export function AlertsButton() {
  const alerts = useStaffAlerts((alert) =>
    toast({
      title: TITLES[alert.kind],
      description: alert.message,
      variant: CALM.has(alert.kind) ? 'default' : 'urgent',
    }),
  );
  const { timeZone } = useFacilityClock();
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button
          variant="outline"
          highContrast
          color={alerts.length > 0 ? 'red' : undefined}
          // The name read out starts with the words on screen ('Alerts 2'), then says what counts.
          aria-label={
            alerts.length > 0
              ? `Alerts ${countOf(alerts.length, 'alert', 'alerts')} today`
              : undefined
          }
        >
          <CountedLabel label="Alerts" count={alerts.length} color="red" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>Today's alerts</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          From the kiosks at the door and the rooms' ratios, newest first.
        </Dialog.Description>
        {alerts.length === 0 ? (
          <Text as="p">No alerts today.</Text>
        ) : (
          <Flex asChild direction="column" gap="3">
            <ul aria-label="Today's alerts" className={styles.list}>
              {[...alerts].reverse().map((alert) => (
                <li key={alert.id}>
                  <Text as="p" weight="bold">
                    {[formatTimeAt(alert.at, timeZone), alert.deviceName, TITLES[alert.kind]]
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
