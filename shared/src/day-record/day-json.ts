/**
 * @module
 * A day record as GET /api/days answers it (DESIGN section 8): who by contact id, the charge as
 * a decimal string, null while the day is in progress.
 */
import { formatMoney } from '../money.ts';
import type { DayJson } from '../schemas/days.ts';
import type { DayRecord } from './day-record.ts';

/** The API's shape of a day record. */
export function toDayJson(record: DayRecord): DayJson {
  return {
    customerId: record.customerId,
    present: record.present,
    visits: record.visits.map((visit) => ({
      arrival: visit.arrival,
      departure: visit.departure,
      droppedOffBy: visit.droppedOffBy?.contactId ?? null,
      collectedBy: visit.collectedBy?.contactId ?? null,
      source: visit.source,
    })),
    early: record.early,
    late: record.late,
    charge: record.chargeCents === null ? null : formatMoney(record.chargeCents),
  };
}
