/**
 * @module
 * The printable individual customer report (spec sections 2 and 7): a customer's attendance,
 * payments and balance over a date range, both dates included; each day also names who dropped
 * the child off and who picked them up, where the kiosk recorded it. Built in
 * `services/customer-report/`.
 */
import { can } from '@cubby/shared/access';
import { facilityToday } from '@cubby/shared/facility-clock';
import { customerReportQuerySchema } from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { authorize } from '../http/authorize.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { describeIssues } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { findCustomer } from '../queries/customers.ts';
import { customerReportAnswer } from '../services/customer-report/report-answer.ts';
import { customerReportStamp } from '../services/customer-report/report-stamp.ts';

const REPORT_FIELDS = ['customerId', 'startDate', 'endDate'] as const;

/** Report routes, mounted under /api. */
export function reportsRoutes({ db, clock, responses }: RouteDeps) {
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
    // The answer is current while the family's and the child's tokens are (decision 043), so
    // other families' check-ins leave it cached; built again, it reuses its past months
    // (decision 061).
    const request = { startDate, endDate, withPayment };
    return responses.json(
      c,
      () => customerReportAnswer(db, customer, request, facilityToday(clock)),
      { stamp: customerReportStamp(db, customer) },
    );
  });
}
