/**
 * @module
 * Reads one family's ledger inputs from the database (decision 031): each present day of each
 * child priced by `dayCharge` with that child's rate, the family's payments (pending and failed
 * card payments are not money received), and the owner's adjustments.
 */
import { dateAt } from '@cubby/shared/facility-clock';
import {
  type Allocation,
  allocateLedger,
  chargeKey,
  type LedgerInput,
  type LedgerNames,
  type LedgerPayment,
} from '@cubby/shared/ledger';
import { dayCharge } from '@cubby/shared/week-money';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dailyAttendance, ledgerAdjustments, payments } from '../../db/schema.ts';
import type { AttendanceRow } from '../../queries/attendance.ts';
import { type ChildRow, familyChildren } from '../../queries/families.ts';
import type { PaymentRow } from '../../queries/payments.ts';
import { formatReceiptNumber } from './receipts.ts';

type Reader = Pick<Db, 'select'>;

/** A family's ledger inputs, with the rows they came from. */
export interface FamilyLedger {
  familyId: string;
  children: ChildRow[];
  /** Present days by `customerId|date`. */
  days: Map<string, AttendanceRow>;
  payments: PaymentRow[];
  input: LedgerInput;
  names: LedgerNames;
}

/**
 * Loads a family's ledger; `timeZone` dates the reversals (the facility's zone), which only the
 * ledger's entries show: the allocation does not depend on it.
 */
export function loadFamilyLedger(db: Reader, familyId: string, timeZone = 'UTC'): FamilyLedger {
  const children = familyChildren(db, familyId);
  const ids = children.map((child) => child.id);
  const byId = new Map(children.map((child) => [child.id, child]));
  const rows =
    ids.length === 0
      ? []
      : db
          .select()
          .from(dailyAttendance)
          .where(and(inArray(dailyAttendance.customerId, ids), eq(dailyAttendance.isPresent, true)))
          .orderBy(asc(dailyAttendance.date))
          .all();
  const days = new Map(rows.map((row) => [chargeKey(row.customerId, row.date), row]));
  const charges = rows.flatMap((row) => {
    const child = byId.get(row.customerId);
    return child
      ? [
          {
            customerId: row.customerId,
            childName: child.name,
            date: row.date,
            amountCents: dayCharge(row, child.hourlyRateCents),
          },
        ]
      : [];
  });
  const paymentRows = db
    .select()
    .from(payments)
    .where(
      and(
        // A row stored without its family (before the backfill ran, or by hand) is its child's.
        or(
          eq(payments.familyId, familyId),
          and(isNull(payments.familyId), inArray(payments.customerId, ids)),
        ),
        eq(payments.status, 'succeeded'),
      ),
    )
    .all();
  const adjustments = db
    .select()
    .from(ledgerAdjustments)
    .where(eq(ledgerAdjustments.familyId, familyId))
    .all();
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

/** The family's allocation now. */
export function familyAllocation(ledger: FamilyLedger): Allocation {
  return allocateLedger(ledger.input);
}
