/**
 * @module
 * Once, at the first start after decision 069: every week that has days in SQL is loaded (which
 * folds the times older apps stored into its visits) and each of its days is written again from
 * its day record, so the charge and minutes columns hold what the record says for the days
 * recorded before them. Recorded in `once_tasks` (decision 043); later starts skip it. One audit
 * entry says how many days were written.
 */
import { addDays, mondayOf } from '@cubby/shared/dates';
import { readDayRecord } from '@cubby/shared/day-record';
import { docName, getKeptPrice, listStoredVisits } from '@cubby/shared/docs';
import { type FacilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, dailyAttendance, onceTasks, sessions } from '../../db/schema.ts';
import type { DocRegistry } from '../../sync/doc-registry.ts';
import { projectDayRecord } from '../../sync/hooks/project-day-record.ts';
import { projectionStatements } from '../../sync/hooks/projection-statements.ts';
import { appendAuditBy, SYSTEM_SOURCE } from '../audit.ts';
import { readFacilityHours } from '../facility-hours/read-facility-hours.ts';

/** The `once_tasks` row saying every day was written from its day record. */
export const DAY_RECORDS_PROJECTED = 'week.day-records';

/** Writes every recorded day again from its day record, once; answers how many days. */
export function projectDayRecordsOnce(db: Db, registry: DocRegistry, clock: FacilityClock): number {
  const done = db.select().from(onceTasks).where(eq(onceTasks.name, DAY_RECORDS_PROJECTED));
  if (done.get()) return 0;
  const dates = [
    ...db.selectDistinct({ date: dailyAttendance.date }).from(dailyAttendance).all(),
    ...db.selectDistinct({ date: sessions.date }).from(sessions).all(),
  ];
  const mondays = [...new Set(dates.map(({ date }) => mondayOf(date)))].sort();
  const rates = new Map(
    db
      .select({ id: customers.id, rate: customers.hourlyRateCents })
      .from(customers)
      .all()
      .map(({ id, rate }) => [id, rate]),
  );
  const context = {
    today: facilityToday(clock),
    timeZone: clock.timeZone,
    hours: readFacilityHours(db).history,
  };
  let projected = 0;
  // One week at a time, each unloaded after, so a database of many years is never in memory
  // whole; a start that stops half-way does the whole task again, which writes the same rows.
  for (const monday of mondays) {
    const ref = { kind: 'week', monday } as const;
    // Opening folds an older app's times into visits; the commit stores and projects that.
    const { ydoc } = registry.open(ref);
    registry.commit();
    const days = daysOfWeek(db, ydoc, monday);
    const statements = projectionStatements(db);
    db.transaction(() => {
      for (const { customerId, date } of days) {
        const rate = rates.get(customerId);
        if (rate === undefined) continue;
        const record = readDayRecord(ydoc, customerId, date, { ...context, hourlyRateCents: rate });
        const extras = { keptPrice: getKeptPrice(ydoc, customerId, date) };
        projectDayRecord(db, statements, record, extras, rate);
        projected += 1;
      }
    });
    const loaded = registry.get(docName(ref));
    if (loaded && loaded.connections.size === 0) registry.unload(loaded);
  }
  db.transaction((tx) => {
    tx.insert(onceTasks).values({ name: DAY_RECORDS_PROJECTED, doneAt: new Date() }).run();
    if (projected === 0) return;
    appendAuditBy(tx, SYSTEM_SOURCE, {
      action: 'attendance.day-records-projected',
      summary: `Wrote ${projected} day(s) again from their day records: one record of each child's day`,
      after: { days: projected },
    });
  });
  return projected;
}

// Every day of the week SQL holds a row or a session of, and every day the document holds a
// visit of: all a reader may find.
function daysOfWeek(
  db: Db,
  ydoc: Parameters<typeof listStoredVisits>[0],
  monday: string,
): Array<{ customerId: string; date: string }> {
  // Monday to Sunday: a stay may be on a weekend day too.
  const dates = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const days = new Map<string, { customerId: string; date: string }>();
  const add = (customerId: string, date: string) =>
    days.set(`${customerId}|${date}`, { customerId, date });
  for (const row of db
    .select({ customerId: dailyAttendance.customerId, date: dailyAttendance.date })
    .from(dailyAttendance)
    .where(inArray(dailyAttendance.date, dates))
    .all()) {
    add(row.customerId, row.date);
  }
  for (const row of db
    .select({ customerId: sessions.customerId, date: sessions.date })
    .from(sessions)
    .where(inArray(sessions.date, dates))
    .all()) {
    add(row.customerId, row.date);
  }
  for (const visit of listStoredVisits(ydoc)) add(visit.customerId, visit.date);
  return [...days.values()];
}
