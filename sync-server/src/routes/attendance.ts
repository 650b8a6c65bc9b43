/**
 * @module
 * The weekly attendance grid (spec section 7): read it, flip a day's presence, edit a day's
 * times or mark it paid. Writes go through the attendance commands into the week and finance
 * documents, so connected devices see them at once and the daily_attendance projection follows
 * (written from each day's record, decision 069); reads are SQL over it. A tick for today needs
 * the arrival time, since today's presence is a visit: counted in the ratio and on the dashboard.
 */

import { randomUUID } from 'node:crypto';
import { can } from '@cubby/shared/access';
import { DayTimesRefusal, editDayTimes, togglePresence } from '@cubby/shared/attendance-commands';
import { mondayOf, weekdayOf } from '@cubby/shared/dates';
import { setDaysPaid } from '@cubby/shared/docs';
import { timeOfDayAt } from '@cubby/shared/facility-clock';
import {
  attendancePatchPayloadSchema,
  attendanceTogglePayloadSchema,
  isAttendancePaymentPatch,
  weeklyAttendanceQuerySchema,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.ts';
import { readJson, readQuery } from '../http/parse.ts';
import { requestCredentials } from '../http/request-credentials.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { type AttendanceJson, toAttendanceJson, toCustomerJson } from '../http/serialize.ts';
import {
  type AttendanceRow,
  findAttendance,
  loadAttendanceByCustomer,
  parseAttendanceId,
} from '../queries/attendance.ts';
import { withClientDates } from '../queries/client-dates.ts';
import { listCustomersByName, requireCustomer } from '../queries/customers.ts';
import { serverWeeks } from '../services/server-weeks.ts';
import { attendanceRowId } from '../sync/hooks/project-day-record.ts';

const RECORD_NOT_FOUND = 'Attendance record not found';

/** Attendance routes, mounted under /api. */
export function attendanceRoutes({ db, registry, responses, clock }: RouteDeps) {
  const weeks = serverWeeks({ db, registry });
  // A row the projection just wrote; missing only if the document named an unknown customer.
  const readBack = (customerId: string, date: string): AttendanceRow =>
    findAttendance(db, customerId, date) ?? notFound(RECORD_NOT_FOUND);

  return new Hono<AppEnv>()
    .get('/attendance/weekly', authorize(db, 'attendance:read'), (c) => {
      const { week } = withClientDates(() => readQuery(c, weeklyAttendanceQuerySchema));
      // Paid flags are finance: only a principal who may read finance receives checkReceived.
      const withPayment = can(c.get('principal'), 'finance:read');
      return responses.json(c, () => {
        const byCustomer = loadAttendanceByCustomer(db, week);
        return listCustomersByName(db).map((customer) => {
          // The week's dates in order, each that has a row.
          const attendance: Record<string, AttendanceJson> = {};
          const days = byCustomer.get(customer.id);
          for (const date of week) {
            const row = days?.get(date);
            if (row) attendance[date] = toAttendanceJson(row, { withPayment });
          }
          return { customer: toCustomerJson(customer), attendance };
        });
      });
    })

    .post('/attendance/toggle', authorize(db, 'attendance:write'), async (c) => {
      const input = await readJson(c, attendanceTogglePayloadSchema);
      const { customerId, date } = input;
      // The grid has five day cells, Monday to Friday; a weekend date has no cell to flip.
      if (weekdayOf(date) === null) badRequest('date must be a weekday (Monday to Friday)');
      requireCustomer(db, customerId);
      // The client's dailyCost is not used: the server prices the day (decisions 024 and 067).
      // Today's tick is a visit (decision 069); the spec's client sends no arrival time, and
      // its tick is the child in from now, as a check-in is. Other days ignore the time.
      const presence = {
        customerId,
        date,
        isPresent: input.isPresent,
        arrivalTime: input.arrivalTime ?? timeOfDayAt(clock.now(), clock.timeZone),
        newVisitId: randomUUID(),
        source: 'api' as const,
      };
      withClientDates(() =>
        refusedIn400(() => togglePresence(weeks, clock, presence, auditSourceOf(db, c))),
      );
      const withPayment = can(c.get('principal'), 'finance:read');
      // Unticking a day that held nothing leaves no row: the answer is the day, absent.
      const row = input.isPresent
        ? readBack(customerId, date)
        : (findAttendance(db, customerId, date) ?? absentDayRow(customerId, date, clock.now()));
      return c.json(toAttendanceJson(row, { withPayment }));
    })

    .patch('/attendance/:id', async (c) => {
      // The action this needs depends on the body (times are staff work, checkReceived is the
      // owner's), so this route checks credentials itself instead of using `authorize`.
      const credentials = requestCredentials(db, c);
      if (credentials.length === 0) unauthorized();
      const patch = await readJson(c, attendancePatchPayloadSchema);
      const action = isAttendancePaymentPatch(patch) ? 'finance:write' : 'attendance:write';
      // Neither action is open to parents, so the parent password-change rule never applies.
      const { principal } =
        credentials.find((credential) => can(credential.principal, action)) ?? forbidden();
      const source = auditSourceOf(db, c, principal);

      const key = parseAttendanceId(c.req.param('id'));
      const existing = key && findAttendance(db, key.customerId, key.date);
      if (!existing) return notFound(RECORD_NOT_FOUND);
      const { customerId, date } = existing;
      const monday = mondayOf(date);

      if (isAttendancePaymentPatch(patch)) {
        registry.writeNow(
          { kind: 'finance', monday },
          (doc) => setDaysPaid(doc, [{ customerId, date }], patch.checkReceived),
          source,
        );
      } else {
        // The server prices the day, whatever cost the client previewed (decisions 024, 067).
        // The times edit the day's visits: its first arrival and last departure, or a new visit.
        const { arrivalTime, departureTime, pickupReason } = patch;
        const times = { customerId, date, arrivalTime, departureTime, pickupReason };
        const input = { ...times, newVisitId: randomUUID(), source: 'api' as const };
        refusedIn400(() => editDayTimes(weeks, clock, input, source));
      }
      const withPayment = can(principal, 'finance:read');
      const row = readBack(customerId, date);
      return c.json(toAttendanceJson(row, { withPayment }));
    });
}

// What the attendance commands refuse is a 400 in their own words; nothing was written.
function refusedIn400(write: () => void): void {
  try {
    write();
  } catch (error) {
    if (!(error instanceof DayTimesRefusal)) throw error;
    badRequest(error.message);
  }
}

// The day as the API answers it when nothing is stored for it: absent, no times, no charge.
function absentDayRow(customerId: string, date: string, now: Date): AttendanceRow {
  return {
    id: attendanceRowId(customerId, date),
    customerId,
    date,
    isPresent: false,
    isEarlyPickup: false,
    isLatePickup: false,
    pickupReason: null,
    checkReceived: false,
    partPaidCents: null,
    dailyCostCents: null,
    chargeCents: null,
    minutes: null,
    arrivalTime: null,
    departureTime: null,
    createdAt: now,
    updatedAt: now,
  };
}
