/**
 * @module
 * How a tablet counts each room's ratio now, with the one rule (`roomRatios` in
 * `@cubby/shared/rooms`): each child whose day record is in progress today (a visit still open,
 * made at the desk, the kiosk or by ticking today on the grid, decision 069) counts once in the
 * child's room. Pure, so the screens and the test that compares every view of a day (decision
 * 069) run the same count.
 */
import type { DayRecord } from '@cubby/shared/day-record';
import type { DirectoryEntry, DirectoryRoom, StaffOnFloor } from '@cubby/shared/docs';
import { type RoomRatio, roomRatios } from '@cubby/shared/rooms';

/** A room's ratio now, with what the screens show beside it. */
export interface LiveRoomRatio extends RoomRatio {
  name: string;
  childrenPerStaff: number;
  maxChildren: number;
  /** The staff on the floor in the room, by name. */
  working: StaffOnFloor[];
}

/** Each room's ratio and the staff on a break, as `countRoomRatios` counts them. */
export interface CountedRatios {
  rooms: LiveRoomRatio[];
  /** Staff clocked in and on a break: in no room's count. */
  onBreak: StaffOnFloor[];
}

/** Each room's ratio from the facts a tablet holds: each child in now counts once. */
export function countRoomRatios(
  rooms: readonly DirectoryRoom[],
  children: readonly DirectoryEntry[],
  todaysRecords: readonly DayRecord[],
  staff: readonly StaffOnFloor[],
): CountedRatios {
  const roomOf = new Map(children.map((child) => [child.id, child.roomId ?? null]));
  const present = new Set(
    todaysRecords.filter((record) => record.inProgress).map((record) => record.customerId),
  );
  const working = staff.filter((person) => person.status === 'working');
  const ratios = roomRatios(
    rooms,
    [...present].map((id) => roomOf.get(id) ?? null),
    working.map((person) => person.roomId),
  );
  return {
    rooms: ratios.map((ratio, index) => {
      const room = rooms[index] as DirectoryRoom;
      return {
        ...ratio,
        name: room.name,
        childrenPerStaff: room.childrenPerStaff,
        maxChildren: room.maxChildren,
        working: working.filter((person) => person.roomId === room.id),
      };
    }),
    onBreak: staff.filter((person) => person.status === 'break'),
  };
}
