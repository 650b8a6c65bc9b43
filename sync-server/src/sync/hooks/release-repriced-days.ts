/**
 * @module
 * A kept price stands for a day as it was when the server kept it (decision 067). When what the
 * day's charge is computed from changes afterwards (present or absent, arrival, departure), the
 * kept price is let go in the same commit and the child's rate prices the day again, as editing
 * a day priced it at the rate of the moment before that decision.
 */
import {
  attendanceDayKey,
  getKeptPrice,
  keepDayPrice,
  keptPricesMap,
  readWeekKeyChange,
} from '@cubby/shared/docs';
import { type ChangeContext, UNAUDITED_ORIGIN } from '../hooks.ts';
import { changedKeys } from '../sync-doc.ts';

/** The attendance fields a day's charge is computed from. */
const PRICED_FIELDS: ReadonlySet<string> = new Set(['isPresent', 'arrivalTime', 'departureTime']);

/**
 * Lets go of the kept price of every day whose priced fields the commit changed, unless the
 * commit kept that price itself (a server write that records a day and its price together).
 */
export function releaseRepricedDays({ doc, dirty, changeLog, write }: ChangeContext): void {
  const keptNow = changedKeys(dirty, keptPricesMap(doc.ydoc));
  const released = new Map<string, { customerId: string; date: string }>();
  for (const { changes } of changeLog) {
    for (const { root, key, before, after } of changes) {
      const change = readWeekKeyChange(root, key, before, after);
      if (change?.record !== 'attendance' || !PRICED_FIELDS.has(change.field)) continue;
      if (change.before === change.after) continue;
      const { customerId, date } = change;
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
