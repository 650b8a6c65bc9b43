/**
 * @module
 * The owner's financial dashboard (spec section 2, "Financial dashboard"): each customer's week
 * of charges and what the family's money covers of them, by `familyWeekMoney`, the computation
 * the owner's live dashboard runs too (decision 071); and the payments recorded in a week. Owner
 * only: money never reaches a staff device. Sums run in integer cents and become dollars at the
 * end.
 */
import { addDays, mondayOf } from '@cubby/shared/dates';
import { facilityToday } from '@cubby/shared/facility-clock';
import { type ChildWeekMoney, familyWeekMoney, type WeekDay } from '@cubby/shared/family-money';
import { centsToDollars, formatMoney, sumCents } from '@cubby/shared/money';
import { financialWeeklyQuerySchema, weekStartQuerySchema } from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { authorize } from '../http/authorize.ts';
import { readQuery } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import {
  type AttendanceJson,
  toAttendanceJson,
  toCustomerJson,
  toPaymentJson,
} from '../http/serialize.ts';
import {
  type AttendanceRow,
  isDayRowInProgress,
  loadAttendanceByCustomer,
} from '../queries/attendance.ts';
import { withClientDates } from '../queries/client-dates.ts';
import { listCustomersByName } from '../queries/customers.ts';
import { listPaymentsReceivedBetween, type PaymentRow } from '../queries/payments.ts';
import { familySummaryOf } from '../services/balances.ts';
import { dayMoneyOn, type FamilySummary } from '../services/ledger/family-summary.ts';

// The payments read names its week by weekStart; the spec's client refreshes it by its bare
// path after creating a customer, so an absent weekStart means the current week.
const paymentsWeekQuerySchema = weekStartQuerySchema.partial();

/** Financial routes, mounted under /api. */
export function financialRoutes({ db, responses, clock }: RouteDeps) {
  return (
    new Hono<AppEnv>()
      // ?dates=[five dates as JSON] → per customer: attendance with checkReceived, and the
      // week's cost, what the family's money covers of it (the row's "received") and what is
      // still owed, as numbers of dollars. A day in progress counts in none of them.
      .get('/financial/weekly', authorize(db, 'finance:read'), (c) => {
        const { dates } = withClientDates(() => readQuery(c, financialWeeklyQuerySchema));
        return responses.json(c, () => {
          const byCustomer = loadAttendanceByCustomer(db, dates);
          const customers = listCustomersByName(db);
          const summaryOf = familySummaryOf(db, customers);
          return customers.map((customer) => {
            const days = byCustomer.get(customer.id) ?? new Map<string, AttendanceRow>();
            const money = familyWeekMoney({
              childIds: [customer.id],
              days: weekDaysOf(summaryOf(customer), customer, days.values()),
              receipts: [],
            }).children.get(customer.id) as ChildWeekMoney;
            const attendance: Record<string, AttendanceJson> = {};
            for (const [date, row] of days) {
              attendance[date] = toAttendanceJson(row, { withPayment: true });
            }
            return {
              customer: toCustomerJson(customer),
              attendance,
              weeklyCost: centsToDollars(money.costCents),
              weeklyPaymentsReceived: centsToDollars(money.paidCents),
              outstandingBalance: centsToDollars(money.owedCents),
            };
          });
        });
      })

      // ?weekStart=Monday (default: this week) → the payments received from that Monday to its
      // Sunday, and each paying customer's total. Owner only,
      // although the spec's staff screen refreshes it too: payment amounts are finance.
      .get('/payments/weekly', authorize(db, 'finance:read'), (c) => {
        const query = readQuery(c, paymentsWeekQuerySchema);
        const weekStart = query.weekStart ?? mondayOf(facilityToday(clock));
        const sunday = withClientDates(() => addDays(weekStart, 6));
        const rows = listPaymentsReceivedBetween(db, weekStart, sunday);
        return c.json({ weekStart, payments: rows.map(toPaymentJson), totals: totalsOf(rows) });
      })
  );
}

// A child's present days with their charges and what the family ledger's allocation covers of
// them (decision 031); a day in progress has no charge (decisions 069, 071).
function weekDaysOf(
  summary: FamilySummary,
  customer: { id: string },
  rows: Iterable<AttendanceRow>,
): WeekDay[] {
  const days: WeekDay[] = [];
  for (const row of rows) {
    if (!row.isPresent) continue;
    const charged = dayMoneyOn(summary, customer.id, row.date);
    days.push({
      customerId: customer.id,
      date: row.date,
      charge: isDayRowInProgress(row) ? null : (charged?.costCents ?? 0),
      coveredCents: charged?.paidCents ?? 0,
    });
  }
  return days;
}

// Per customer: how many payments of any status and their sum, a decimal string like amounts.
function totalsOf(rows: readonly PaymentRow[]) {
  const byCustomer = new Map<string, PaymentRow[]>();
  for (const row of rows) {
    byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), row]);
  }
  return [...byCustomer].map(([customerId, paid]) => ({
    customerId,
    count: paid.length,
    amount: formatMoney(sumCents(paid.map((row) => row.amountCents))),
  }));
}
