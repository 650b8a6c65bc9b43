/**
 * @module
 * Whether the child's room has a spot on the extra day asked for (issue 19), from the week's plan:
 * said in words beside the answer, so staff approve knowing the room's numbers. Nothing shows for
 * a child in no room, or while the plan cannot be read.
 */
import { Text } from '@radix-ui/themes';
import { useDirectory } from '../../data/directory.ts';
import { roomDayIn, useRoomPlan } from '../../data/room-plan.ts';
import { spotWords } from '../../lib/room-words.ts';

/** The spot line for one request, or nothing. */
export function ExtraDaySpot(props: { customerId: string; monday: string; day: string }) {
  const { customers } = useDirectory();
  const roomId = customers.find((customer) => customer.id === props.customerId)?.roomId ?? null;
  const plan = useRoomPlan(props.monday);
  if (!roomId || !plan.data) return null;
  const room = roomDayIn(plan.data, roomId, props.day);
  if (!room) return null;
  return (
    <Text as="p" size="2" weight="medium">
      {spotWords(room, props.day, room.day.expected)}
    </Text>
  );
}
