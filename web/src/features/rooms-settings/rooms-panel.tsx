/**
 * @module
 * The owner's rooms: with none yet, why the suggested rooms are only a start and the button that
 * adds them; then each room with its ages, ratio and most children, to edit or take out of use.
 */
import { Button, Callout, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import type { OwnerAccess } from '../../components/owner-gate.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { isSessionEnded } from '../../lib/error-text.ts';
import { ageRangeWords, ratioWords } from '../../lib/room-words.ts';
import { toast } from '../../lib/toast-store.ts';
import { RoomDialog } from './room-dialog.tsx';
import { type Room, useArchiveRoom, useRooms, useStartWithSuggested } from './rooms-api.ts';

/** Ratios are the owner's to set: these words say so wherever suggestions are offered. */
const NOT_LAW =
  'Ratios differ by state and country; these are common starting points, not your licensing rules.';

/** The rooms and what the owner can do with them; a session the server ended goes back to the gate. */
export function RoomsPanel({ onRefused }: Pick<OwnerAccess, 'onRefused'>) {
  const rooms = useRooms();
  useEffect(() => {
    if (isSessionEnded(rooms.error)) onRefused();
  }, [rooms.error, onRefused]);
  return (
    <Card size="2" asChild>
      <section aria-labelledby="rooms-heading">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="4" id="rooms-heading">
              Rooms
            </Heading>
            <RoomDialog />
          </Flex>
          {rooms.isPending ? (
            <AppSpinner label="Loading rooms..." />
          ) : rooms.isError ? (
            <LoadFailed what="The rooms" error={rooms.error} onRetry={() => void rooms.refetch()} />
          ) : rooms.data.length === 0 ? (
            <StartWithSuggested />
          ) : (
            <Table.Root variant="surface" size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Room</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Ages</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Ratio</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Most children</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Children now</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Changes</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rooms.data.map((room) => (
                  <RoomRow key={room.id} room={room} />
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Flex>
      </section>
    </Card>
  );
}

function StartWithSuggested() {
  const start = useStartWithSuggested();
  return (
    <Flex direction="column" gap="3" align="start">
      <Text as="p">
        No rooms yet. Start with Infants, Toddlers and Preschool and change them to your rules, or
        add your own.
      </Text>
      <Callout.Root color="amber" highContrast>
        <Callout.Text>{NOT_LAW}</Callout.Text>
      </Callout.Root>
      <ServerRefusal error={start.error} />
      <Button
        highContrast
        disabled={start.isPending}
        onClick={() =>
          start.mutate(undefined, { onSuccess: () => toast({ title: 'Suggested rooms added' }) })
        }
      >
        {start.isPending ? 'Adding...' : 'Start with suggested rooms'}
      </Button>
    </Flex>
  );
}

function RoomRow({ room }: { room: Room }) {
  const archive = useArchiveRoom();
  return (
    <Table.Row>
      <Table.RowHeaderCell>{room.name}</Table.RowHeaderCell>
      <Table.Cell>{ageRangeWords(room.minAgeMonths, room.maxAgeMonths)}</Table.Cell>
      <Table.Cell>{ratioWords(room.childrenPerStaff)}</Table.Cell>
      <Table.Cell>{room.maxChildren}</Table.Cell>
      <Table.Cell>{room.childCount}</Table.Cell>
      <Table.Cell>
        <Flex gap="2" wrap="wrap">
          <RoomDialog room={room} />
          <ConfirmDialog
            trigger={
              <Button
                size="1"
                variant="soft"
                color="red"
                highContrast
                aria-label={`Take out of use: ${room.name}`}
              >
                Take out of use
              </Button>
            }
            title={`Take ${room.name} out of use?`}
            description="It leaves the ratios and the plan; timesheets and history still name it. Move its children to another room first."
            confirm="Take out of use"
            pendingLabel="Taking out..."
            pending={archive.isPending}
            color="red"
            onConfirm={(close) =>
              archive.mutate(room.id, {
                onSuccess: () => {
                  toast({ title: `${room.name} taken out of use` });
                  close();
                },
              })
            }
            onClose={() => archive.reset()}
          >
            <ServerRefusal error={archive.error} />
          </ConfirmDialog>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}
