/**
 * @module
 * When a stay ends when nobody said so: a check-out sent before its check-in, and a stay left
 * open on an earlier day (a forgotten check-out). The record counts such a stay closed at its
 * day's closing time and the commands close it there, so both say the same (decision 018).
 */
import type { IsoDate } from '../dates.ts';
import { instantAt } from '../facility-clock.ts';
import type { StandardDay } from '../facility-hours.ts';

/**
 * When a stay closes for a check-out sent at `at`: never before the stay's check-in. A kiosk's
 * check-out queued offline, or a tablet whose clock drifts, can send a moment before a check-in
 * another device made; the stay then closes at its check-in (a stay of no time, billed nothing)
 * rather than with a negative length.
 */
export function checkOutMoment(stay: { checkInTime: string }, at: Date): Date {
  const checkedIn = new Date(stay.checkInTime);
  return at < checkedIn ? checkedIn : at;
}

/**
 * When a stay forgotten on an earlier day counts as closed: the end of the standard day in force
 * on its own date, or its check-in if later. The audit log tells such a closure from a
 * check-out by it.
 */
export function closingTimeOf(
  stay: { date: IsoDate; checkInTime: string },
  timeZone: string,
  standardDay: StandardDay,
): Date {
  return checkOutMoment(stay, instantAt(stay.date, standardDay.end, timeZone));
}
