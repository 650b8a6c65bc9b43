/**
 * @module
 * The visits of several children's day records as one list: who is in, the sign-in sheet.
 */
import type { DayRecord, DayVisit } from './day-record.ts';

/** A visit with the child it is of. */
export type ChildVisit = DayVisit & { customerId: string };

/** The visits of these day records, earliest arrival first (then by id, as every device orders). */
export function visitsOf(records: Iterable<DayRecord>): ChildVisit[] {
  const visits: ChildVisit[] = [];
  for (const record of records) {
    for (const visit of record.visits) visits.push({ ...visit, customerId: record.customerId });
  }
  return visits.sort(
    (a, b) =>
      Date.parse(a.checkInTime) - Date.parse(b.checkInTime) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
