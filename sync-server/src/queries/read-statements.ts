/**
 * @module
 * The heavy reads' statements, prepared once per database. Building a drizzle query and having
 * SQLite prepare it cost a third of what running these does; prepared, a read only binds its
 * values. A variable list of dates binds as one JSON array (`json_each`), so one statement
 * serves any number of them.
 */
import { and, asc, between, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { plainRows } from '../db/plain-rows.ts';
import { preparedOnce } from '../db/prepared-once.ts';
import { customers, dailyAttendance, payments, sessions } from '../db/schema.ts';

const p = sql.placeholder;
// Each statement selects the record its rows are mapped by (plain-rows.ts).
const attendanceColumns = getTableColumns(dailyAttendance);
const customerColumns = getTableColumns(customers);
const paymentColumns = getTableColumns(payments);
const visitColumns = {
  date: sessions.date,
  checkInTime: sessions.checkInTime,
  checkOutTime: sessions.checkOutTime,
  droppedOffBy: sessions.droppedOffBy,
  pickedUpBy: sessions.pickedUpBy,
};

function prepare(db: Db) {
  const received = between(payments.receivedOn, p('from'), p('to'));
  const paymentOrder = [asc(payments.receivedOn), asc(payments.createdAt), asc(payments.id)];
  return {
    /** Bind `dates` as a JSON array of ISO dates. */
    attendanceOfDates: plainRows(
      attendanceColumns,
      db
        .select(attendanceColumns)
        .from(dailyAttendance)
        .where(sql`${dailyAttendance.date} in (select value from json_each(${p('dates')}))`)
        .prepare(),
    ),
    customerAttendanceBetween: plainRows(
      attendanceColumns,
      db
        .select(attendanceColumns)
        .from(dailyAttendance)
        .where(
          and(
            eq(dailyAttendance.customerId, p('customerId')),
            between(dailyAttendance.date, p('from'), p('to')),
          ),
        )
        .orderBy(asc(dailyAttendance.date))
        .prepare(),
    ),
    allCustomers: plainRows(customerColumns, db.select(customerColumns).from(customers).prepare()),
    paymentsReceivedBetween: plainRows(
      paymentColumns,
      db
        .select(paymentColumns)
        .from(payments)
        .where(received)
        .orderBy(...paymentOrder)
        .prepare(),
    ),
    /** Bind `familyId` null for a child kept without a family: only its own payments match. */
    familyPaymentsReceivedBetween: plainRows(
      paymentColumns,
      db
        .select(paymentColumns)
        .from(payments)
        .where(
          and(
            or(eq(payments.familyId, p('familyId')), eq(payments.customerId, p('customerId'))),
            received,
          ),
        )
        .orderBy(...paymentOrder)
        .prepare(),
    ),
    customerVisitsBetween: plainRows(
      visitColumns,
      db
        .select(visitColumns)
        .from(sessions)
        .where(
          and(eq(sessions.customerId, p('customerId')), between(sessions.date, p('from'), p('to'))),
        )
        .orderBy(asc(sessions.checkInTime), asc(sessions.id))
        .prepare(),
    ),
    customerPaymentsReceivedBetween: plainRows(
      paymentColumns,
      db
        .select(paymentColumns)
        .from(payments)
        .where(and(received, eq(payments.customerId, p('customerId'))))
        .orderBy(...paymentOrder)
        .prepare(),
    ),
  };
}

/** The prepared read statements of one database. */
export type ReadStatements = ReturnType<typeof prepare>;

/** The read statements of `db`, prepared on first use. */
export const readStatements = preparedOnce(prepare);
