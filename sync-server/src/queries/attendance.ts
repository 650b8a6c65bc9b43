/**
 * @module
 * Reads of the daily_attendance projection. Rows are written only by the week and finance
 * projections; routes read them here.
 */
import { isValidIsoDate } from '@cubby/shared/dates';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dailyAttendance } from '../db/schema.ts';
import { readStatements } from './read-statements.ts';

/** A daily_attendance row. */
export type AttendanceRow = typeof dailyAttendance.$inferSelect;

/**
 * Whether a row's day is in progress: present, and charged nothing yet. The projection writes a
 * present day's `charge_cents` from its day record, null only while the record is in progress
 * (decisions 069, 071), so SQL readers ask this and never the row's times.
 */
export function isDayRowInProgress(row: Pick<AttendanceRow, 'isPresent' | 'chargeCents'>): boolean {
  return row.isPresent && row.chargeCents === null;
}

/** The rows of the given dates, by customer id and then by date. */
export function loadAttendanceByCustomer(
  db: Db,
  dates: readonly string[],
): Map<string, Map<string, AttendanceRow>> {
  const rows = readStatements(db).attendanceOfDates.all({ dates: JSON.stringify(dates) });
  const byCustomer = new Map<string, Map<string, AttendanceRow>>();
  for (const row of rows) {
    let days = byCustomer.get(row.customerId);
    if (!days) {
      days = new Map();
      byCustomer.set(row.customerId, days);
    }
    days.set(row.date, row);
  }
  return byCustomer;
}

/** One customer's rows from `from` to `to` inclusive, oldest first. */
export function listCustomerAttendance(
  db: Db,
  customerId: string,
  from: string,
  to: string,
): AttendanceRow[] {
  return readStatements(db).customerAttendanceBetween.all({ customerId, from, to });
}

/** One customer's row of one date. */
export function findAttendance(
  db: Db,
  customerId: string,
  date: string,
): AttendanceRow | undefined {
  return db
    .select()
    .from(dailyAttendance)
    .where(and(eq(dailyAttendance.customerId, customerId), eq(dailyAttendance.date, date)))
    .get();
}

/**
 * Splits an attendance id `${customerId}_${date}` (see `attendanceRowId`) at its last underscore,
 * since a date never holds one; null when the id has another shape.
 */
export function parseAttendanceId(id: string): { customerId: string; date: string } | null {
  const cut = id.lastIndexOf('_');
  if (cut <= 0) return null;
  const customerId = id.slice(0, cut);
  const date = id.slice(cut + 1);
  return isValidIsoDate(date) ? { customerId, date } : null;
}

/** One customer's stays from `from` to `to` inclusive (facility dates), first first. */
export function listCustomerVisits(db: Db, customerId: string, from: string, to: string) {
  return readStatements(db).customerVisitsBetween.all({ customerId, from, to });
}
