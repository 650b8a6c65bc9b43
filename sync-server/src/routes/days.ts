/**
 * @module
 * GET /api/days/{date} (DESIGN section 8): every child's day, or one child's with `?customerId=`,
 * as its day record says (decision 069), read from the server's own week document through the
 * same function every screen derives its view with.
 */
import { mondayOf } from '@cubby/shared/dates';
import { readDayRecord, readWeekRecords, toDayJson } from '@cubby/shared/day-record';
import { attendanceDayKey } from '@cubby/shared/docs';
import { facilityToday } from '@cubby/shared/facility-clock';
import { type DaysResponse, daysQuerySchema, isoDateSchema } from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { authorize } from '../http/authorize.ts';
import { badRequest } from '../http/errors.ts';
import { readQuery } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { listCustomersByName, requireCustomer } from '../queries/customers.ts';
import { readFacilityHours } from '../services/facility-hours/read-facility-hours.ts';

/** The day records route, mounted under /api. */
export function daysRoutes({ db, registry, clock }: RouteDeps) {
  return new Hono<AppEnv>().get('/days/:date', authorize(db, 'days:read'), (c) => {
    const date = isoDateSchema.safeParse(c.req.param('date'));
    if (!date.success) return badRequest('The date must be a date as YYYY-MM-DD');
    const { customerId } = readQuery(c, daysQuerySchema);
    const children = customerId ? [requireCustomer(db, customerId)] : listCustomersByName(db);
    // Loading the week folds what older apps stored into it first (decision 069).
    const { ydoc } = registry.open({ kind: 'week', monday: mondayOf(date.data) });
    const context = {
      today: facilityToday(clock),
      timeZone: clock.timeZone,
      hours: readFacilityHours(db).history,
    };
    const rates = new Map(children.map((child) => [child.id, child.hourlyRateCents]));
    const week = readWeekRecords(ydoc, { ...context, rateOf: (id) => rates.get(id) ?? null });
    const recordOf = (child: (typeof children)[number]) =>
      week.get(attendanceDayKey(child.id, date.data)) ??
      // A child with nothing stored that day: absent, by the same rule.
      readDayRecord(ydoc, child.id, date.data, {
        ...context,
        hourlyRateCents: child.hourlyRateCents,
      });
    const answer: DaysResponse = {
      date: date.data,
      children: children.map((child) => toDayJson(recordOf(child))),
    };
    return c.json(answer);
  });
}
