/**
 * @module
 * /rooms (issue 19): every room's ratio now in large cards, with who is on the floor in each and
 * who is on a break, live on every staff device (from this tablet's documents, so it keeps
 * counting offline and says so). Links to today's history, next week's plan and, for the owner,
 * the rooms' settings.
 */
import { can } from '@cubby/shared/access';
import { Button, Card, Container, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { AppHeader } from '../../components/app-header.tsx';
import * as cardStyles from '../../components/room-ratio-card.css.ts';
import { RoomRatioCard } from '../../components/room-ratio-card.tsx';
import { type LiveRoomRatio, useRoomRatios } from '../../data/room-ratios.ts';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { formatTimeAt } from '../../lib/facility-moments.ts';
import { useStaffUser } from '../../lib/staff-user.ts';

/** The rooms board. */
export function RoomsScreen() {
  const user = useStaffUser();
  const ratios = useRoomRatios();
  const mayEdit = can({ role: user.role, subject: user.id }, 'rooms:write');
  const breakId = useId();
  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} pb="6">
      <AppHeader
        title="Rooms"
        subtitle="Children and staff in each room now"
        actions={
          <>
            <Button asChild variant="soft" highContrast>
              <Link to="/rooms/history">Today's history</Link>
            </Button>
            <Button asChild variant="soft" highContrast>
              <Link to="/rooms/plan">Next week's plan</Link>
            </Button>
            {mayEdit ? (
              <Button asChild variant="soft" highContrast>
                <Link to="/rooms/settings">Room settings</Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to="/dashboard">Back to Dashboard</Link>
            </Button>
          </>
        }
      />
      <Flex asChild direction="column" gap="4">
        <main>
          {!ratios.loaded ? (
            <Text role="status" color="gray">
              Loading rooms...
            </Text>
          ) : ratios.rooms.length === 0 ? (
            <Card>
              <Flex direction="column" gap="2" align="start">
                <Heading as="h2" size="4">
                  No rooms yet
                </Heading>
                <Text>Ratios show here once the owner sets up the rooms.</Text>
                {mayEdit ? (
                  <Button asChild>
                    <Link to="/rooms/settings">Set up rooms</Link>
                  </Button>
                ) : null}
              </Flex>
            </Card>
          ) : (
            <>
              <VisuallyHidden>
                <h2>Each room now</h2>
              </VisuallyHidden>
              <ul className={cardStyles.largeGrid} aria-label="Rooms">
                {ratios.rooms.map((room) => (
                  <RoomRatioCard
                    key={room.roomId}
                    room={room}
                    estimate={ratios.estimate}
                    size="large"
                  >
                    <OnTheFloor room={room} />
                  </RoomRatioCard>
                ))}
              </ul>
              <Card asChild>
                <section aria-labelledby={breakId}>
                  <Heading as="h2" size="3" id={breakId} mb="2">
                    On a break
                  </Heading>
                  {ratios.onBreak.length === 0 ? (
                    <Text color="gray">Nobody is on a break.</Text>
                  ) : (
                    <ul className={cardStyles.people}>
                      {ratios.onBreak.map((person) => (
                        <li key={person.accountId}>
                          <Since name={person.name} since={person.since} />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </Card>
            </>
          )}
        </main>
      </Flex>
    </Container>
  );
}

function OnTheFloor({ room }: { room: LiveRoomRatio }) {
  if (room.working.length === 0) return <Text color="gray">No staff on the floor.</Text>;
  return (
    <ul className={cardStyles.people} aria-label={`Staff in ${room.name}`}>
      {room.working.map((person) => (
        <li key={person.accountId}>
          <Since name={person.name} since={person.since} />
        </li>
      ))}
    </ul>
  );
}

function Since({ name, since }: { name: string; since: string }) {
  const { timeZone } = useFacilityClock();
  return (
    <Text>
      <Text weight="medium">{name}</Text>{' '}
      <Text color="gray">since {formatTimeAt(since, timeZone)}</Text>
    </Text>
  );
}
