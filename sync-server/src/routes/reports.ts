/**
 * @module
 * The printable individual customer report (spec sections 2 and 7): a customer's attendance,
 * payments and balance over a date range, both dates included; each day also names who dropped
 * the child off and who picked them up, where the kiosk recorded it.
 */
import { can } from '@cubby/shared/access';
import { weekdayName } from '@cubby/shared/dates';
import { centsToDollars, formatMoney, sumCents } from '@cubby/shared/money';
import type { CustomerReportResponse } from '@cubby/shared/schemas';
import { customerReportQuerySchema } from '@cubby/shared/schemas';
import { dayCharge, dayMinutes } from '@cubby/shared/week-money';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { authorize } from '../http/authorize.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { describeIssues } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { toAttendanceJson } from '../http/serialize.ts';
import { listCustomerAttendance, listCustomerVisits } from '../queries/attendance.ts';
import { type CustomerRow, findCustomer } from '../queries/customers.ts';
import { listFamilyPaymentsReceivedBetween } from '../queries/payments.ts';
import { chargesOf, familyIdOf, familyMoney } from '../services/balances.ts';
import { formatReceiptNumber } from '../services/ledger/receipts.ts';

const REPORT_FIELDS = ['customerId', 'startDate', 'endDate'] as const;

/** Report routes, mounted under /api. */
export function reportsRoutes({ db, responses }: RouteDeps) {
  return new Hono<AppEnv>().get('/customer-report', authorize(db, 'reports:read'), (c) => {
    const query = c.req.query();
    const parsed = customerReportQuerySchema.safeParse(query);
    if (!parsed.success) {
      // A missing field answers with the dialog's own message alone (spec section 5), exactly
      // as the schema words it; any other problem names its field.
      const missing = parsed.error.issues.find((issue) =>
        REPORT_FIELDS.some((field) => issue.path[0] === field && !query[field]),
      );
      return badRequest(missing ? missing.message : describeIssues(parsed.error));
    }
    const { customerId, startDate, endDate } = parsed.data;
    const customer = findCustomer(db, customerId);
    if (!customer) return notFound('Customer not found');
    const withPayment = can(c.get('principal'), 'finance:read');
    return responses.json(c, () =>
      customerReport(db, customer, { startDate, endDate, withPayment }),
    );
  });
}

/** The report's answer: the customer, each day, each payment, and the totals. */
function customerReport(
  db: Db,
  customer: CustomerRow,
  { startDate, endDate, withPayment }: { startDate: string; endDate: string; withPayment: boolean },
): CustomerReportResponse {
  const customerId = customer.id;
  const rate = customer.hourlyRateCents;
  const days = listCustomerAttendance(db, customerId, startDate, endDate).map((row) => ({
    row,
    costCents: dayCharge(row, rate),
  }));
  const visitsByDate = new Map<string, ReturnType<typeof listCustomerVisits>>();
  for (const visit of listCustomerVisits(db, customerId, startDate, endDate)) {
    visitsByDate.set(visit.date, [...(visitsByDate.get(visit.date) ?? []), visit]);
  }
  // The family's money received in the range; a tick is not money received, so it is left out.
  const payments = listFamilyPaymentsReceivedBetween(db, startDate, endDate, customer).filter(
    (payment) => payment.method !== 'marked',
  );
  const totalCost = sumCents(days.map((day) => day.costCents));
  // Paid is what every money screen calls paid: what the family ledger's allocation covers of
  // these days (decision 031). The payment history says how the money came in.
  const covered = chargesOf(familyMoney(db, familyIdOf(customer)), customerId, {
    from: startDate,
    to: endDate,
  });
  const totalPaid = sumCents(covered.map((charge) => charge.paidCents));

  return {
    customer: { id: customer.id, name: customer.name, hourlyRate: formatMoney(rate) },
    // Each day also carries the hours and cost the printed report shows, computed by the
    // same rule as the summary so the printed rows add up to it.
    attendance: days.map(({ row, costCents }) => ({
      date: row.date,
      day: weekdayName(row.date),
      attendance: toAttendanceJson(row, { withPayment }),
      hours: Math.round((dayMinutes(row) / 60) * 100) / 100,
      cost: centsToDollars(costCents),
      // Beside the spec's fields: each stay and who dropped off and picked up (decision 028).
      visits: (visitsByDate.get(row.date) ?? []).map((visit) => ({
        checkInTime: visit.checkInTime.toISOString(),
        checkOutTime: visit.checkOutTime?.toISOString() ?? null,
        droppedOffBy: visit.droppedOffBy ?? null,
        pickedUpBy: visit.pickedUpBy ?? null,
      })),
    })),
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
