/**
 * @module
 * Projects `week:{monday}` into daily_attendance, sessions and weekly_notes (staff), touching
 * only the rows whose keys the committed updates changed. A day's cost column is the price the
 * server kept for it, never a device's (decision 067); who dropped off and collected is named
 * from the contacts table (`visit-people.ts`).
 */
import { mondayOf } from '@cubby/shared/dates';
import {
  attendanceKeyDay,
  attendanceMap,
  getAttendanceDay,
  getStaffNote,
  getStoredVisit,
  keptPricesMap,
  listStoredVisitsWhere,
  mergeVisits,
  parseKeptPriceKey,
  staffNotesMap,
  type Visit,
  type VisitContact,
  visitsMap,
} from '@cubby/shared/docs';
import { facilityToday } from '@cubby/shared/facility-clock';
import { costForMinutes, parseMoney } from '@cubby/shared/money';
import { stayMinutes } from '@cubby/shared/stay-time';
import { SYSTEM_SOURCE } from '../../services/audit.ts';
import { followLedger } from '../../services/ledger/ledger-change.ts';
import { type ChangedDay, familyToken } from '../../services/ledger/one-family-reads.ts';
import { watchRatios } from '../../services/ratios/ratio-watch.ts';
import { describeWeekChanges } from '../audit/week-changes.ts';
import type { ChangeContext, DocHooks } from '../hooks.ts';
import { changedKeys } from '../sync-doc.ts';
import { createCustomerLookup } from './customer-lookup.ts';
import { type ProjectionStatements, projectionStatements } from './projection-statements.ts';
import { releaseRepricedDays } from './release-repriced-days.ts';
import { upsertWeeklyNote } from './upsert-weekly-note.ts';
import { namedPerson } from './visit-people.ts';
import { acceptWeekUpdate } from './week-updates-check.ts';

/** The id of a customer's attendance row for a date; stable, so PATCH /api/attendance/{id} works. */
export function attendanceRowId(customerId: string, date: string): string {
  return `${customerId}_${date}`;
}

/** Hooks of week documents. */
export const weekHooks: DocHooks = {
  acceptClientUpdate: acceptWeekUpdate,
  describeChanges: describeWeekChanges,
  onChange(context) {
    if (context.doc.ref.kind !== 'week') return;
    const monday = context.doc.ref.monday;
    // First, so this commit projects the days as priced after it.
    releaseRepricedDays(context);
    const statements = projectionStatements(context.db);
    const rateOf = createCustomerLookup(statements);
    // Read once for the visits' projection and the charges: every check-in's commit waits on it.
    const visits = changedVisits(context);
    // Before the projection writes the days, so the ledger follow-up knows what changed since.
    const charged = chargedFamilies(context, statements, visits, rateOf);
    projectAttendance(context, statements, monday, rateOf);
    projectVisits(context, statements, visits, monday, rateOf);
    projectStaffNotes(context, statements, monday, rateOf);
    followChargedFamilies(context, charged);
    // A check-in or check-out today (dashboard, kiosk or REST: all come through here) may
    // change a room's ratio; the sessions projection above is what the watch counts.
    if (visits.keys.size > 0 && monday === mondayOf(facilityToday(context.clock))) {
      watchRatios(context);
    }
  },
};

/** The visit keys the commit changed, and those of them still stored (well formed). */
interface ChangedVisits {
  keys: Set<string>;
  stored: Visit[];
}

// Only the changed visits are read here, and projectVisits reads the other visits of their days:
// validating the whole week's visits on every check-in cost more the later in the week it was.
function changedVisits({ doc, dirty }: ChangeContext): ChangedVisits {
  const keys = changedKeys(dirty, visitsMap(doc.ydoc));
  const stored: Visit[] = [];
  for (const id of keys) {
    const visit = getStoredVisit(doc.ydoc, id);
    if (visit) stored.push(visit);
  }
  return { keys, stored };
}

/** The families whose charges the commit may change, with their ledger tokens before it. */
interface ChargedFamilies {
  tokens: Map<string, string | undefined>;
  /** Every day whose attendance the commit changed: all the projection may write. */
  days: ChangedDay[];
}

function chargedFamilies(
  context: ChangeContext,
  statements: ProjectionStatements,
  visits: ChangedVisits,
  rateOf: RateOf,
): ChargedFamilies {
  const { db } = context;
  const children = new Set<string>();
  const days: ChangedDay[] = [];
  for (const day of changedDays(context).values()) {
    children.add(day.customerId);
    days.push(day);
  }
  for (const visit of visits.stored) children.add(visit.customerId);
  const tokens = new Map<string, string | undefined>();
  for (const customerId of children) {
    if (rateOf(customerId) === null) continue;
    const child = statements.customerFamily.get({ customerId });
    if (!child) continue;
    const familyId = child.familyId ?? customerId;
    if (!tokens.has(familyId)) tokens.set(familyId, familyToken(db, familyId));
  }
  return { tokens, days };
}

// A day newly present, absent or re-priced changes its family's charges, so the paid flags
// follow the ledger again (decision 031): a family with a credit sees the new day covered.
// Between the tokens and here the hook wrote nothing of a ledger but those days, so a cached
// ledger is brought up to date with them alone.
function followChargedFamilies(context: ChangeContext, { tokens, days }: ChargedFamilies): void {
  const { db, write, timeZone } = context;
  for (const [familyId, tokenBefore] of tokens) {
    followLedger({ db, write, timeZone }, familyId, SYSTEM_SOURCE, { tokenBefore, days });
  }
}

type RateOf = (customerId: string) => number | null;

/** The days whose attendance or kept price the commit changed, by attendance row id. */
function changedDays({ doc, dirty }: ChangeContext): Map<string, ChangedDay> {
  const days = new Map<string, ChangedDay>();
  for (const key of changedKeys(dirty, attendanceMap(doc.ydoc))) {
    const day = attendanceKeyDay(key);
    if (day) days.set(attendanceRowId(day.customerId, day.date), day);
  }
  for (const key of changedKeys(dirty, keptPricesMap(doc.ydoc))) {
    const parsed = parseKeptPriceKey(key);
    if (parsed) days.set(attendanceRowId(parsed.customerId, parsed.date), parsed);
  }
  return days;
}

function projectAttendance(
  context: ChangeContext,
  statements: ProjectionStatements,
  monday: string,
  rateOf: RateOf,
) {
  const { doc, log } = context;
  for (const [id, { customerId, date }] of changedDays(context)) {
    if (mondayOf(date) !== monday) continue;
    if (rateOf(customerId) === null) {
      log.warn('projection.unknown-customer', { doc: doc.name, customerId });
      continue;
    }
    const day = getAttendanceDay(doc.ydoc, customerId, date);
    statements.upsertAttendanceDay.run({
      id,
      customerId,
      date,
      isPresent: day?.isPresent ?? false,
      isEarlyPickup: day?.isEarlyPickup ?? false,
      isLatePickup: day?.isLatePickup ?? false,
      pickupReason: day?.pickupReason ?? null,
      dailyCostCents: day?.keptPrice ? parseMoney(day.keptPrice) : null,
      arrivalTime: day?.arrivalTime ?? null,
      departureTime: day?.departureTime ?? null,
      updatedAt: new Date(),
    });
  }
}

function projectVisits(
  { doc, log, db }: ChangeContext,
  statements: ProjectionStatements,
  { keys, stored }: ChangedVisits,
  monday: string,
  rateOf: RateOf,
) {
  if (keys.size === 0) return;
  const byId = new Map(stored.map((visit) => [visit.id, visit]));

  // A changed visit affects its child's day; so does a removed one, found by its session row.
  const affected = new Map<string, { customerId: string; date: string }>();
  const dayKey = (customerId: string, date: string) => `${customerId}|${date}`;
  const addAffected = (customerId: string, date: string) =>
    affected.set(dayKey(customerId, date), { customerId, date });
  for (const id of keys) {
    const visit = byId.get(id);
    if (visit) addAffected(visit.customerId, visit.date);
    const previous = statements.sessionDay.get({ id });
    if (previous) addAffected(previous.customerId, previous.date);
  }
  const ofAffectedDays = listStoredVisitsWhere(doc.ydoc, (customerId, date) =>
    affected.has(dayKey(customerId, date)),
  );

  for (const { customerId, date } of affected.values()) {
    if (mondayOf(date) !== monday) continue;
    const rate = rateOf(customerId);
    if (rate === null) {
      log.warn('projection.unknown-customer', { doc: doc.name, customerId });
      continue;
    }
    const stays = mergeVisits(
      ofAffectedDays.filter((visit) => visit.customerId === customerId && visit.date === date),
    );
    const kept = new Set(stays.map((stay) => stay.id));
    for (const { id } of statements.sessionIdsOfDay.all({ customerId, date })) {
      if (!kept.has(id)) statements.deleteSession.run({ id, customerId });
    }
    for (const stay of stays) {
      const checkIn = new Date(stay.checkInTime);
      const checkOut = stay.checkOutTime ? new Date(stay.checkOutTime) : null;
      const minutes = checkOut ? stayMinutes(stay, checkOut) : null;
      statements.upsertSession.run({
        id: stay.id,
        customerId,
        date,
        checkInTime: checkIn,
        checkOutTimeMs: checkOut?.getTime() ?? null,
        duration: minutes,
        totalCostCents: minutes === null ? null : costForMinutes(rate, minutes),
        // Who brought and fetched the child, for the individual report (decision 028), named
        // by the contacts table and never by what the visit says (decision 067).
        droppedOffByJson: personJson(db, customerId, stay.droppedOffBy),
        pickedUpByJson: personJson(db, customerId, stay.pickedUpBy),
      });
    }
  }
}

function personJson(
  db: ChangeContext['db'],
  customerId: string,
  person: VisitContact | undefined,
): string | null {
  return person ? JSON.stringify(namedPerson(db, customerId, person)) : null;
}

function projectStaffNotes(
  { doc, dirty }: ChangeContext,
  statements: ProjectionStatements,
  monday: string,
  rateOf: RateOf,
) {
  const keys = changedKeys(dirty, staffNotesMap(doc.ydoc));
  for (const customerId of keys) {
    if (rateOf(customerId) === null) continue;
    upsertWeeklyNote(statements, {
      customerId,
      weekStart: monday,
      noteType: 'staff',
      note: getStaffNote(doc.ydoc, customerId),
    });
  }
}
