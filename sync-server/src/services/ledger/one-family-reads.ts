/**
 * @module
 * One family's ledger token and rows, read with statements prepared once per database handle.
 * Every check-in's commit follows its family's ledger (decision 031), and building drizzle's SQL
 * and having SQLite prepare it cost more than running the queries. The same queries as
 * `loadFamilyLedgers` and the cache's token read, for one family: the rows, and so the ledger,
 * are the same.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import {
  customers,
  dailyAttendance,
  familyLedgerVersions,
  ledgerAdjustments,
  payments,
} from '../../db/schema.ts';
import { type FamilyLedger, ledgerDayColumns, ledgerOf, toLedgerDay } from './ledger-rows.ts';

const p = sql.placeholder;

const statements = preparedOnce((db: Db) => {
  const childIds = db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.familyId, p('familyId')));
  return {
    token: db
      .select({ token: familyLedgerVersions.token })
      .from(familyLedgerVersions)
      .where(eq(familyLedgerVersions.familyId, p('familyId')))
      .prepare(),
    children: db
      .select()
      .from(customers)
      .where(eq(customers.familyId, p('familyId')))
      .orderBy(asc(customers.createdAt), asc(customers.id))
      .prepare(),
    days: db
      .select(ledgerDayColumns)
      .from(dailyAttendance)
      .where(
        and(inArray(dailyAttendance.customerId, childIds), eq(dailyAttendance.isPresent, true)),
      )
      .orderBy(asc(dailyAttendance.date))
      .prepare(),
    payments: db
      .select()
      .from(payments)
      .where(and(eq(payments.familyId, p('familyId')), eq(payments.status, 'succeeded')))
      .prepare(),
    // A row stored without its family (before the backfill ran, or by hand) is its child's.
    childPayments: db
      .select()
      .from(payments)
      .where(
        and(
          isNull(payments.familyId),
          inArray(payments.customerId, childIds),
          eq(payments.status, 'succeeded'),
        ),
      )
      .prepare(),
    adjustments: db
      .select()
      .from(ledgerAdjustments)
      .where(eq(ledgerAdjustments.familyId, p('familyId')))
      .prepare(),
  };
});

/**
 * The family's ledger token (decision 043), undefined while nothing of it has been written.
 * `db` is a handle that lives on (the server's), not a transaction: statements are kept per
 * handle, and on the one SQLite connection they run inside whatever transaction is open.
 */
export function familyToken(db: Db, familyId: string): string | undefined {
  return statements(db).token.get({ familyId })?.token;
}

/** The family's ledger as `loadFamilyLedgers` reads it; `db` as for `familyToken`. */
export function readFamilyLedger(db: Db, familyId: string, timeZone: string): FamilyLedger {
  const read = statements(db);
  return ledgerOf(
    familyId,
    {
      children: read.children.all({ familyId }),
      days: read.days.values({ familyId }).map(toLedgerDay),
      payments: [...read.payments.all({ familyId }), ...read.childPayments.all({ familyId })],
      adjustments: read.adjustments.all({ familyId }),
    },
    timeZone,
  );
}
