/**
 * @module
 * Each room's ratio now, by the server's account: the children with an open stay today (the
 * sessions projection) in the room they are assigned to, and the staff whose running clock entry
 * is on the floor in it. The one rule is `roomRatios` in `@cubby/shared/rooms`; tablets count
 * with it too, from their own copies of the same facts.
 */
import { type FacilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { type RoomRatio, roomRatios } from '@cubby/shared/rooms';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, sessions, timeClockEntries } from '../../db/schema.ts';
import { readRoomsInUse } from '../../queries/rooms.ts';

/** A room's ratio now, with the room's name and rule for the screens that show it. */
export interface RoomRatioNow extends RoomRatio {
  name: string;
  childrenPerStaff: number;
  maxChildren: number;
}

/** Every room in use, in the owner's order, with its ratio now. */
export function readRatiosNow(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  clock: FacilityClock,
): RoomRatioNow[] {
  const inUse = readRoomsInUse(db);
  // No rooms, no ratios: a centre that does not use rooms pays nothing per check-in.
  if (inUse.length === 0) return [];
  // One row per stay; a child with two open stays (two tablets offline) counts once.
  const present = db
    .selectDistinct({ customerId: sessions.customerId, roomId: customers.roomId })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.date, facilityToday(clock)), isNull(sessions.checkOutTime)))
    .all();
  const onFloor = db
    .select({ roomId: timeClockEntries.roomId })
    .from(timeClockEntries)
    .where(and(isNull(timeClockEntries.endAt), eq(timeClockEntries.kind, 'work')))
    .all();
  const ratios = roomRatios(
    inUse,
    present.map((child) => child.roomId),
    onFloor.map((person) => person.roomId),
  );
  return ratios.map((ratio, index) => {
    const room = inUse[index] as (typeof inUse)[number];
    return {
      ...ratio,
      name: room.name,
      childrenPerStaff: room.childrenPerStaff,
      maxChildren: room.maxChildren,
    };
  });
}
