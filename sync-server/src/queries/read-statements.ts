/**
 * @module
 * The heavy reads' statements, prepared once per database. Building a drizzle query and having
 * SQLite prepare it cost a third of what running these does; prepared, a read only binds its
 * values. A variable list of dates binds as one JSON array (`json_each`), so one statement
 * serves any number of them.
 */
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared-once.ts';
import { customers, dailyAttendance, payments } from '../db/schema.ts';

const p = sql.placeholder;

function prepare(db: Db) {
  const received = between(payments.receivedOn, p('from'), p('to'));
  const paymentOrder = [asc(payments.receivedOn), asc(payments.createdAt), asc(payments.id)];
  return {
    /** Bind `dates` as a JSON array of ISO dates. */
    attendanceOfDates: db
      .select()
      .from(dailyAttendance)
      .where(sql`${dailyAttendance.date} in (select value from json_each(${p('dates')}))`)
      .prepare(),
    customerAttendanceBetween: db
      .select()
      .from(dailyAttendance)
      .where(
        and(
          eq(dailyAttendance.customerId, p('customerId')),
          between(dailyAttendance.date, p('from'), p('to')),
        ),
      )
      .orderBy(asc(dailyAttendance.date))
      .prepare(),
    allCustomers: db.select().from(customers).prepare(),
    customerById: db
      .select()
      .from(customers)
      .where(eq(customers.id, p('customerId')))
      .prepare(),
    paymentsReceivedBetween: db
      .select()
      .from(payments)
      .where(received)
      .orderBy(...paymentOrder)
      .prepare(),
    customerPaymentsReceivedBetween: db
      .select()
      .from(payments)
      .where(and(received, eq(payments.customerId, p('customerId'))))
      .orderBy(...paymentOrder)
      .prepare(),
  };
}

/** The prepared read statements of one database. */
export type ReadStatements = ReturnType<typeof prepare>;

/** The read statements of `db`, prepared on first use. */
export const readStatements = preparedOnce(prepare);
