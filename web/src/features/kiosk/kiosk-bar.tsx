/**
 * @module
 * The kiosk's top bar: the business name, the time on the facility's clock, a discreet note when
 * the tablet is offline or holds actions not yet sent, and the small Staff button. The business
 * name comes with the kiosk's roster (settings are the owner's, and a kiosk token reaches nothing
 * but the kiosk's routes); "Cubby" until a roster is known.
 */
import { Badge, Flex, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { formatTimeAt } from '../../lib/facility-moments.ts';
import * as styles from './kiosk.css.ts';
import { StaffButton } from './staff-button.tsx';

// Read every second, so the bar never shows a minute earlier than the done screen's time.
const CLOCK_TICK_MS = 1_000;

/** The bar; `waiting` is how many actions wait on this tablet for the network. */
export function KioskBar({ businessName, waiting }: { businessName: string; waiting: number }) {
  const online = useBrowserOnline();
  return (
    <header className={styles.bar}>
      <Text size="6" weight="bold">
        {businessName}
      </Text>
      <Flex align="center" gap="3">
        {online ? null : (
          <Badge size="2" color="gray" variant="soft">
            Offline
          </Badge>
        )}
        {waiting > 0 ? (
          <Badge size="2" color="gray" variant="soft">
            {waiting} waiting to send
          </Badge>
        ) : null}
        <FacilityTime />
        <StaffButton />
      </Flex>
    </header>
  );
}

function FacilityTime() {
  const clock = useFacilityClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [clock]);
  return (
    <Text size="6" weight="medium">
      <time dateTime={now.toISOString()}>{formatTimeAt(now, clock.timeZone)}</time>
    </Text>
  );
}
