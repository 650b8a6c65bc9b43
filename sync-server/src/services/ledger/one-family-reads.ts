/**
 * @module
 * One family's ledger token and one present day, read with statements prepared once per
 * database handle. Every check-in's commit follows its family's ledger (decision 031), and
 * building drizzle's SQL and having SQLite prepare it cost more than running the queries.
 */

import { chargeKey } from '@cubby/shared/ledger';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { dailyAttendance, familyLedgerVersions } from '../../db/schema.ts';
import {
  chargesOf,
  type FamilyLedger,
  type LedgerDay,
  ledgerDayColumns,
  toLedgerDay,
} from './ledger-rows.ts';

const p = sql.placeholder;

const statements = preparedOnce((db: Db) => ({
  token: db
    .select({ token: familyLedgerVersions.token })
    .from(familyLedgerVersions)
    .where(eq(familyLedgerVersions.familyId, p('familyId')))
    .prepare(),
  presentDay: db
    .select(ledgerDayColumns)
    .from(dailyAttendance)
    .where(
      and(
        eq(dailyAttendance.customerId, p('customerId')),
        eq(dailyAttendance.date, p('date')),
        eq(dailyAttendance.isPresent, true),
      ),
    )
    .prepare(),
}));

/**
 * The family's ledger token (decision 043), undefined while nothing of it has been written.
 * `db` is a handle that lives on (the server's), not a transaction: statements are kept per
 * handle, and on the one SQLite connection they run inside whatever transaction is open.
 */
export function familyToken(db: Db, familyId: string): string | undefined {
  return statements(db).token.get({ familyId })?.token;
}

/** A day of a child, as a commit changed it. */
export interface ChangedDay {
  customerId: string;
  date: string;
}

/**
 * `ledger` with the given days read again and nothing else: the ledger as `loadFamilyLedgers`
 * would read it when, since `ledger` was read, only those days of the family changed. Days of
 * children not in the family are not the family's and are passed over. `db` as for
 * `familyToken`.
 */
export function withDaysReread(
  db: Db,
  ledger: FamilyLedger,
  changed: readonly ChangedDay[],
): FamilyLedger {
  const children = new Map(ledger.children.map((child) => [child.id, child]));
  const reread = new Map<string, LedgerDay | undefined>();
  for (const { customerId, date } of changed) {
    if (!children.has(customerId)) continue;
    const values = statements(db).presentDay.values({ customerId, date })[0];
    reread.set(chargeKey(customerId, date), values ? toLedgerDay(values) : undefined);
  }
  if (reread.size === 0) return ledger;
  // Oldest first, as the rows are read: a day read again goes after the days of its date.
  const days = [...ledger.days].filter(([key]) => !reread.has(key)).map(([, day]) => day);
  for (const day of reread.values()) {
    if (!day) continue;
    const at = days.findIndex((each) => each.date > day.date);
    days.splice(at === -1 ? days.length : at, 0, day);
  }
  return {
    ...ledger,
    days: new Map(days.map((day) => [chargeKey(day.customerId, day.date), day])),
    input: { ...ledger.input, charges: chargesOf(days, children) },
  };
}
