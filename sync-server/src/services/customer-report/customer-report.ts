/**
 * @module
 * The printable individual customer report (spec sections 2 and 7): a customer's attendance,
 * payments and balance over a date range, both dates included; each day also names who dropped
 * the child off and who picked them up, where the kiosk recorded it. What it reads is listed in
 * `report-stamp.ts`, which says when a cached answer is still current; `report-answer.ts` encodes
 * it from its past months kept encoded.
 */
import { weekdayName } from '@cubby/shared/dates';
import { type Cents, centsToDollars, formatMoney, sumCents } from '@cubby/shared/money';
import type { CustomerReportResponse } from '@cubby/shared/schemas';
import { reportMinutes } from '@cubby/shared/week-money';
import type { Db } from '../../db/client.ts';
import { toAttendanceJson } from '../../http/serialize.ts';
import {
  type AttendanceRow,
  listCustomerAttendance,
  listCustomerVisits,
} from '../../queries/attendance.ts';
import type { CustomerRow } from '../../queries/customers.ts';
import { listFamilyPaymentsReceivedBetween } from '../../queries/payments.ts';
import { familySummary } from '../balances.ts';
import { chargedBetween } from '../ledger/family-summary.ts';
import { formatReceiptNumber } from '../ledger/receipts.ts';

/** What the report covers, and whether the caller may see the paid flags. */
export interface ReportRequest {
  startDate: string;
  endDate: string;
  withPayment: boolean;
}

/** One day of the report, as the answer lists it. */
export type ReportDay = CustomerReportResponse['attendance'][number];

/** The days of part of a report's range, and what they cost. */
export interface ReportDays {
  entries: ReportDay[];
  costCents: Cents;
}

type Visit = ReturnType<typeof listCustomerVisits>[number];

/** The report's answer: the customer, each day, each payment, and the totals. */
export function customerReport(
  db: Db,
  customer: CustomerRow,
  request: ReportRequest,
): CustomerReportResponse {
  const days = reportDays(db, customer, {
    from: request.startDate,
    to: request.endDate,
    withPayment: request.withPayment,
  });
  return {
    customer: reportCustomer(customer),
    attendance: days.entries,
    ...reportMoney(db, customer, request, days.costCents),
  };
}

/** The report's heading: who it is of. */
export function reportCustomer(customer: CustomerRow): CustomerReportResponse['customer'] {
  return {
    id: customer.id,
    name: customer.name,
    hourlyRate: formatMoney(customer.hourlyRateCents),
  };
}

/** The report's days from `from` to `to`, both included. */
export function reportDays(
  db: Db,
  customer: CustomerRow,
  { from, to, withPayment }: { from: string; to: string; withPayment: boolean },
): ReportDays {
  const customerId = customer.id;
  // A day's charge and minutes are its day record's (decision 069); one in progress, nothing yet.
  const days = listCustomerAttendance(db, customerId, from, to).map((row) => ({
    row,
    // Null while in progress: the report counts none of it yet (decision 071).
    charge: row.isPresent ? row.chargeCents : 0,
  }));
  const visitsByDate = new Map<string, Visit[]>();
  for (const visit of listCustomerVisits(db, customerId, from, to)) {
    const ofDate = visitsByDate.get(visit.date);
    if (ofDate) ofDate.push(visit);
    else visitsByDate.set(visit.date, [visit]);
  }
  return {
    // Each day also carries the hours and cost the printed report shows, computed by the
    // same rule as the summary so the printed rows add up to it.
    entries: days.map(({ row, charge }) => ({
      date: row.date,
      day: weekdayName(row.date),
      attendance: toAttendanceJson(row, { withPayment }),
      hours: Math.round(((reportMinutes(reportDayOf(row)) ?? 0) / 60) * 100) / 100,
      cost: centsToDollars(charge ?? 0),
      inProgress: charge === null,
      // Beside the spec's fields: each stay and who dropped off and picked up (decision 028).
      visits: (visitsByDate.get(row.date) ?? []).map((visit) => ({
        checkInTime: visit.checkInTime.toISOString(),
        checkOutTime: visit.checkOutTime?.toISOString() ?? null,
        droppedOffBy: visit.droppedOffBy ?? null,
        pickedUpBy: visit.pickedUpBy ?? null,
      })),
    })),
    costCents: sumCents(days.map((day) => day.charge ?? 0)),
  };
}

/**
 * The report's payments and totals over its whole range, given what its days cost
 * (`reportDays`, in one part or several).
 */
export function reportMoney(
  db: Db,
  customer: CustomerRow,
  { startDate, endDate }: Pick<ReportRequest, 'startDate' | 'endDate'>,
  totalCost: Cents,
): Pick<CustomerReportResponse, 'payments' | 'summary'> {
  // The family's money received in the range; a tick is not money received, so it is left out.
  const payments = listFamilyPaymentsReceivedBetween(db, startDate, endDate, customer).filter(
    (payment) => payment.method !== 'marked',
  );
  // Paid is what every money screen calls paid: what the family ledger's allocation covers of
  // these days (decision 031). The payment history says how the money came in.
  const covered = chargedBetween(familySummary(db, customer), customer.id, {
    from: startDate,
    to: endDate,
  });
  const totalPaid = sumCents(covered.map((charge) => charge.paidCents));
  return {
    payments: payments.map((p) => ({
      id: p.id,
      createdAt: p.createdAt.toISOString(),
      receivedOn: p.receivedOn,
      status: p.status,
      method: p.method,
      amount: formatMoney(p.amountCents),
      note: p.note,
      receiptNumber: p.receiptNumber === null ? null : formatReceiptNumber(p.receiptNumber),
      reversedAt: p.reversedAt?.toISOString() ?? null,
    })),
    summary: {
      totalCost: centsToDollars(totalCost),
      totalPaid: centsToDollars(totalPaid),
      outstandingBalance: centsToDollars(totalCost - totalPaid),
    },
  };
}

// The minutes a day counts on the report: its record's, none while absent or in progress.
// The row as its day record was projected (decision 069): a present day with no arrival is one
// present without times, which the printed reports show as the spec's 6 hours.
function reportDayOf(row: AttendanceRow) {
  return {
    present: row.isPresent,
    withoutTimes: row.isPresent && row.arrivalTime === null,
    minutes: row.minutes,
  };
}
