/**
 * @module
 * A week document's changed keys read as records of the week (`readWeekKeyChange`): what the
 * audit log describes and what the server's hooks react to, one key at a time.
 */
import {
  ATTENDANCE_ROOT,
  type AttendanceField,
  attendanceKeyDay,
  type LegacyDayField,
  parseAttendanceKey,
  parseLegacyDayKey,
  readAttendanceValue,
  readLegacyDayValue,
  readStoredVisit,
  STAFF_NOTES_ROOT,
  type StoredVisit,
  VISITS_ROOT,
} from './week-doc.ts';
import { KEPT_PRICES, parseKeptPriceKey, readKeptPrice } from './week-prices.ts';

/** What one changed key of a week document records; the audit log describes these. */
export type WeekKeyChange =
  | {
      record: 'attendance';
      customerId: string;
      date: string;
      field: AttendanceField;
      before: unknown;
      after: unknown;
    }
  /** A field only apps before decision 069 write: a time or an early/late flag. */
  | {
      record: 'legacyDay';
      customerId: string;
      date: string;
      field: LegacyDayField;
      before: unknown;
      after: unknown;
    }
  | { record: 'visit'; visitId: string; before: StoredVisit | null; after: StoredVisit | null }
  | { record: 'staffNote'; customerId: string }
  /** A cost a device sent for a day, which nothing charges (decision 067). */
  | { record: 'clientCost'; customerId: string; date: string }
  /** A price the server kept for a day, or let go. */
  | {
      record: 'keptPrice';
      customerId: string;
      date: string;
      before: string | null;
      after: string | null;
    };

/**
 * Reads a change of one key (its value before and after; undefined when absent) as a record of
 * the week; null for keys that record nothing (the schema stamp) or values of another shape.
 */
export function readWeekKeyChange(
  root: string,
  key: string,
  before: unknown,
  after: unknown,
): WeekKeyChange | null {
  if (root === ATTENDANCE_ROOT) {
    const parsed = parseAttendanceKey(key);
    const legacy = parsed ? null : parseLegacyDayKey(key);
    if (legacy) {
      const read = (value: unknown) => readLegacyDayValue(legacy.field, value);
      return { record: 'legacyDay', ...legacy, before: read(before), after: read(after) };
    }
    if (!parsed) {
      const day = attendanceKeyDay(key);
      return day ? { record: 'clientCost', ...day } : null;
    }
    const read = (value: unknown) => readAttendanceValue(parsed.field, value);
    return { record: 'attendance', ...parsed, before: read(before), after: read(after) };
  }
  if (root === VISITS_ROOT) {
    return {
      record: 'visit',
      visitId: key,
      before: readStoredVisit(before),
      after: readStoredVisit(after),
    };
  }
  if (root === STAFF_NOTES_ROOT) return { record: 'staffNote', customerId: key };
  if (root === KEPT_PRICES) {
    const parsed = parseKeptPriceKey(key);
    if (!parsed) return null;
    return {
      record: 'keptPrice',
      ...parsed,
      before: readKeptPrice(before),
      after: readKeptPrice(after),
    };
  }
  return null;
}
