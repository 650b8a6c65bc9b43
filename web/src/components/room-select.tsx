/**
 * @module
 * The select that puts a child in a room (or in none), on the family page and the rooms screen.
 * Radix Select items cannot hold '' or null, so 'none' stands for no room.
 */
import { Select } from '@radix-ui/themes';

const NO_ROOM = 'none';

/** A room select for `childName`, answering the chosen room's id, or null for no room. */
export function RoomSelect(props: {
  childName: string;
  roomId: string | null;
  rooms: readonly { id: string; name: string }[];
  disabled?: boolean;
  size?: '1' | '2';
  onChange: (roomId: string | null) => void;
}) {
  return (
    <Select.Root
      size={props.size}
      value={props.roomId ?? NO_ROOM}
      disabled={props.disabled}
      onValueChange={(value) => props.onChange(value === NO_ROOM ? null : value)}
    >
      <Select.Trigger aria-label={`Room of ${props.childName}`} />
      <Select.Content>
        <Select.Item value={NO_ROOM}>No room</Select.Item>
        {props.rooms.map((room) => (
          <Select.Item key={room.id} value={room.id}>
            {room.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
