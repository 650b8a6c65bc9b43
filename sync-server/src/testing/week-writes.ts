/**
 * @module
 * Attendance written into a week's document in tests, as the server's own writes and a tablet's
 * check-ins reach it: through the registry, so the projections and every hook run as they do.
 */
import { randomUUID } from 'node:crypto';
import { checkIn, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { mondayOf } from '@cubby/shared/dates';
import {
  keepDayPrice,
  listStoredVisitsWhere,
  putVisit,
  removePresentMark,
  removeVisits,
  setAttendance,
} from '@cubby/shared/docs';
import { clockStoppedAt, instantAt } from '@cubby/shared/facility-clock';
import { parseMoney } from '@cubby/shared/money';
import type * as Y from 'yjs';
import { SERVER_ORIGIN } from '../sync/hooks.ts';
import { facilityInstant, TEST_TIME_ZONE } from './facility-time.ts';
import type { TestApp } from './test-app.ts';

/**
 * A day as a test sets it: present (without times, or from `arrivalTime` to `departureTime`,
 * which become the day's one visit), a reason, and the price the server keeps for it if any.
 */
export interface RecordedDay {
  isPresent?: boolean;
  arrivalTime?: string | null;
  departureTime?: string | null;
  pickupReason?: string | null;
  keptPrice?: string | null;
}

/** The id of the visit `writeDay` gives a day with times. */
export function recordedVisitId(customerId: string, date: string): string {
  return `recorded-${customerId}-${date}`;
}

/** Writes a day: its visit or mark, its reason and kept price (null lets the rate price it). */
export function writeDay(
  doc: Y.Doc,
  customerId: string,
  date: string,
  { keptPrice, isPresent, arrivalTime, departureTime, pickupReason }: RecordedDay,
  origin: unknown = SERVER_ORIGIN,
): void {
  doc.transact(() => {
    const ofDay = listStoredVisitsWhere(doc, (child, day) => child === customerId && day === date);
    if (isPresent === false || arrivalTime) {
      removeVisits(
        doc,
        ofDay.map((visit) => visit.id),
        origin,
      );
      removePresentMark(doc, customerId, date, origin);
    }
    if (isPresent !== false && arrivalTime) {
      const instant = (time: string) => instantAt(date, time, TEST_TIME_ZONE).toISOString();
      putVisit(
        doc,
        {
          id: recordedVisitId(customerId, date),
          customerId,
          date,
          checkInTime: instant(arrivalTime),
          checkOutTime: departureTime ? instant(departureTime) : null,
          source: 'grid',
        },
        origin,
      );
    } else if (isPresent === true && ofDay.length === 0) {
      setAttendance(doc, customerId, date, { isPresent: true }, origin);
    }
    if (pickupReason !== undefined) setAttendance(doc, customerId, date, { pickupReason }, origin);
    if (keptPrice !== undefined) {
      const cents = keptPrice === null ? null : parseMoney(keptPrice);
      keepDayPrice(doc, customerId, date, cents, origin);
    }
  }, origin);
}

/** Sets a child's day in its week's document, as a server write. */
export function recordDay(
  app: TestApp,
  customerId: string,
  date: string,
  fields: RecordedDay,
): void {
  app.core.registry.writeNow({ kind: 'week', monday: mondayOf(date) }, (doc) =>
    writeDay(doc, customerId, date, fields),
  );
}

/** A tablet's check-in at 08:45 on `date`, through the week document as the sync endpoint applies it. */
export function checkInOnTablet(app: TestApp, customerId: string, date: string): void {
  app.core.registry.writeNow({ kind: 'week', monday: mondayOf(date) }, (doc) =>
    checkIn(oneWeekDoc(doc), clockStoppedAt(TEST_TIME_ZONE, facilityInstant(date, 8, 45)), {
      visitId: randomUUID(),
      customerId,
      source: 'desk',
    }),
  );
}
