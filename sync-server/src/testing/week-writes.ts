/**
 * @module
 * Attendance written into a week's document in tests, as the server's own writes and a tablet's
 * check-ins reach it: through the registry, so the projections and every hook run as they do.
 */
import { randomUUID } from 'node:crypto';
import { checkIn, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { mondayOf } from '@cubby/shared/dates';
import { type AttendanceFields, setAttendance } from '@cubby/shared/docs';
import { clockStoppedAt } from '@cubby/shared/facility-clock';
import { SERVER_ORIGIN } from '../sync/hooks.ts';
import { facilityInstant, TEST_TIME_ZONE } from './facility-time.ts';
import type { TestApp } from './test-app.ts';

/** Sets a child's day in its week's document, as a server write. */
export function recordDay(
  app: TestApp,
  customerId: string,
  date: string,
  fields: Partial<AttendanceFields>,
): void {
  app.core.registry.writeNow({ kind: 'week', monday: mondayOf(date) }, (doc) =>
    setAttendance(doc, customerId, date, fields, SERVER_ORIGIN),
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
