/**
 * @module
 * Apps before decision 069 kept a day's times twice: in the day's attendance fields, which the
 * grid and Edit Attendance Details wrote, and in its visits. The server folds the first into the
 * second, so nothing an older app recorded is lost: a day ticked present with times and no visit
 * gets a visit with them (made on the grid); a day with both keeps its visits, its first arrival
 * and last departure set to the attendance times where they differ (the edit was the later
 * word); a day an older grid unticked loses its visits, as the grid's untick does now. Then the
 * old fields go. The same function runs when a week document is loaded and when an older app,
 * still cached on a tablet, writes such fields.
 */
import type * as Y from 'yjs';
import type { IsoDate } from '../dates.ts';
import { stampSchemaVersion } from '../docs/doc-meta.ts';
import { joinKey } from '../docs/record-key.ts';
import { type MergedVisit, mergeVisits } from '../docs/visit-merge.ts';
import {
  type LegacyDay,
  listLegacyDays,
  listStoredVisitsWhere,
  putVisit,
  removeLegacyDayFields,
  removePresentMark,
  removeVisits,
  setStayTimes,
  WEEK_DOC_VERSION,
} from '../docs/week-doc.ts';
import { instantAt, timeOfDayAt } from '../facility-clock.ts';
import { checkOutMoment } from './closing-time.ts';

/** The id of the visit a fold makes for a day: one per day, so folding twice makes one. */
export function foldedVisitId(customerId: string, date: IsoDate): string {
  return joinKey('times', customerId, date);
}

/**
 * Folds what older apps stored of days into their visits and removes it; `wanted` limits the
 * fold to some days (those an update just wrote). Returns the days folded.
 */
export function foldLegacyTimes(
  doc: Y.Doc,
  timeZone: string,
  origin?: unknown,
  wanted?: (customerId: string, date: string) => boolean,
): LegacyDay[] {
  const days = [...listLegacyDays(doc, wanted).values()];
  if (days.length === 0) return days;
  doc.transact(() => {
    stampSchemaVersion(doc, WEEK_DOC_VERSION);
    for (const day of days) foldDay(doc, timeZone, day, origin);
  }, origin);
  return days;
}

function foldDay(doc: Y.Doc, timeZone: string, day: LegacyDay, origin: unknown): void {
  const { customerId, date } = day;
  const stored = listStoredVisitsWhere(doc, (child, on) => child === customerId && on === date);
  const stays = mergeVisits(stored);
  if (day.isPresent === false) {
    // An older grid's untick: the day is absent, as the grid's untick makes it now.
    removeVisits(
      doc,
      stored.map((visit) => visit.id),
      origin,
    );
  } else if (day.isPresent === true && day.arrivalTime) {
    if (stays.length === 0) addVisit(doc, timeZone, day, day.arrivalTime, origin);
    else correctStays(doc, timeZone, day, stays, origin);
    // The visits say the day was present; the mark means present without times.
    removePresentMark(doc, customerId, date, origin);
  }
  removeLegacyDayFields(doc, customerId, date, origin);
}

function addVisit(
  doc: Y.Doc,
  timeZone: string,
  { customerId, date, departureTime }: LegacyDay,
  arrivalTime: string,
  origin: unknown,
): void {
  const checkInTime = instantAt(date, arrivalTime, timeZone).toISOString();
  const checkOutTime = departureTime
    ? checkOutMoment({ checkInTime }, instantAt(date, departureTime, timeZone)).toISOString()
    : null;
  const id = foldedVisitId(customerId, date);
  putVisit(doc, { id, customerId, date, checkInTime, checkOutTime, source: 'grid' }, origin);
}

// The attendance times were the later word (Edit Attendance Details corrected the day): the
// first stay's arrival and the last stay's departure take them where they read differently on
// the clock (a check-in's seconds are not a correction).
function correctStays(
  doc: Y.Doc,
  timeZone: string,
  day: LegacyDay,
  stays: readonly MergedVisit[],
  origin: unknown,
): void {
  const first = stays[0] as MergedVisit;
  const last = stays.at(-1) as MergedVisit;
  if (day.arrivalTime && timeOfDayAt(new Date(first.checkInTime), timeZone) !== day.arrivalTime) {
    const checkInTime = instantAt(day.date, day.arrivalTime, timeZone).toISOString();
    setStayTimes(doc, first, { checkInTime }, origin);
  }
  const leftAt = last.checkOutTime ? timeOfDayAt(new Date(last.checkOutTime), timeZone) : null;
  if (day.departureTime && leftAt !== day.departureTime) {
    const at = instantAt(day.date, day.departureTime, timeZone);
    const checkInTime =
      first === last && day.arrivalTime
        ? instantAt(day.date, day.arrivalTime, timeZone).toISOString()
        : last.checkInTime;
    setStayTimes(
      doc,
      last,
      { checkOutTime: checkOutMoment({ checkInTime }, at).toISOString() },
      origin,
    );
  }
}
