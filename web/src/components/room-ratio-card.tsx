/**
 * @module
 * One room's ratio now as a card: its children and staff, the staff it needs, and "Out of
 * ratio" in red words and a red border when short (colour is never the only sign). The
 * dashboard's Rooms panel shows it small; /rooms large, with who is on the floor.
 */
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { LiveRoomRatio } from '../data/room-ratios.ts';
import { countOf } from '../lib/format.ts';
import * as styles from './room-ratio-card.css.ts';

/** The note a card carries when its count is the tablet's own. */
export const ESTIMATE_NOTE = "Offline: this tablet's estimate";

/** A room's ratio card; `children` adds what the larger card shows below. */
export function RoomRatioCard(props: {
  room: LiveRoomRatio;
  estimate: boolean;
  size?: 'small' | 'large';
  children?: ReactNode;
}) {
  const { room, estimate, size = 'small' } = props;
  return (
    <li>
      <Card
        size={size === 'large' ? '3' : '2'}
        className={room.inRatio ? undefined : styles.outOfRatio}
      >
        <Flex direction="column" gap="2">
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <Heading as="h3" size={size === 'large' ? '5' : '3'}>
              {room.name}
            </Heading>
            {room.inRatio ? (
              <Badge color="green" highContrast>
                In ratio
              </Badge>
            ) : (
              <Badge color="red" variant="solid" highContrast>
                Out of ratio
              </Badge>
            )}
          </Flex>
          <Text>
            {countOf(room.children, 'child', 'children')} · {room.staff} staff
          </Text>
          <Text color={room.inRatio ? 'gray' : 'red'} weight={room.inRatio ? 'regular' : 'bold'}>
            {neededText(room)}
          </Text>
          {room.overCapacity ? (
            <Badge color="orange" highContrast>
              Over capacity ({room.maxChildren} at most)
            </Badge>
          ) : null}
          {estimate ? (
            <Text size="1" color="gray">
              {ESTIMATE_NOTE}
            </Text>
          ) : null}
          {props.children}
        </Flex>
      </Card>
    </li>
  );
}

function neededText(room: LiveRoomRatio): string {
  const rule = `1 staff for ${room.childrenPerStaff}`;
  return room.staffNeeded === 0
    ? `No staff needed (${rule})`
    : `Needs ${room.staffNeeded} staff (${rule})`;
}
