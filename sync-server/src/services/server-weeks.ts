/**
 * @module
 * The server's week documents, as the attendance commands (`@cubby/shared/attendance-commands`)
 * take them: each write is stored, projected and broadcast before it returns, so a REST handler's
 * SQL read afterwards sees it. The weeks that may hold a forgotten stay come from the sessions
 * projection, which knows every week, not only the ones in memory; the centre's hours from
 * Settings.
 */
import type { WeekDocs } from '@cubby/shared/attendance-commands';
import { mondayOf } from '@cubby/shared/dates';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { sessions } from '../db/schema.ts';
import { readFacilityHours } from './facility-hours/read-facility-hours.ts';
import type { ServiceDeps } from './service-deps.ts';

/**
 * The week documents of the registry, for the attendance commands. A bulk writer (the demo
 * roster) passes `storeEach: false` and commits once at the end.
 */
export function serverWeeks(
  { db, registry }: Pick<ServiceDeps, 'db' | 'registry'>,
  { storeEach = true } = {},
): WeekDocs {
  return {
    write(monday, change, origin) {
      const results: ReturnType<typeof change>[] = [];
      registry.write(
        { kind: 'week', monday },
        (doc) => {
          results.push(change(doc));
        },
        origin,
      );
      if (storeEach) registry.commit();
      return results[0] as ReturnType<typeof change>;
    },
    weeksWithOpenStays(customerId, today) {
      const rows = db
        .selectDistinct({ date: sessions.date })
        .from(sessions)
        .where(
          and(
            eq(sessions.customerId, customerId),
            isNull(sessions.checkOutTime),
            lt(sessions.date, today),
          ),
        )
        .all();
      return rows.map((row) => mondayOf(row.date));
    },
    hours: () => readFacilityHours(db).history,
  };
}
