/**
 * @module
 * Which room each child is in (decision 039): the owner moves a child, or gives every child
 * without a room the one its age suggests. A child's room decides which ratio it counts in, so
 * the directory document is rewritten after each change.
 */
import { facilityToday } from '@cubby/shared/facility-clock';
import { ageInMonths, suggestRoom } from '@cubby/shared/rooms';
import type { RoomAssignment } from '@cubby/shared/schemas';
import { asc, eq, isNull } from 'drizzle-orm';
import { customers } from '../../db/schema.ts';
import { readRoomsInUse } from '../../queries/rooms.ts';
import { refreshDirectory } from '../../sync/hooks/directory-source.ts';
import { type AuditSource, appendAuditBy } from '../audit.ts';
import { notFound } from '../refusal.ts';
import { type RoomDeps, requireRoomInUse } from './rooms.ts';

/** Puts a child in a room, or in none with null; 404 for an unknown child or room not in use. */
export function setChildRoom(
  deps: RoomDeps,
  customerId: string,
  roomId: string | null,
  source: AuditSource,
): void {
  deps.db.transaction((tx) => {
    const child = tx
      .select({ name: customers.name, roomId: customers.roomId })
      .from(customers)
      .where(eq(customers.id, customerId))
      .get();
    if (!child) notFound('Customer not found');
    const room = roomId === null ? null : requireRoomInUse(tx, roomId);
    if (child.roomId === roomId) return;
    tx.update(customers).set({ roomId }).where(eq(customers.id, customerId)).run();
    appendAuditBy(tx, source, {
      action: 'customer.room-changed',
      customerId,
      summary: room ? `Moved ${child.name} to ${room.name}` : `Took ${child.name} out of a room`,
      before: { roomId: child.roomId },
      after: { roomId },
    });
  });
  refresh(deps);
}

/** Every child with its age, its room and the room its age suggests today. */
export function listAssignments(deps: Pick<RoomDeps, 'db' | 'clock'>): RoomAssignment[] {
  const today = facilityToday(deps.clock);
  const inUse = readRoomsInUse(deps.db);
  return deps.db
    .select({
      customerId: customers.id,
      name: customers.name,
      birthDate: customers.birthDate,
      roomId: customers.roomId,
    })
    .from(customers)
    .orderBy(asc(customers.name))
    .all()
    .map((child) => ({
      ...child,
      ageMonths: child.birthDate ? ageInMonths(child.birthDate, today) : null,
      suggestedRoomId: suggestRoom(inUse, child.birthDate, today)?.id ?? null,
    }));
}

/** Gives every child without a room the room its age suggests; answers how many moved. */
export function assignSuggestedRooms(deps: RoomDeps, source: AuditSource): number {
  const today = facilityToday(deps.clock);
  const assigned = deps.db.transaction((tx) => {
    const inUse = readRoomsInUse(tx);
    const waiting = tx
      .select({ id: customers.id, name: customers.name, birthDate: customers.birthDate })
      .from(customers)
      .where(isNull(customers.roomId))
      .all();
    let moved = 0;
    for (const child of waiting) {
      const room = suggestRoom(inUse, child.birthDate, today);
      if (!room) continue;
      tx.update(customers).set({ roomId: room.id }).where(eq(customers.id, child.id)).run();
      appendAuditBy(tx, source, {
        action: 'customer.room-changed',
        customerId: child.id,
        summary: `Moved ${child.name} to ${room.name}, the room for their age`,
        before: { roomId: null },
        after: { roomId: room.id },
      });
      moved += 1;
    }
    return moved;
  });
  if (assigned > 0) refresh(deps);
  return assigned;
}

function refresh(deps: RoomDeps): void {
  refreshDirectory(deps.db, deps.registry.write);
  deps.registry.commit();
}
