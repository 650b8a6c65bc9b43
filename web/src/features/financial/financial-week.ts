/**
 * @module
 * The financial dashboard's week as the screen shows it, derived live from the three documents
 * by the computation the server's `/api/financial/weekly` runs (`familyWeekMoney`, decision 071):
 * per customer the five days (each day's charge its day record's, decision 069, or in progress;
 * paid) and what the family's money covers of them (decision 031); per family the money it paid
 * that week; the three cards over every family; the families who owe; and the days the Mark All
 * button acts on.
 */
import type { DayRecord } from '@cubby/shared/day-record';
import { attendanceDayKey, type DirectoryEntry, paidDayKey } from '@cubby/shared/docs';
import {
  type ChildWeekMoney,
  type FamilyWeekMoney,
  familyWeekMoney,
  type WeekDay,
  type WeekTotals,
  weekTotals,
} from '@cubby/shared/family-money';
import type { Cents } from '@cubby/shared/money';

/** One customer's day in the payment table. */
export interface PaymentDay {
  customerId: string;
  date: string;
  present: boolean;
  /** What the day costs (its day record's charge): nothing when absent, null while in progress. */
  costCents: Cents | null;
  paid: boolean;
  /** What the ledger covers of a day not paid in full; 0 when nothing. */
  partPaidCents: Cents;
}

/** One customer's row: the five days and the week's money. */
export interface CustomerWeek {
  id: string;
  name: string;
  familyId: string;
  days: PaymentDay[];
  money: ChildWeekMoney;
  /** The present days with a charge (not in progress), which the week-level button marks. */
  chargedDays: PaymentDay[];
  /** Every charged day is paid (and there is at least one). */
  allPaid: boolean;
}

/** The week on screen: the customers' rows, each family's week, and the three cards. */
export interface FinancialWeek {
  rows: CustomerWeek[];
  /** Every family of the directory, and any other that paid this week, by family id. */
  families: Map<string, FamilyWeekMoney>;
  totals: WeekTotals;
}

/** What the week is computed from: the directory, the week's day records and its finance. */
export interface FinancialWeekInput {
  customers: readonly DirectoryEntry[];
  dates: readonly string[];
  /** The week's day records (`readWeekRecords`), by `attendanceDayKey`. */
  records: ReadonlyMap<string, DayRecord>;
  paid: ReadonlySet<string>;
  partPaid?: ReadonlyMap<string, Cents>;
  /** The cents of each payment counted in this week, by family id. */
  receipts?: ReadonlyMap<string, readonly Cents[]>;
}

/** The week, rows in the directory's order (by name). */
export function buildFinancialWeek(input: FinancialWeekInput): FinancialWeek {
  const { customers, dates, records, paid } = input;
  const partPaid = input.partPaid ?? new Map<string, Cents>();
  const receipts = input.receipts ?? new Map<string, readonly Cents[]>();
  const days = new Map(
    customers.map((customer) => [
      customer.id,
      dates.map((date) => paymentDay(customer.id, date, records, paid, partPaid)),
    ]),
  );

  const childrenOf = new Map<string, string[]>();
  for (const customer of customers) {
    const familyId = familyOf(customer);
    childrenOf.set(familyId, [...(childrenOf.get(familyId) ?? []), customer.id]);
  }
  for (const familyId of receipts.keys())
    if (!childrenOf.has(familyId)) childrenOf.set(familyId, []);
  const families = new Map<string, FamilyWeekMoney>();
  for (const [familyId, childIds] of childrenOf) {
    families.set(
      familyId,
      familyWeekMoney({
        childIds,
        days: childIds.flatMap((id) => (days.get(id) ?? []).flatMap(weekDayOf)),
        receipts: receipts.get(familyId) ?? [],
      }),
    );
  }

  const rows = customers.map((customer): CustomerWeek => {
    const ofCustomer = days.get(customer.id) ?? [];
    const chargedDays = ofCustomer.filter((day) => day.present && day.costCents !== null);
    const familyId = familyOf(customer);
    return {
      id: customer.id,
      name: customer.name,
      familyId,
      days: ofCustomer,
      money: families.get(familyId)?.children.get(customer.id) as ChildWeekMoney,
      chargedDays,
      allPaid: chargedDays.length > 0 && chargedDays.every((day) => day.paid),
    };
  });
  return { rows, families, totals: weekTotals(families.values()) };
}

// A child's family; an entry from before families names none and is its own (decision 022).
function familyOf(customer: DirectoryEntry): string {
  return customer.familyId || customer.id;
}

function paymentDay(
  customerId: string,
  date: string,
  records: ReadonlyMap<string, DayRecord>,
  paid: ReadonlySet<string>,
  partPaid: ReadonlyMap<string, Cents>,
): PaymentDay {
  const record = records.get(attendanceDayKey(customerId, date));
  const key = paidDayKey(customerId, date);
  const isPaid = paid.has(key);
  return {
    customerId,
    date,
    present: record?.present ?? false,
    costCents: record ? record.chargeCents : 0,
    paid: isPaid,
    partPaidCents: isPaid ? 0 : (partPaid.get(key) ?? 0),
  };
}

// A present day as the week's money reads it: what the ledger covers of it is the whole charge
// when it is ticked paid, else its part-paid cents (decision 031).
function weekDayOf(day: PaymentDay): WeekDay[] {
  if (!day.present) return [];
  const charge = day.costCents;
  const coveredCents = charge !== null && day.paid ? charge : day.partPaidCents;
  return [{ customerId: day.customerId, date: day.date, charge, coveredCents }];
}

/** Customers who attended this week and have no payment received for it (the red alert). */
export function missingPayments(rows: readonly CustomerWeek[]): CustomerWeek[] {
  return rows.filter(
    (row) =>
      row.chargedDays.length > 0 &&
      row.money.owedCents > 0 &&
      !row.chargedDays.some((day) => day.paid || day.partPaidCents > 0),
  );
}

/** Every charged day of the week across customers, which Mark All acts on. */
export function chargedDaysOf(rows: readonly CustomerWeek[]): PaymentDay[] {
  return rows.flatMap((row) => row.chargedDays);
}
