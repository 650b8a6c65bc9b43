/**
 * @module
 * A child's room on the family page (decision 039): its name for everyone on staff, and for the
 * owner a select to move the child, sent with the owner's token since the server takes a child's
 * room from the owner alone.
 */
import { can } from '@cubby/shared/access';
import { Select, Text } from '@radix-ui/themes';
import { useDirectoryRooms } from '../../data/directory-rooms.ts';
import { useSessionRole } from '../../lib/owner-validation.ts';
import { toast } from '../../lib/toast-store.ts';
import { useSetChildRoom } from './families-api.ts';
import type { ChildView } from './family-view.ts';

const NO_ROOM = 'none';

/** The room of `child`, changeable by the owner when `canChange`. */
export function ChildRoom(props: { child: ChildView; familyId: string; canChange: boolean }) {
  const { child } = props;
  const rooms = useDirectoryRooms();
  const role = useSessionRole();
  const setRoom = useSetChildRoom(props.familyId);
  const roomId = child.roomId ?? null;
  const name = rooms.find((room) => room.id === roomId)?.name;
  if (!can({ role, subject: 'this device' }, 'rooms:write') || rooms.length === 0) {
    return name ?? <Text color="gray">No room</Text>;
  }
  return (
    <Select.Root
      size="1"
      value={roomId ?? NO_ROOM}
      disabled={!props.canChange || setRoom.isPending}
      onValueChange={(value) =>
        setRoom.mutate(
          { childId: child.id, roomId: value === NO_ROOM ? null : value },
          {
            onSuccess: () => toast({ title: 'Room changed' }),
            onError: (error) => toast({ title: error.message, variant: 'destructive' }),
          },
        )
      }
    >
      <Select.Trigger aria-label={`Room of ${child.name}`} />
      <Select.Content>
        <Select.Item value={NO_ROOM}>No room</Select.Item>
        {rooms.map((room) => (
          <Select.Item key={room.id} value={room.id}>
            {room.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
