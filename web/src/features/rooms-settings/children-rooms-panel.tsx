/**
 * @module
 * "Children's rooms": each child with its age, its room (the owner changes it here) and the room
 * its age suggests, and one button that gives every child without a room its suggestion. A
 * child's room decides which ratio it counts in, so only the owner changes it (decision 039).
 */
import type { RoomAssignment } from '@cubby/shared/schemas';
import { Button, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { RoomSelect } from '../../components/room-select.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { countOf } from '../../lib/format.ts';
import { toast } from '../../lib/toast-store.ts';
import {
  type Room,
  useAssignments,
  useAssignSuggested,
  useRooms,
  useSetChildRoom,
} from './rooms-api.ts';

/** The children and their rooms. */
export function ChildrenRoomsPanel() {
  const assignments = useAssignments();
  const rooms = useRooms();
  const assign = useAssignSuggested();
  const waiting = (assignments.data ?? []).filter(
    (child) => child.roomId === null && child.suggestedRoomId !== null,
  ).length;
  return (
    <Card size="2" asChild>
      <section aria-labelledby="children-rooms-heading">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="4" id="children-rooms-heading">
              Children's rooms
            </Heading>
            <Button
              highContrast
              disabled={waiting === 0 || assign.isPending}
              onClick={() =>
                assign.mutate(undefined, {
                  onSuccess: ({ assigned }) =>
                    toast({ title: `${countOf(assigned, 'child', 'children')} given a room` }),
                })
              }
            >
              {assign.isPending ? 'Assigning...' : `Assign suggested rooms (${waiting})`}
            </Button>
          </Flex>
          <ServerRefusal error={assign.error} />
          {assignments.isPending || rooms.isPending ? (
            <AppSpinner label="Loading children..." />
          ) : assignments.isError ? (
            <LoadFailed
              what="The children"
              error={assignments.error}
              onRetry={() => void assignments.refetch()}
            />
          ) : rooms.isError ? null : assignments.data.length === 0 ? (
            <Text as="p" color="gray" align="center" my="4">
              No children yet.
            </Text>
          ) : (
            <Table.Root variant="surface" size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Child</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Age</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Room</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Suggested for their age</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {assignments.data.map((child) => (
                  <ChildRow key={child.customerId} child={child} rooms={rooms.data} />
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Flex>
      </section>
    </Card>
  );
}

function ChildRow({ child, rooms }: { child: RoomAssignment; rooms: readonly Room[] }) {
  const setRoom = useSetChildRoom();
  const nameOf = (id: string | null) => rooms.find((room) => room.id === id)?.name;
  return (
    <Table.Row>
      <Table.RowHeaderCell>{child.name}</Table.RowHeaderCell>
      <Table.Cell>
        {child.ageMonths === null ? 'No birth date' : ageWords(child.ageMonths)}
      </Table.Cell>
      <Table.Cell>
        <RoomSelect
          childName={child.name}
          roomId={child.roomId}
          rooms={rooms}
          disabled={setRoom.isPending}
          onChange={(roomId) =>
            setRoom.mutate(
              { customerId: child.customerId, roomId },
              { onError: (error) => toast({ title: error.message, variant: 'destructive' }) },
            )
          }
        />
      </Table.Cell>
      <Table.Cell>{nameOf(child.suggestedRoomId) ?? 'None fits'}</Table.Cell>
    </Table.Row>
  );
}

function ageWords(months: number): string {
  if (months < 24) return countOf(months, 'month', 'months');
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? `${years} years` : `${years} years ${rest} months`;
}
