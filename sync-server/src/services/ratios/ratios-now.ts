/**
 * @module
 * Each room's ratio now, by the server's account: the children with an open stay today (the
 * sessions projection) in the room they are assigned to, and the staff whose running clock entry
 * is on the floor in it. The one rule is `roomRatios` in `@cubby/shared/rooms`; tablets count
 * with it too, from their own copies of the same facts.
 */
import { type FacilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { type RoomRatio, roomRatios } from '@cubby/shared/rooms';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { customers, sessions, timeClockEntries } from '../../db/schema.ts';
import { roomsInUseQuery } from '../../queries/rooms.ts';

/** A room's ratio now, with the room's name and rule for the screens that show it. */
export interface RoomRatioNow extends RoomRatio {
  name: string;
  childrenPerStaff: number;
  maxChildren: number;
}

// The ratio watch reads these after every check-in of today, inside the commit every device
// waits on: prepared once per handle rather than built by drizzle and prepared by SQLite per read.
const statements = preparedOnce((db: Db) => ({
  roomsInUse: roomsInUseQuery(db).prepare(),
  // One row per stay; a child with two open stays (two tablets offline) counts once.
  present: db
    .selectDistinct({ customerId: sessions.customerId, roomId: customers.roomId })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.date, sql.placeholder('today')), isNull(sessions.checkOutTime)))
    .prepare(),
  onFloor: db
    .select({ roomId: timeClockEntries.roomId })
    .from(timeClockEntries)
    .where(and(isNull(timeClockEntries.endAt), eq(timeClockEntries.kind, 'work')))
    .prepare(),
}));

/**
 * Every room in use, in the owner's order, with its ratio now. `db` is a handle that lives on
 * (the server's), not a transaction: on the one SQLite connection the statements prepared on it
 * run inside whatever transaction is open.
 */
export function readRatiosNow(db: Db, clock: FacilityClock): RoomRatioNow[] {
  const read = statements(db);
  const inUse = read.roomsInUse.all();
  // No rooms, no ratios: a centre that does not use rooms pays nothing per check-in.
  if (inUse.length === 0) return [];
  const present = read.present.all({ today: facilityToday(clock) });
  const onFloor = read.onFloor.all();
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
