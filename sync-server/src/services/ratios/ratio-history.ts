/**
 * @module
 * A facility day's ratio history per room, computed from the stays of the children assigned to
 * each room and the staff's work entries in it (decision 041): nothing of it is stored apart.
 */
import { addDays, type IsoDate } from '@cubby/shared/dates';
import { type FacilityClock, facilityToday, instantAt } from '@cubby/shared/facility-clock';
import { type RatioTimeline, ratioTimeline } from '@cubby/shared/ratio-timeline';
import { and, asc, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, rooms, sessions, timeClockEntries } from '../../db/schema.ts';

/** One room's day. */
export interface RoomRatioHistory extends RatioTimeline {
  roomId: string;
  name: string;
}

/** Every room in use on `date`'s history, in the owner's order; today runs to now. */
export function readRatioHistory(
  db: Pick<Db, 'select'>,
  clock: FacilityClock,
  date: IsoDate,
): RoomRatioHistory[] {
  const dayStart = instantAt(date, '00:00', clock.timeZone);
  const dayEnd = instantAt(addDays(date, 1), '00:00', clock.timeZone);
  const now = clock.now();
  const to = date === facilityToday(clock) ? now : dayEnd < now ? dayEnd : dayStart;
  const inUse = db
    .select({ id: rooms.id, name: rooms.name, childrenPerStaff: rooms.childrenPerStaff })
    .from(rooms)
    .where(isNull(rooms.archivedAt))
    .orderBy(asc(rooms.position), asc(rooms.name))
    .all();
  const stays = db
    .select({
      who: sessions.customerId,
      roomId: customers.roomId,
      start: sessions.checkInTime,
      end: sessions.checkOutTime,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.date, date), isNotNull(customers.roomId)))
    .all();
  const work = db
    .select({
      who: timeClockEntries.accountId,
      roomId: timeClockEntries.roomId,
      start: timeClockEntries.startAt,
      end: timeClockEntries.endAt,
    })
    .from(timeClockEntries)
    .where(
      and(
        eq(timeClockEntries.kind, 'work'),
        lt(timeClockEntries.startAt, dayEnd),
        or(isNull(timeClockEntries.endAt), gt(timeClockEntries.endAt, dayStart)),
      ),
    )
    .all();
  const spansIn = (rows: typeof stays, roomId: string) =>
    rows
      .filter((row) => row.roomId === roomId)
      .map((row) => ({
        who: row.who,
        start: row.start.toISOString(),
        end: row.end?.toISOString() ?? null,
      }));
  return inUse.map((room) => ({
    roomId: room.id,
    name: room.name,
    ...ratioTimeline({
      childrenPerStaff: room.childrenPerStaff,
      children: spansIn(stays, room.id),
      staff: spansIn(work, room.id),
      from: dayStart.toISOString(),
      to: to.toISOString(),
    }),
  }));
}
