/**
 * @module
 * The rooms in use, in the owner's order: what the rooms screen, the directory, the ratios and
 * the plan all start from. A room taken out of use keeps its row for history and is left out.
 */
import type { Room } from '@cubby/shared/rooms';
import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rooms } from '../db/schema.ts';

/** A room in use, with where the owner listed it. */
export interface RoomInUse extends Room {
  position: number;
}

/** Every room in use, in the owner's order (then by name). */
export function readRoomsInUse(db: Pick<Db, 'select'>): RoomInUse[] {
  return roomsInUseQuery(db).all();
}

/** The query of `readRoomsInUse`, for a caller that runs it on every commit to prepare once. */
export function roomsInUseQuery(db: Pick<Db, 'select'>) {
  return db
    .select({
      id: rooms.id,
      name: rooms.name,
      minAgeMonths: rooms.minAgeMonths,
      maxAgeMonths: rooms.maxAgeMonths,
      childrenPerStaff: rooms.childrenPerStaff,
      maxChildren: rooms.maxChildren,
      position: rooms.position,
    })
    .from(rooms)
    .where(isNull(rooms.archivedAt))
    .orderBy(asc(rooms.position), asc(rooms.name));
}
