/**
 * @module
 * The ratio watch (decision 041): after every commit that may change a ratio (today's visits,
 * the staffing document, the directory's rooms and children), each room's ratio now is compared
 * with the state last told; a room that falls out of ratio, or comes back, alerts every staff
 * device through the day's `alerts:{date}` document. The state is stored, so a restart or a
 * change that leaves a room as it was says nothing again.
 */
import { randomUUID } from 'node:crypto';
import { addAlert } from '@cubby/shared/docs';
import { type FacilityClock, facilityToday } from '@cubby/shared/facility-clock';
import type { StaffAlert } from '@cubby/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { roomRatioStates } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import type { ServerWrite } from '../../sync/hooks.ts';
import { type RoomRatioNow, readRatiosNow } from './ratios-now.ts';

/**
 * What watching takes: the registry's handle (ChangeContext's `db`), on which its statements are
 * prepared once and run inside the open commit transaction, and the commit's server write.
 */
export interface RatioWatchDeps {
  db: Db;
  write: ServerWrite;
  clock: FacilityClock;
  log: Logger;
}

const statements = preparedOnce((db: Db) => ({
  told: db.select().from(roomRatioStates).prepare(),
  tell: db
    .insert(roomRatioStates)
    .values({
      roomId: sql.placeholder('roomId'),
      inRatio: sql.placeholder('inRatio'),
      since: sql.placeholder('since'),
    })
    .onConflictDoUpdate({
      target: roomRatioStates.roomId,
      set: { inRatio: excluded(roomRatioStates.inRatio), since: excluded(roomRatioStates.since) },
    })
    .prepare(),
}));

/** The value the upsert's insert proposed for a column. */
function excluded(column: SQLiteColumn): SQL {
  return sql`excluded.${sql.identifier(column.name)}`;
}

/** Alerts staff of every room whose ratio changed side since last told; answers the alerts. */
export function watchRatios({ db, write, clock, log }: RatioWatchDeps): StaffAlert[] {
  const rooms = readRatiosNow(db, clock);
  if (rooms.length === 0) return [];
  const read = statements(db);
  const told = new Map(read.told.all().map((state) => [state.roomId, state.inRatio]));
  const now = clock.now();
  const alerts: StaffAlert[] = [];
  for (const room of rooms) {
    // A room never told about was in ratio: it had nobody in it.
    if ((told.get(room.roomId) ?? true) === room.inRatio) continue;
    read.tell.run({ roomId: room.roomId, inRatio: room.inRatio, since: now });
    const alert = ratioAlert(room, now);
    log.warn(`ratio.${alert.kind}`, {
      roomId: room.roomId,
      children: room.children,
      staff: room.staff,
      staffNeeded: room.staffNeeded,
    });
    // Inside the commit: the alert joins it, stored before any device hears of it.
    write({ kind: 'alerts', date: facilityToday(clock) }, (doc) => addAlert(doc, alert));
    alerts.push(alert);
  }
  return alerts;
}

/** The words staff read when a room's ratio changes side. */
export function ratioAlert(room: RoomRatioNow, now: Date): StaffAlert {
  const base = { id: randomUUID(), at: now.toISOString(), roomId: room.roomId };
  const children = countOf(room.children, 'child', 'children');
  if (!room.inRatio) {
    return {
      ...base,
      kind: 'out-of-ratio',
      message: `${room.name} is out of ratio: ${children}, ${room.staff} staff, ${room.staffNeeded} needed.`,
    };
  }
  return {
    ...base,
    kind: 'back-in-ratio',
    message: `${room.name} is back in ratio (${room.staff} staff for ${children}).`,
  };
}

function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
