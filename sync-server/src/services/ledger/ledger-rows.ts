/**
 * @module
 * Reads families' ledger inputs from the database (decision 031): each present day of each
 * child charged as its day record says (decision 069; a day in progress is none yet, decision
 * 071), the family's payments (pending and failed
 * card payments are not money received), and the owner's adjustments.
 */
import { dateAt } from '@cubby/shared/facility-clock';
import {
  chargeKey,
  type LedgerInput,
  type LedgerNames,
  type LedgerPayment,
} from '@cubby/shared/ledger';
import {
  and,
  asc,
  type Column,
  eq,
  getTableColumns,
  inArray,
  isNull,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { customers, dailyAttendance, ledgerAdjustments, payments } from '../../db/schema.ts';
import type { AttendanceRow } from '../../queries/attendance.ts';
import type { ChildRow } from '../../queries/families.ts';
import type { PaymentRow } from '../../queries/payments.ts';
import { formatReceiptNumber } from './receipts.ts';

type Reader = Pick<Db, 'select'>;

/**
 * A present day as the ledger keeps it: its row without the times it was written, which no
 * ledger read shows, so a cached history holds no Date objects per day.
 */
export type LedgerDay = Omit<AttendanceRow, 'createdAt' | 'updatedAt'>;

const {
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...ledgerDayColumns
} = getTableColumns(dailyAttendance);

// Read as plain values and decoded column by column: drizzle's general row mapping cost more
// than the query itself for a history of a thousand days.
const dayKeys = Object.keys(ledgerDayColumns);
const dayDecoders = Object.values(ledgerDayColumns);

/** The columns of a ledger day, in the order `toLedgerDay` decodes them. */
export { ledgerDayColumns };

// The text columns whose values repeat from day to day: a child's id, the date, the times and the
// reason. Each value is kept as one string however many days hold it (`oneCopy`).
const REPEATED_COLUMNS: ReadonlySet<string> = new Set([
  'customerId',
  'date',
  'arrivalTime',
  'departureTime',
  'pickupReason',
]);
const repeated = dayKeys.map((key) => REPEATED_COLUMNS.has(key));

/** A present day from its values, read in the order of `ledgerDayColumns`. */
export function toLedgerDay(values: unknown[]): LedgerDay {
  const day: Record<string, unknown> = {};
  // Indexed, not iterated by entries: an array per column per day was a third of the decoding.
  for (let index = 0; index < dayKeys.length; index++) {
    const key = dayKeys[index] as string;
    const value = values[index];
    if (value === null) day[key] = null;
    else if (repeated[index] && typeof value === 'string') day[key] = oneCopy(value);
    else day[key] = (dayDecoders[index] as Column).mapFromDriverValue(value);
  }
  return day as LedgerDay;
}

/**
 * Present days as one string: their values in the order of `ledgerDayColumns`, as JSON. The
 * ledger cache keeps every family's days this way (decision 063): V8 marks a string as one
 * object, where a thousand days as objects are thousands.
 */
export function packDays(days: readonly LedgerDay[]): string {
  return JSON.stringify(
    days.map((day) => {
      const record = day as unknown as Record<string, unknown>;
      return dayKeys.map((key) => record[key]);
    }),
  );
}

/** The days `packDays` packed, equal to the ones it was given. */
export function unpackDays(packed: string): LedgerDay[] {
  const rows = JSON.parse(packed) as unknown[][];
  const days: LedgerDay[] = new Array(rows.length);
  for (let row = 0; row < rows.length; row++) {
    const values = rows[row] as unknown[];
    // Built key by key in the order `toLedgerDay` builds them, so both give days of one shape.
    // Their values are already decoded. A commit keeps the ledger it builds from them, so the
    // repeated ones are kept once each, as `toLedgerDay` keeps them: JSON.parse already gives
    // one copy of a string of up to 10 characters (a date, a time), not of a child's id.
    const day: Record<string, unknown> = {};
    for (let index = 0; index < dayKeys.length; index++) {
      const value = values[index];
      day[dayKeys[index] as string] =
        repeated[index] && typeof value === 'string' && value.length > 10 ? oneCopy(value) : value;
    }
    days[row] = day as LedgerDay;
  }
  return days;
}

// The ledger cache holds five years of days (decision 043), and V8 marks every object it holds
// at each full collection, on the thread that answers requests. With a string per value, 300
// families' five years took 204 MB and a full collection 360 ms on one core; with one copy of each
// value, 157 MB and 265 ms. Bounded: past the bound, the table starts again.
const ONE_COPY_MAX = 200_000;
const oneCopies = new Map<string, string>();

function oneCopy(value: string): string {
  const known = oneCopies.get(value);
  if (known !== undefined) return known;
  if (oneCopies.size >= ONE_COPY_MAX) oneCopies.clear();
  oneCopies.set(value, value);
  return value;
}

/** A family's ledger inputs, with the rows they came from. */
export interface FamilyLedger {
  familyId: string;
  children: ChildRow[];
  /** Present days by `customerId|date`. */
  days: Map<string, LedgerDay>;
  payments: PaymentRow[];
  input: LedgerInput;
  names: LedgerNames;
}

/** Ids to match: a subquery of them. */
type Ids = SQLWrapper;

/** Which rows make the ledgers of some families, given their ids or their children's. */
const ledgerRowsOf = {
  children: (familyIds: Ids) => inArray(customers.familyId, familyIds),
  presentDays: (childIds: Ids) =>
    and(inArray(dailyAttendance.customerId, childIds), eq(dailyAttendance.isPresent, true)),
  /** Pending and failed card payments are not money received. */
  payments: (familyIds: Ids) =>
    and(inArray(payments.familyId, familyIds), eq(payments.status, 'succeeded')),
  /** A row stored without its family (before the backfill ran, or by hand) is its child's. */
  childPayments: (childIds: Ids) =>
    and(
      isNull(payments.familyId),
      inArray(payments.customerId, childIds),
      eq(payments.status, 'succeeded'),
    ),
  adjustments: (familyIds: Ids) => inArray(ledgerAdjustments.familyId, familyIds),
};

// Prepared once per reader, with the families' ids bound as one JSON array: building these
// five queries with drizzle and having SQLite prepare them took 2.5 ms of a five-year family's
// 9 ms load (issue 21), and a list of ids as one parameter serves any number of families.
const ledgerReads = preparedOnce((db: Reader) => {
  const familyIds = sql`(select value from json_each(${sql.placeholder('familyIds')}))`;
  const childIds = db
    .select({ id: customers.id })
    .from(customers)
    .where(ledgerRowsOf.children(familyIds));
  return {
    children: db
      .select()
      .from(customers)
      .where(ledgerRowsOf.children(familyIds))
      .orderBy(asc(customers.createdAt), asc(customers.id))
      .prepare(),
    days: db
      .select(ledgerDayColumns)
      .from(dailyAttendance)
      .where(ledgerRowsOf.presentDays(childIds))
      .orderBy(asc(dailyAttendance.date))
      .prepare(),
    payments: db.select().from(payments).where(ledgerRowsOf.payments(familyIds)).prepare(),
    childPayments: db.select().from(payments).where(ledgerRowsOf.childPayments(childIds)).prepare(),
    adjustments: db
      .select()
      .from(ledgerAdjustments)
      .where(ledgerRowsOf.adjustments(familyIds))
      .prepare(),
  };
});

/**
 * Loads the ledgers of many families with a query per table, not per family: the reads that
 * visit every family (the family balances, the financial week) load them all at once.
 */
export function loadFamilyLedgers(
  db: Reader,
  familyIds: readonly string[],
  timeZone = 'UTC',
): Map<string, FamilyLedger> {
  const ledgers = new Map<string, FamilyLedger>();
  for (const [familyId, rows] of loadFamilyRows(db, familyIds)) {
    ledgers.set(familyId, ledgerOf(familyId, rows, timeZone));
  }
  return ledgers;
}

/** The rows the ledgers of many families are made of, with a query per table. */
export function loadFamilyRows(db: Reader, familyIds: readonly string[]): Map<string, FamilyRows> {
  const read = ledgerReads(db);
  const ids = { familyIds: JSON.stringify(familyIds) };
  const children = read.children.all(ids);
  const days = read.days.values(ids).map(toLedgerDay);
  const paymentRows = [...read.payments.all(ids), ...read.childPayments.all(ids)];
  const adjustments = read.adjustments.all(ids);

  const familyOfChild = new Map(children.map((child) => [child.id, child.familyId as string]));
  const rows = new Map(
    familyIds.map((familyId) => [
      familyId,
      { children: [], days: [], payments: [], adjustments: [] } as FamilyRows,
    ]),
  );
  for (const child of children) rows.get(child.familyId as string)?.children.push(child);
  for (const day of days) rows.get(familyOfChild.get(day.customerId) ?? '')?.days.push(day);
  for (const payment of paymentRows) {
    const familyId = payment.familyId ?? familyOfChild.get(payment.customerId) ?? '';
    rows.get(familyId)?.payments.push(payment);
  }
  for (const adjustment of adjustments) rows.get(adjustment.familyId)?.adjustments.push(adjustment);
  return rows;
}

type AdjustmentRow = typeof ledgerAdjustments.$inferSelect;

/** One family's rows, as the ledger reads them. */
export interface FamilyRows {
  /** Oldest first (created, then id). */
  children: ChildRow[];
  /** Present days, by date. */
  days: LedgerDay[];
  /** Succeeded payments. */
  payments: PaymentRow[];
  adjustments: AdjustmentRow[];
}

/** One family's rows as its ledger: each present day charged as its day record says. */
export function ledgerOf(familyId: string, rows: FamilyRows, timeZone: string): FamilyLedger {
  const { children, payments: paymentRows, adjustments } = rows;
  const byId = new Map(children.map((child) => [child.id, child]));
  const days = new Map(rows.days.map((row) => [chargeKey(row.customerId, row.date), row]));
  const charges = chargesOf(rows.days, byId);
  const input: LedgerInput = {
    charges,
    payments: paymentRows.map((row) => toLedgerPayment(row, timeZone)),
    adjustments: adjustments.map(({ id, kind, onDate, amountCents }) => ({
      id,
      kind,
      onDate,
      amountCents,
    })),
  };
  const receipts = new Map(paymentRows.map((row) => [row.id, row.receiptNumber]));
  const reasons = new Map(adjustments.map((row) => [row.id, row.reason]));
  const names: LedgerNames = {
    childName: (customerId) => byId.get(customerId)?.name ?? 'A child',
    receiptOf: (id) => {
      const number = receipts.get(id);
      return number === null || number === undefined ? null : formatReceiptNumber(number);
    },
    reasonOf: (id) => reasons.get(id) ?? '',
  };
  return { familyId, children, days, payments: paymentRows, input, names };
}

/**
 * The charge of each present day, as its day record says (decision 069), in `days`' order. A day
 * in progress is no charge yet (decision 071): it is charged when the child leaves, never at an
 * estimate.
 */
export function chargesOf(
  days: readonly LedgerDay[],
  children: ReadonlyMap<string, ChildRow>,
): LedgerInput['charges'] {
  const charges: Array<LedgerInput['charges'][number]> = [];
  // A loop, not flatMap: a five-year family has a thousand days, read on every check-in's commit.
  for (const row of days) {
    const child = children.get(row.customerId);
    if (!child || row.chargeCents === null) continue;
    charges.push({
      customerId: row.customerId,
      childName: child.name,
      date: row.date,
      amountCents: row.chargeCents,
    });
  }
  return charges;
}

/** A payment row as the ledger counts it: its earmark is its child's covered days. */
export function toLedgerPayment(row: PaymentRow, timeZone: string): LedgerPayment {
  return {
    id: row.id,
    method: row.method,
    receivedOn: row.receivedOn,
    amountCents: row.amountCents,
    customerId: row.customerId,
    earmark: (row.coveredDates ?? []).map((date) => chargeKey(row.customerId, date)),
    reversedOn: row.reversedAt ? dateAt(row.reversedAt, timeZone) : null,
  };
}
