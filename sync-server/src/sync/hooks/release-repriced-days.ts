/**
 * @module
 * A kept price stands for a day as it was when the server kept it (decision 067). When what the
 * day's charge is computed from changes afterwards (the present-without-times mark, a visit's
 * times, a visit added or removed), the kept price is let go in the same commit and the child's
 * rate prices the day again, as editing a day priced it at the rate of the moment before that
 * decision. Closing a forgotten stay at its closing time changes nothing the record did not
 * already count (decision 069), so it keeps the price.
 */
import { closingTimeOf } from '@cubby/shared/day-record';
import {
  attendanceDayKey,
  getKeptPrice,
  keepDayPrice,
  keptPricesMap,
  readWeekKeyChange,
  type StoredVisit,
  type WeekKeyChange,
} from '@cubby/shared/docs';
import { facilityToday } from '@cubby/shared/facility-clock';
import { hoursOn } from '@cubby/shared/facility-hours';
import { readFacilityHours } from '../../services/facility-hours/read-facility-hours.ts';
import { type ChangeContext, UNAUDITED_ORIGIN } from '../hooks.ts';
import { changedKeys } from '../sync-doc.ts';

/**
 * Lets go of the kept price of every day whose charge's facts the commit changed, unless the
 * commit kept that price itself (a server write that records a day and its price together).
 */
export function releaseRepricedDays(context: ChangeContext): void {
  const { doc, dirty, changeLog, write } = context;
  const keptNow = changedKeys(dirty, keptPricesMap(doc.ydoc));
  const released = new Map<string, { customerId: string; date: string }>();
  const sameCharge = forgottenClosure(context);
  for (const { changes } of changeLog) {
    for (const { root, key, before, after } of changes) {
      const change = readWeekKeyChange(root, key, before, after);
      const day = change ? repricedDay(change, sameCharge) : null;
      if (!day) continue;
      const { customerId, date } = day;
      if (keptNow.has(attendanceDayKey(customerId, date))) continue;
      if (getKeptPrice(doc.ydoc, customerId, date) !== null) {
        released.set(attendanceDayKey(customerId, date), { customerId, date });
      }
    }
  }
  if (released.size === 0) return;
  // The day's own entry says what changed; the charge follows from it.
  write(
    doc.ref,
    (ydoc) => {
      for (const { customerId, date } of released.values()) {
        keepDayPrice(ydoc, customerId, date, null, UNAUDITED_ORIGIN);
      }
    },
    UNAUDITED_ORIGIN,
  );
}

// The day whose charge a change may change: the mark set or cleared, or a visit's times.
function repricedDay(
  change: WeekKeyChange,
  sameCharge: (before: StoredVisit, after: StoredVisit) => boolean,
): { customerId: string; date: string } | null {
  if (change.record === 'attendance') {
    return change.field === 'isPresent' && change.before !== change.after ? change : null;
  }
  if (change.record !== 'visit') return null;
  const { before, after } = change;
  const visit = after ?? before;
  if (!visit) return null;
  if (before && after) {
    const moved =
      before.checkInTime !== after.checkInTime || before.checkOutTime !== after.checkOutTime;
    if (!moved || sameCharge(before, after)) return null;
  }
  return visit;
}

// A stay of an earlier day closed at its closing time: the record already counted it so.
function forgottenClosure({ db, clock }: ChangeContext) {
  const hours = readFacilityHours(db).history;
  const today = facilityToday(clock);
  return (before: StoredVisit, after: StoredVisit): boolean =>
    before.checkOutTime === null &&
    after.date < today &&
    after.checkOutTime ===
      closingTimeOf(after, clock.timeZone, hoursOn(hours, after.date).standardDay).toISOString();
}
