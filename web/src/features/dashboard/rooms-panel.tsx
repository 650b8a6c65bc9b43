/**
 * @module
 * The dashboard's Rooms panel (issue 19): one small card per room with its ratio now, live from
 * this tablet's documents; shown only once the owner has rooms. Counts only, never a child's
 * name: the dashboard is a spec screen that outside tests walk by name.
 */
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import * as cardStyles from '../../components/room-ratio-card.css.ts';
import { RoomRatioCard } from '../../components/room-ratio-card.tsx';
import { useRoomRatios } from '../../data/room-ratios.ts';
import { countOf } from '../../lib/format.ts';

/** Each room's ratio now; nothing while the centre has no rooms. */
export function RoomsPanel() {
  const headingId = useId();
  const ratios = useRoomRatios();
  if (ratios.rooms.length === 0) return null;
  const outOfRatio = ratios.rooms.filter((room) => !room.inRatio).length;
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="2">
            <Heading as="h2" size="4" id={headingId}>
              <Link to="/rooms">Rooms</Link>
            </Heading>
            <Button asChild variant="ghost" size="1">
              <Link to="/rooms/history">Today's history</Link>
            </Button>
          </Flex>
          <Text
            color={outOfRatio > 0 ? 'red' : 'gray'}
            role="status"
            weight={outOfRatio > 0 ? 'bold' : 'regular'}
          >
            {outOfRatio === 0
              ? 'Every room is in ratio.'
              : `${outOfRatio} of ${countOf(ratios.rooms.length, 'room', 'rooms')} out of ratio.`}
          </Text>
          <ul className={cardStyles.grid} aria-label="Rooms">
            {ratios.rooms.map((room) => (
              <RoomRatioCard key={room.roomId} room={room} estimate={ratios.estimate} />
            ))}
          </ul>
        </Flex>
      </section>
    </Card>
  );
}
