/**
 * @module
 * Attendance written into a week's document in tests, as the server's own writes and a tablet's
 * check-ins reach it: through the registry, so the projections and every hook run as they do.
 */
import { randomUUID } from 'node:crypto';
import { checkIn, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { mondayOf } from '@cubby/shared/dates';
import { type AttendanceFields, keepDayPrice, setAttendance } from '@cubby/shared/docs';
import { clockStoppedAt } from '@cubby/shared/facility-clock';
import { parseMoney } from '@cubby/shared/money';
import type * as Y from 'yjs';
import { SERVER_ORIGIN } from '../sync/hooks.ts';
import { facilityInstant, TEST_TIME_ZONE } from './facility-time.ts';
import type { TestApp } from './test-app.ts';

/** A day's fields as a test sets them, with the price the server keeps for it if any. */
export type RecordedDay = Partial<AttendanceFields> & { keptPrice?: string | null };

/** Writes a day's fields and kept price (a decimal string; null lets the rate price it). */
export function writeDay(
  doc: Y.Doc,
  customerId: string,
  date: string,
  { keptPrice, ...fields }: RecordedDay,
  origin: unknown = SERVER_ORIGIN,
): void {
  doc.transact(() => {
    setAttendance(doc, customerId, date, fields, origin);
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
    }),
  );
}
