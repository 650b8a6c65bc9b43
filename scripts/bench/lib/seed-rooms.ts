/**
 * @module
 * Rooms for the ratio history of bench:rest: four rooms, every seeded child assigned to one in
 * turn, and a work shift per room on each of the days the bench reads, written straight into the
 * seeded database (one transaction) after the history: the children's stays are already there
 * (the sessions the week projection wrote), the ratio history joins them with rooms and shifts.
 * The shifts are the staff account's, one per room, since only the account rows matter here.
 */
import { randomUUID } from 'node:crypto';
import { hostTimeZone, instantAt } from '@cubby/shared/facility-clock';
import { openDatabase } from '@cubby/sync-server/db/client';
import { rooms, timeClockEntries } from '@cubby/sync-server/db/schema';
import { BENCH_ACCOUNTS } from './seed-history.ts';

const ROOMS = ['Infants', 'Toddlers', 'Twos', 'Preschool'];

/** Seeds rooms, children's rooms and the shifts of `dates`; returns how many rows it wrote. */
export function seedRoomsAndShifts(
  dataDir: string,
  customerIds: readonly string[],
  dates: readonly string[],
): { rooms: number; shifts: number } {
  const database = openDatabase(dataDir);
  const zone = hostTimeZone();
  try {
    return database.sqlite.transaction(() => {
      const { db } = database;
      const staff = database.sqlite
        .prepare('SELECT id FROM accounts WHERE username = ?')
        .get(BENCH_ACCOUNTS.staff.username) as { id: string } | undefined;
      if (!staff) throw new Error('the staff account is missing');
      const roomIds = ROOMS.map((name, position) => {
        const id = randomUUID();
        db.insert(rooms)
          .values({
            id,
            name,
            position,
            minAgeMonths: position * 12,
            maxAgeMonths: position * 12 + 12,
            childrenPerStaff: 4 + position * 2,
            maxChildren: 40,
          })
          .run();
        return id;
      });
      const assign = database.sqlite.prepare('UPDATE customers SET room_id = ? WHERE id = ?');
      for (const [index, id] of customerIds.entries()) {
        assign.run(roomIds[index % roomIds.length], id);
      }
      let shifts = 0;
      for (const date of dates) {
        for (const roomId of roomIds) {
          db.insert(timeClockEntries)
            .values({
              id: randomUUID(),
              accountId: staff.id,
              kind: 'work',
              roomId,
              startAt: instantAt(date, '07:00', zone),
              endAt: instantAt(date, '18:00', zone),
              source: 'app',
            })
            .run();
          shifts += 1;
        }
      }
      return { rooms: roomIds.length, shifts };
    })();
  } finally {
    database.close();
  }
}

/** How many shifts `seedRoomsAndShifts` wrote into `dataDir`, for a history kept and reused. */
export function countShifts(dataDir: string): number {
  const database = openDatabase(dataDir);
  try {
    return database.sqlite
      .prepare('SELECT count(*) FROM time_clock_entries')
      .pluck()
      .get() as number;
  } finally {
    database.close();
  }
}
