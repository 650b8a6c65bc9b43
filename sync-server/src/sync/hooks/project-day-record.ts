/**
 * @module
 * A child's day as SQL holds it, written from its day record (decision 069): the
 * daily_attendance row (present, first arrival and last departure, early and late, the charge
 * and minutes, the reason and the kept price) and one sessions row per visit. Every SQL reader
 * (the ledger, reports, balances, REST attendance, the financial week, the parent's account,
 * ratios and the kiosk) reads these rows, so none can disagree with the dashboard or the grid.
 */

import { minutesBetween } from '@cubby/shared/dates';
import type { DayRecord, DayVisit } from '@cubby/shared/day-record';
import type { VisitContact } from '@cubby/shared/docs';
import { costForMinutes, parseMoney } from '@cubby/shared/money';
import type { Db } from '../../db/client.ts';
import type { ProjectionStatements } from './projection-statements.ts';
import { namedPerson } from './visit-people.ts';

/** The id of a customer's attendance row for a date; stable, so PATCH /api/attendance/{id} works. */
export function attendanceRowId(customerId: string, date: string): string {
  return `${customerId}_${date}`;
}

/** What a day's row holds beside its record: the price the server kept, as a decimal string. */
export interface DayExtras {
  keptPrice: string | null;
}

/**
 * Writes a day's row and its sessions from its record: the sessions of visits it no longer has
 * are removed. `rateCents` prices each session as the report shows it.
 */
export function projectDayRecord(
  db: Db,
  statements: ProjectionStatements,
  record: DayRecord,
  extras: DayExtras,
  rateCents: number,
): void {
  const { customerId, date } = record;
  statements.upsertAttendanceDay.run({
    id: attendanceRowId(customerId, date),
    customerId,
    date,
    isPresent: record.present,
    isEarlyPickup: record.early,
    isLatePickup: record.late,
    pickupReason: record.pickupReason,
    dailyCostCents: extras.keptPrice === null ? null : parseMoney(extras.keptPrice),
    chargeCents: record.chargeCents,
    minutes: record.minutes,
    arrivalTime: record.arrival,
    departureTime: record.departure,
    updatedAt: new Date(),
  });
  const kept = new Set(record.visits.map((visit) => visit.id));
  for (const { id } of statements.sessionIdsOfDay.all({ customerId, date })) {
    if (!kept.has(id)) statements.deleteSession.run({ id, customerId });
  }
  for (const visit of record.visits) projectSession(db, statements, record, visit, rateCents);
}

function projectSession(
  db: Db,
  statements: ProjectionStatements,
  { customerId, date }: DayRecord,
  visit: DayVisit,
  rateCents: number,
): void {
  const minutes = visit.departure === null ? null : minutesBetween(visit.arrival, visit.departure);
  statements.upsertSession.run({
    id: visit.id,
    customerId,
    date,
    checkInTime: new Date(visit.checkInTime),
    checkOutTimeMs: visit.checkOutTime === null ? null : Date.parse(visit.checkOutTime),
    duration: minutes,
    totalCostCents: minutes === null ? null : costForMinutes(rateCents, minutes),
    // Who brought and fetched the child, for the individual report (decision 028), named by the
    // contacts table and never by what the visit says (decision 067).
    droppedOffByJson: personJson(db, customerId, visit.droppedOffBy),
    pickedUpByJson: personJson(db, customerId, visit.collectedBy),
  });
}

function personJson(db: Db, customerId: string, person: VisitContact | null): string | null {
  return person ? JSON.stringify(namedPerson(db, customerId, person)) : null;
}
