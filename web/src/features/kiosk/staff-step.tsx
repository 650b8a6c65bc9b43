/**
 * @module
 * The time clock at the kiosk (decision 040): "Hello, {name}", where they are now, one big button
 * per room with its live ratio from the identify answer ("5 children · 1 staff · needs 2", red
 * and saying "Out of ratio" when it is: colour never alone) to clock in or move there, then Start
 * break and Clock out.
 */
import type { KioskRoomRatio, KioskStaffResponse } from '@cubby/shared/schemas';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { clockTimeOf } from '../../components/clock-times.ts';
import { whereIAm } from '../../components/where-i-am.ts';
import { facilityTimeZone } from '../../lib/facility-clock.ts';
import * as styles from './kiosk.css.ts';
import type { KioskPunch } from './kiosk-api.ts';

/** The time clock step. */
export function StaffStep(props: {
  who: KioskStaffResponse;
  busy: boolean;
  onPunch: (punch: KioskPunch) => void;
  onCancel: () => void;
}) {
  const { who, busy, onPunch } = props;
  const { clock } = who;
  const zone = facilityTimeZone();
  const roomName = (roomId: string) =>
    who.rooms.find((room) => room.roomId === roomId)?.name ?? null;
  return (
    <Flex direction="column" align="center" gap="5" width="100%">
      <Heading as="h1" size="8" align="center">
        Hello, {who.staff.name}
      </Heading>
      <Text size="6" align="center">
        {whereIAm(clock, roomName, (at) => clockTimeOf(at, zone))}
      </Text>
      <ul className={styles.tiles} aria-label="Rooms">
        {who.rooms.map((room) => {
          const here = clock.status === 'working' && clock.roomId === room.roomId;
          return (
            <li key={room.roomId}>
              <button
                type="button"
                className={styles.roomTile}
                data-out-of-ratio={!room.inRatio}
                disabled={here || busy}
                onClick={() => onPunch({ action: 'in', roomId: room.roomId })}
              >
                <Text size="6" weight="bold">
                  {here ? `${room.name} (you are here)` : room.name}
                </Text>
                <Text size="4">{ratioLine(room)}</Text>
                {room.inRatio ? null : (
                  <Text size="4" weight="bold" color="red" highContrast>
                    Out of ratio
                  </Text>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <Flex gap="4" wrap="wrap" justify="center">
        <Button
          className={styles.touch}
          size="4"
          variant="soft"
          highContrast
          disabled={clock.status !== 'working' || busy}
          onClick={() => onPunch({ action: 'break' })}
        >
          Start break
        </Button>
        <Button
          className={styles.touch}
          size="4"
          color="red"
          variant="soft"
          highContrast
          disabled={clock.status === 'out' || busy}
          onClick={() => onPunch({ action: 'out' })}
        >
          Clock out
        </Button>
        <Button
          className={styles.touch}
          size="4"
          variant="outline"
          color="gray"
          highContrast
          onClick={props.onCancel}
        >
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}

/** "5 children · 1 staff · needs 2": the room's ratio now. */
export function ratioLine(room: KioskRoomRatio): string {
  const children = `${room.children} ${room.children === 1 ? 'child' : 'children'}`;
  return `${children} · ${room.staff} staff · needs ${room.staffNeeded}`;
}
