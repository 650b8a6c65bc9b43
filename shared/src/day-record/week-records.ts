/**
 * @module
 * The day records of a week document: what is stored of each child's day (visits, the
 * present-without-times mark, the kept price) put through `deriveDay`. A tablet reads its synced
 * copy this way, the server its own copy (GET /api/days, the projection), so both derive alike.
 */
import type * as Y from 'yjs';
import type { Visit } from '../docs/visit-merge.ts';
import {
  attendanceDayKey,
  getAttendanceDay,
  listAttendance,
  listStoredVisits,
  listStoredVisitsWhere,
} from '../docs/week-doc.ts';
import { getKeptPrice } from '../docs/week-prices.ts';
import { type Cents, parseMoney } from '../money.ts';
import { type DayContext, type DayRecord, deriveDay } from './day-record.ts';

/** What reading a week's records needs besides the document: today, the hours, each rate. */
export interface WeekRecordContext extends DayContext {
  /** A child's hourly rate in cents; null for a child the reader does not know (left out). */
  rateOf(customerId: string): Cents | null;
}

/**
 * Every day of the week document that holds something (a visit, the mark, a reason or a kept
 * price), derived, keyed by `attendanceDayKey`; days of children `rateOf` does not know are left out.
 */
export function readWeekRecords(doc: Y.Doc, context: WeekRecordContext): Map<string, DayRecord> {
  const visitsByDay = new Map<string, Visit[]>();
  for (const visit of listStoredVisits(doc)) {
    const key = attendanceDayKey(visit.customerId, visit.date);
    const group = visitsByDay.get(key);
    if (group) group.push(visit);
    else visitsByDay.set(key, [visit]);
  }
  const attendance = listAttendance(doc);
  const days = new Map<string, { customerId: string; date: string }>();
  for (const day of attendance.values()) days.set(attendanceDayKey(day.customerId, day.date), day);
  for (const [key, [first]] of visitsByDay) {
    if (first && !days.has(key)) days.set(key, first);
  }
  const records = new Map<string, DayRecord>();
  for (const [key, { customerId, date }] of [...days].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const rate = context.rateOf(customerId);
    if (rate === null) continue;
    // A kept price may belong to a day of visits alone, which the attendance map does not hold.
    const kept = getKeptPrice(doc, customerId, date);
    const facts = {
      customerId,
      date,
      visits: visitsByDay.get(key) ?? [],
      markedPresent: attendance.get(key)?.isPresent ?? false,
      pickupReason: attendance.get(key)?.pickupReason ?? null,
      keptPriceCents: kept === null ? null : parseMoney(kept),
      hourlyRateCents: rate,
    };
    records.set(key, deriveDay(facts, context));
  }
  return records;
}

/** One child's day of the week document, derived (an absent day when nothing is stored). */
export function readDayRecord(
  doc: Y.Doc,
  customerId: string,
  date: string,
  context: DayContext & { hourlyRateCents: Cents },
): DayRecord {
  const visits = listStoredVisitsWhere(doc, (child, day) => child === customerId && day === date);
  const stored = getAttendanceDay(doc, customerId, date);
  const kept = getKeptPrice(doc, customerId, date);
  const facts = {
    customerId,
    date,
    visits,
    markedPresent: stored?.isPresent ?? false,
    pickupReason: stored?.pickupReason ?? null,
    keptPriceCents: kept === null ? null : parseMoney(kept),
    hourlyRateCents: context.hourlyRateCents,
  };
  return deriveDay(facts, context);
}
