import { randomUUID } from 'node:crypto';
import { checkIn, checkOut, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { setAttendance, setStaffNote } from '@cubby/shared/docs';
import { clockStoppedAt } from '@cubby/shared/facility-clock';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { facilityInstant, TEST_TIME_ZONE } from '../testing/facility-time.ts';
import { DOC_BYTE_BOUNDS } from './doc-bounds.ts';

const WEEK_DATES = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

/**
 * A busy week of 100 families as four tablets write it: every child checked in and out every
 * day, a day's cost, an early pick-up with its reason now and then, and the staff note of each
 * family rewritten every day.
 */
function busyWeek(): Y.Doc {
  const server = new Y.Doc();
  const tablets = [1, 2, 3, 4].map((n) => {
    const tablet = new Y.Doc();
    tablet.clientID = n * 1000;
    tablet.on('update', (update: Uint8Array) => Y.applyUpdate(server, update));
    return tablet;
  });
  const families = Array.from({ length: 100 }, () => randomUUID());
  WEEK_DATES.forEach((date, day) => {
    families.forEach((customerId, i) => {
      const tablet = tablets[i % tablets.length] as Y.Doc;
      const week = oneWeekDoc(tablet);
      const at = (hour: number) =>
        clockStoppedAt(TEST_TIME_ZONE, facilityInstant(date, hour, i % 60));
      checkIn(week, at(8), { visitId: randomUUID(), customerId, source: 'desk' });
      setAttendance(tablet, customerId, date, {
        pickupReason: i % 7 === 0 ? 'Dentist appointment in the afternoon' : null,
      });
      checkOut(week, at(16), { customerId });
      const note = `Day ${day + 1}: ate well, napped an hour, bring spare clothes tomorrow. `;
      setStaffNote(tablet, customerId, note.repeat(3));
    });
  });
  return server;
}

describe('document size bounds', () => {
  it('leave a busy week of 100 families far inside the week bound', () => {
    const bytes = Y.encodeStateAsUpdate(busyWeek()).byteLength;
    console.log(`[sync] a busy week of 100 families: ${bytes} bytes`);
    // About 0.4 MB, against 16 MiB: room for forty such weeks.
    expect(bytes * 20).toBeLessThan(DOC_BYTE_BOUNDS.week);
  });
});
