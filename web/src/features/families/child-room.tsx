/**
 * @module
 * A child's room on the family page (decision 039): its name for everyone on staff, and for the
 * owner a select to move the child, sent with the owner's token since the server takes a child's
 * room from the owner alone.
 */
import { can } from '@cubby/shared/access';
import { Text } from '@radix-ui/themes';
import { RoomSelect } from '../../components/room-select.tsx';
import { useDirectoryRooms } from '../../data/directory-rooms.ts';
import { useSessionRole } from '../../lib/owner-validation.ts';
import { toast } from '../../lib/toast-store.ts';
import { useSetChildRoom } from './families-api.ts';
import type { ChildView } from './family-view.ts';

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
    <RoomSelect
      size="1"
      childName={child.name}
      roomId={roomId}
      rooms={rooms}
      disabled={!props.canChange || setRoom.isPending}
      onChange={(next) =>
        setRoom.mutate(
          { childId: child.id, roomId: next },
          {
            onSuccess: () => toast({ title: 'Room changed' }),
            onError: (error) => toast({ title: error.message, variant: 'destructive' }),
          },
        )
      }
    />
  );
}
