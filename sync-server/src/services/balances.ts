/**
 * @module
 * Which sessions are still owed, as SQL over the sessions projection. A session is paid when its
 * own flag says so, or when the owner has marked its attendance day paid in the finance document
 * (projected as daily_attendance.checkReceived): the financial dashboard's paid checkboxes are
 * the only way the spec gives to record a payment, so a day marked paid settles its sessions.
 */
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dailyAttendance, sessions } from '../db/schema.ts';

/** A session row. */
export type SessionRow = typeof sessions.$inferSelect;

const isUnpaid = sql`(${sessions.isPaid} = 0 and not exists (
  select 1 from ${dailyAttendance}
  where ${dailyAttendance.customerId} = ${sessions.customerId}
    and ${dailyAttendance.date} = ${sessions.date}
    and ${dailyAttendance.checkReceived} = 1))`;

/** A customer's unpaid sessions, in progress ones included, oldest first. */
export function listUnpaidSessions(db: Db, customerId: string): SessionRow[] {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), isUnpaid))
    .orderBy(asc(sessions.checkInTime), asc(sessions.id))
    .all();
}

/** How many completed sessions, across all customers, are not paid yet. */
export function countUnpaidCompletedSessions(db: Db): number {
  return (
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(isNotNull(sessions.checkOutTime), isUnpaid))
      .get()?.n ?? 0
  );
}
