/**
 * @module
 * One kiosk on the Kiosks screen: its name, whether it works or was revoked, who added it and
 * when, when it was last heard from, why and when it stopped, and Revoke while it works.
 */
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { addedLine, type KioskDevice, lastSeenLine, stoppedLine } from './kiosk-list.ts';
import { RevokeKioskDialog } from './revoke-kiosk-dialog.tsx';

/** A kiosk's card; `canChange` is false offline. */
export function KioskCard({ device, canChange }: { device: KioskDevice; canChange: boolean }) {
  const { timeZone } = useFacilityClock();
  const stopped = stoppedLine(device, timeZone);
  return (
    <Card asChild size="2">
      <article aria-label={device.name}>
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Flex direction="column" gap="1" minWidth="0">
            <Flex align="center" gap="2" wrap="wrap">
              <Heading as="h3" size="3">
                {device.name}
              </Heading>
              {device.revoked ? (
                <Badge color="red" variant="soft" highContrast>
                  Revoked
                </Badge>
              ) : (
                <Badge color="jade" variant="soft" highContrast>
                  Active
                </Badge>
              )}
            </Flex>
            <Text size="2" color="gray">
              {addedLine(device, timeZone)}
            </Text>
            <Text size="2" color="gray">
              {lastSeenLine(device, timeZone)}
            </Text>
            {stopped ? (
              <Text size="2" color="red">
                {stopped}
              </Text>
            ) : null}
          </Flex>
          {device.revoked ? null : <RevokeKioskDialog device={device} disabled={!canChange} />}
        </Flex>
      </article>
    </Card>
  );
}
