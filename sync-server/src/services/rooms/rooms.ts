/**
 * @module
 * The owner's rooms (decision 039): add one, change its rule, take it out of use, or start from
 * the suggested rooms. Each change is audited in its own transaction, then the directory document
 * is rewritten so every tablet counts ratios with the new rule.
 */
import { randomUUID } from 'node:crypto';
import { ageRangeProblem, type RoomRule, SUGGESTED_ROOMS } from '@cubby/shared/rooms';
import type { CreateRoomPayload, RoomResponse, UpdateRoomPayload } from '@cubby/shared/schemas';
import { and, count, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, rooms, timeClockEntries } from '../../db/schema.ts';
import { readRoomsInUse } from '../../queries/rooms.ts';
import { refreshDirectory } from '../../sync/hooks/directory-source.ts';
import { type AuditSource, appendAuditBy } from '../audit.ts';
import { conflict, invalid, notFound } from '../refusal.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** What the room operations need from the process. */
export type RoomDeps = Pick<ServiceDeps, 'db' | 'registry' | 'clock'>;

/** A stored room row. */
export type RoomRow = typeof rooms.$inferSelect;

/** Every room in use, in the owner's order, with how many children are in each. */
export function listRooms(db: Pick<Db, 'select'>): RoomResponse[] {
  const counts = new Map(
    db
      .select({ roomId: customers.roomId, n: count() })
      .from(customers)
      .groupBy(customers.roomId)
      .all()
      .map((row) => [row.roomId, row.n]),
  );
  return readRoomsInUse(db).map((room) => ({ ...room, childCount: counts.get(room.id) ?? 0 }));
}

/** Adds a room after the others; 409 when a room in use has its name. */
export function createRoom(deps: RoomDeps, rule: CreateRoomPayload, source: AuditSource): RoomRow {
  const room = deps.db.transaction((tx) => insertRoom(tx, rule, source));
  refresh(deps);
  return room;
}

/** Adds the suggested rooms; 409 when any room is in use already. */
export function createSuggestedRooms(deps: RoomDeps, source: AuditSource): RoomRow[] {
  const created = deps.db.transaction((tx) => {
    const inUse = tx.select({ n: count() }).from(rooms).where(isNull(rooms.archivedAt)).get();
    if ((inUse?.n ?? 0) > 0) conflict('Rooms are set up already: edit them instead');
    return SUGGESTED_ROOMS.map((rule) => insertRoom(tx, rule, source));
  });
  refresh(deps);
  return created;
}

/** Changes any of a room's fields; the age range is checked with the stored end. */
export function changeRoom(
  deps: RoomDeps,
  id: string,
  patch: UpdateRoomPayload,
  source: AuditSource,
): RoomRow {
  const room = deps.db.transaction((tx) => {
    const before = requireRoomInUse(tx, id);
    const after = { ...ruleOf(before), ...definedOnly(patch) };
    const problem = ageRangeProblem(after);
    if (problem) invalid(problem);
    if (after.name !== before.name) refuseTakenName(tx, after.name, id);
    const changed = tx.update(rooms).set(after).where(eq(rooms.id, id)).returning().get();
    appendAuditBy(tx, source, {
      action: 'room.changed',
      summary: `Changed the ${before.name} room`,
      before: ruleOf(before),
      after,
    });
    return changed ?? before;
  });
  refresh(deps);
  return room;
}

/** Takes a room out of use; 409 while children are in it or staff are clocked in to it. */
export function archiveRoom(deps: RoomDeps, id: string, source: AuditSource): void {
  deps.db.transaction((tx) => {
    const room = requireRoomInUse(tx, id);
    const children = tx
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.roomId, id))
      .get();
    if ((children?.n ?? 0) > 0) {
      conflict(`Move the children in ${room.name} to another room first`);
    }
    const staff = tx
      .select({ n: count() })
      .from(timeClockEntries)
      .where(and(eq(timeClockEntries.roomId, id), isNull(timeClockEntries.endAt)))
      .get();
    if ((staff?.n ?? 0) > 0) conflict(`Staff are clocked in to ${room.name}: they move first`);
    tx.update(rooms).set({ archivedAt: deps.clock.now() }).where(eq(rooms.id, id)).run();
    appendAuditBy(tx, source, {
      action: 'room.archived',
      summary: `Took the ${room.name} room out of use`,
      before: ruleOf(room),
    });
  });
  refresh(deps);
}

/** A room in use, or 404. */
export function requireRoomInUse(db: Pick<Db, 'select'>, id: string): RoomRow {
  const room = db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, id), isNull(rooms.archivedAt)))
    .get();
  return room ?? notFound('No room in use with that id');
}

function insertRoom(tx: Db, rule: RoomRule, source: AuditSource): RoomRow {
  refuseTakenName(tx, rule.name, null);
  const last = tx
    .select({ position: max(rooms.position) })
    .from(rooms)
    .get();
  const room = tx
    .insert(rooms)
    .values({ id: randomUUID(), ...rule, position: (last?.position ?? -1) + 1 })
    .returning()
    .get();
  appendAuditBy(tx, source, {
    action: 'room.created',
    summary: `Added the ${room.name} room`,
    after: ruleOf(room),
  });
  return room;
}

function refuseTakenName(db: Pick<Db, 'select'>, name: string, exceptId: string | null): void {
  const sameName = sql`lower(${rooms.name}) = lower(${name})`;
  const taken = db
    .select({ id: rooms.id })
    .from(rooms)
    .where(
      exceptId === null
        ? and(isNull(rooms.archivedAt), sameName)
        : and(isNull(rooms.archivedAt), sameName, ne(rooms.id, exceptId)),
    )
    .get();
  if (taken) conflict(`A room named ${name} is in use already`);
}

function ruleOf(room: RoomRule): RoomRule {
  const { name, minAgeMonths, maxAgeMonths, childrenPerStaff, maxChildren } = room;
  return { name, minAgeMonths, maxAgeMonths, childrenPerStaff, maxChildren };
}

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function refresh(deps: RoomDeps): void {
  refreshDirectory(deps.db, deps.registry.write);
  deps.registry.commit();
}
