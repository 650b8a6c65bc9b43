/**
 * @module
 * What each family owes (decision 009). Every present attendance day is a charge, priced by the
 * one rule `dayCharge`; a day is paid when its paid flag in the finance document is set
 * (projected as daily_attendance.checkReceived), whether the owner ticked it or a payment
 * settled it. /checkout, the financial week and the customer report all read money here, so they
 * agree to the cent.
 */
import type { Cents } from '@cubby/shared/money';
import { sumCents } from '@cubby/shared/money';
import { dayCharge } from '@cubby/shared/week-money';
import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, dailyAttendance } from '../db/schema.ts';
import type { AttendanceRow } from '../queries/attendance.ts';
import type { CustomerRow } from '../queries/customers.ts';

/** One present day and what it costs. */
export interface Charge {
  day: AttendanceRow;
  chargeCents: Cents;
}

type Reader = Pick<Db, 'select'>;

/** The customer's present days (within `range` if given, both ends included), oldest first. */
export function listCharges(
  db: Reader,
  customer: Pick<CustomerRow, 'id' | 'hourlyRateCents'>,
  range?: { from: string; to: string },
): Charge[] {
  const ofCustomer = and(
    eq(dailyAttendance.customerId, customer.id),
    eq(dailyAttendance.isPresent, true),
  );
  return db
    .select()
    .from(dailyAttendance)
    .where(
      range ? and(ofCustomer, between(dailyAttendance.date, range.from, range.to)) : ofCustomer,
    )
    .orderBy(asc(dailyAttendance.date))
    .all()
    .map((day) => ({ day, chargeCents: dayCharge(day, customer.hourlyRateCents) }));
}

/** Charges still owed: present, not marked paid, and costing something. */
export function unpaidOf(charges: readonly Charge[]): Charge[] {
  return charges.filter(({ day, chargeCents }) => !day.checkReceived && chargeCents > 0);
}

/** The sum of some charges. */
export function totalOf(charges: readonly Charge[]): Cents {
  return sumCents(charges.map(({ chargeCents }) => chargeCents));
}

/** What a family owes now: every unpaid charge, oldest first, and their sum. */
export function customerBalance(
  db: Reader,
  customer: Pick<CustomerRow, 'id' | 'hourlyRateCents'>,
): { unpaid: Charge[]; outstandingCents: Cents } {
  const unpaid = unpaidOf(listCharges(db, customer));
  return { unpaid, outstandingCents: totalOf(unpaid) };
}

/** How many unpaid charges all families have together (the dashboard's Pending Payments). */
export function countUnpaidCharges(db: Reader): number {
  const rows = db
    .select({ day: dailyAttendance, hourlyRateCents: customers.hourlyRateCents })
    .from(dailyAttendance)
    .innerJoin(customers, eq(customers.id, dailyAttendance.customerId))
    .where(and(eq(dailyAttendance.isPresent, true), eq(dailyAttendance.checkReceived, false)))
    .all();
  return rows.filter(({ day, hourlyRateCents }) => dayCharge(day, hourlyRateCents) > 0).length;
}
