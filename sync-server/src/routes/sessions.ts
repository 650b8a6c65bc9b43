/**
 * @module
 * The dashboard's check-in desk (spec section 7): POST /api/sessions/checkin and /checkout write
 * to this week's document through the attendance commands (the one write path; tablets see it at
 * once), then answer with the session row its projection made. A check-out may name who collects
 * (`collectedBy`), checked as at the kiosk; /undo-checkout undoes one made in the last 10
 * minutes (DESIGN section 8). GET /api/sessions/current and /api/dashboard-stats are SQL over the
 * sessions projection, which the day records write (decision 069).
 */
import { randomUUID } from 'node:crypto';
import { checkIn, checkOut, undoCheckOut } from '@cubby/shared/attendance-commands';
import { dateAt, facilityToday } from '@cubby/shared/facility-clock';
import {
  checkInPayloadSchema,
  checkOutPayloadSchema,
  undoCheckOutPayloadSchema,
} from '@cubby/shared/schemas';
import { totalHoursOfStays } from '@cubby/shared/stay-time';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { customers, sessions } from '../db/schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { badRequest, conflict, fail, forbidden } from '../http/errors.ts';
import { readJson } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { toSessionJson } from '../http/serialize.ts';
import { requireCustomer } from '../queries/customers.ts';
import { countUnpaidCharges } from '../services/balances.ts';
import { requiresCollector } from '../services/collector-setting.ts';
import { collectorFor } from '../services/collectors.ts';
import { serverWeeks } from '../services/server-weeks.ts';

/** Check-in, check-out, current sessions and dashboard stats, mounted under /api. */
export function sessionsRoutes(deps: RouteDeps) {
  const { db, clock } = deps;
  const weeks = serverWeeks(deps);
  return new Hono<AppEnv>()
    .post('/sessions/checkin', authorize(db, 'sessions:write'), async (c) => {
      const { customerId } = await readJson(c, checkInPayloadSchema);
      const customer = requireCustomer(db, customerId);
      const input = { customerId: customer.id, visitId: randomUUID(), source: 'api' as const };
      const visit = checkIn(weeks, clock, input, auditSourceOf(db, c));
      return c.json(sessionWithCustomer(db, visit.id, customer));
    })
    .post('/sessions/checkout', authorize(db, 'sessions:write'), async (c) => {
      const { customerId, collectedBy } = await readJson(c, checkOutPayloadSchema);
      const customer = requireCustomer(db, customerId);
      const source = auditSourceOf(db, c);
      if (collectedBy === undefined && requiresCollector(db)) {
        badRequest('Say who collects the child (collectedBy): the owner requires it');
      }
      const collector =
        collectedBy === undefined ? null : collectorFor(deps, source, customer, collectedBy);
      if (collector && !collector.allowed) return forbidden(collector.reason);
      const input = { customerId: customer.id, collectedBy: collector?.contact };
      const visit = checkOut(weeks, clock, input, source);
      if (!visit) return conflict('Customer is not checked in');
      return c.json(sessionWithCustomer(db, visit.id, customer));
    })
    .post('/sessions/undo-checkout', authorize(db, 'sessions:write'), async (c) => {
      const { customerId } = await readJson(c, undoCheckOutPayloadSchema);
      const customer = requireCustomer(db, customerId);
      const visit = undoCheckOut(weeks, clock, { customerId: customer.id }, auditSourceOf(db, c));
      if (!visit) return conflict('There is no check-out of the last 10 minutes to undo');
      return c.json(sessionWithCustomer(db, visit.id, customer));
    })
    .get('/sessions/current', authorize(db, 'sessions:read'), (c) => {
      const rows = db
        .select({ session: sessions, customer: { id: customers.id, name: customers.name } })
        .from(sessions)
        .innerJoin(customers, eq(customers.id, sessions.customerId))
        .where(and(eq(sessions.date, facilityToday(clock)), isNull(sessions.checkOutTime)))
        .orderBy(asc(sessions.checkInTime), asc(sessions.id))
        .all();
      return c.json(rows.map(({ session, customer }) => ({ ...toSessionJson(session), customer })));
    })
    .get('/dashboard-stats', authorize(db, 'sessions:read'), (c) => {
      const now = clock.now();
      const today = db
        .select({
          checkInTime: sessions.checkInTime,
          checkOutTime: sessions.checkOutTime,
        })
        .from(sessions)
        .where(eq(sessions.date, dateAt(now, clock.timeZone)))
        .all();
      const current = today.filter((session) => session.checkOutTime === null);
      return c.json({
        currentAttendees: current.length,
        // The tablet's dashboard shows the same figure, by the same rule, from its documents.
        totalHoursToday: totalHoursOfStays(today, now),
        // The spec leaves "Pending Payments" open. It is the number of completed sessions, of
        // any day and any customer, not yet paid: the work the Process Payments screen has left.
        // In-progress sessions are not counted, as nothing can be charged for them yet.
        pendingPayments: countUnpaidCharges(db),
      });
    });
}

/** The session row of a stay as the projection stored it, with its customer's id and name. */
function sessionWithCustomer(db: Db, id: string, customer: { id: string; name: string }) {
  const row = db.select().from(sessions).where(eq(sessions.id, id)).get();
  // The write is stored and projected before this read; no row means storing it failed.
  if (!row) return fail(503, 'The change could not be saved; please try again');
  return { ...toSessionJson(row), customer: { id: customer.id, name: customer.name } };
}
