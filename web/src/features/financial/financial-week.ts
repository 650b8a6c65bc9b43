/**
 * @module
 * The financial dashboard's week as the screen shows it, derived from the three documents: per
 * customer the five days (cost, present, paid) and the week's money by the same rules as
 * /api/financial/weekly (each day's charge its day record's, decision 069; received is what the
 * family ledger covers, decision 031: a paid day in full, a part-paid day its covered part),
 * plus the totals, the families who owe, and the days the Mark All button acts on. A day in
 * progress is charged nothing yet and counted in no total.
 */
import type { DayRecord } from '@cubby/shared/day-record';
import { attendanceDayKey, type DirectoryEntry, paidDayKey } from '@cubby/shared/docs';
import { type Cents, sumCents } from '@cubby/shared/money';
import { type ChargedDay, type WeekMoney, weekMoney } from '@cubby/shared/week-money';

/** One customer's day in the payment table. */
export interface PaymentDay {
  customerId: string;
  date: string;
  present: boolean;
  /** What the day costs (its day record's charge): nothing when absent or in progress. */
  costCents: Cents;
  /** The child is still in today: charged when they leave. */
  inProgress: boolean;
  paid: boolean;
  /** What the ledger covers of a day not paid in full; 0 when nothing. */
  partPaidCents: Cents;
}

/** One customer's row: the five days and the week's money. */
export interface CustomerWeek {
  id: string;
  name: string;
  days: PaymentDay[];
  money: WeekMoney;
  /** The present days, which the week-level button marks or unmarks. */
  presentDays: PaymentDay[];
  /** Every present day is paid (and there is at least one). */
  allPaid: boolean;
}

/** The rows of the week, one per customer in the directory's order (by name). */
export function buildFinancialWeek(
  customers: readonly DirectoryEntry[],
  dates: readonly string[],
  records: ReadonlyMap<string, DayRecord>,
  paid: ReadonlySet<string>,
  partPaid: ReadonlyMap<string, Cents> = new Map(),
): CustomerWeek[] {
  return customers.map((customer) => {
    const charged = dates.map((date): ChargedDay & { date: string; present: boolean } => {
      const record = records.get(attendanceDayKey(customer.id, date));
      return {
        date,
        present: record?.present ?? false,
        chargeCents: record ? record.chargeCents : 0,
        checkReceived: paid.has(paidDayKey(customer.id, date)),
      };
    });
    const days = charged.map(
      (day): PaymentDay => ({
        customerId: customer.id,
        date: day.date,
        present: day.present,
        costCents: day.chargeCents ?? 0,
        inProgress: day.chargeCents === null,
        paid: day.checkReceived,
        partPaidCents: day.checkReceived
          ? 0
          : (partPaid.get(paidDayKey(customer.id, day.date)) ?? 0),
      }),
    );
    const presentDays = days.filter((day) => day.present);
    return {
      id: customer.id,
      name: customer.name,
      days,
      money: withPartPayments(weekMoney(charged), days),
      presentDays,
      allPaid: presentDays.length > 0 && presentDays.every((day) => day.paid),
    };
  });
}

// The week's money counting what the ledger covers of part-paid days as received.
function withPartPayments(money: WeekMoney, days: readonly PaymentDay[]): WeekMoney {
  const part = sumCents(days.filter((day) => day.present).map((day) => day.partPaidCents));
  return {
    costCents: money.costCents,
    receivedCents: money.receivedCents + part,
    outstandingCents: money.outstandingCents - part,
  };
}

/** The three cards: the week's revenue, payments received and outstanding balance. */
export function weekTotals(rows: readonly CustomerWeek[]): WeekMoney {
  return {
    costCents: sumCents(rows.map((row) => row.money.costCents)),
    receivedCents: sumCents(rows.map((row) => row.money.receivedCents)),
    outstandingCents: sumCents(rows.map((row) => row.money.outstandingCents)),
  };
}

/** Customers who attended this week and have no payment received for it (the red alert). */
export function missingPayments(rows: readonly CustomerWeek[]): CustomerWeek[] {
  return rows.filter(
    (row) =>
      row.presentDays.length > 0 &&
      !row.presentDays.some((day) => day.paid || day.partPaidCents > 0),
  );
}

/** Every present day of the week across customers, which Mark All acts on. */
export function presentDaysOf(rows: readonly CustomerWeek[]): PaymentDay[] {
  return rows.flatMap((row) => row.presentDays);
}
