/**
 * @module
 * Projects `week:{monday}` into daily_attendance, sessions and weekly_notes (staff), touching
 * only the days whose keys the committed updates changed. Each day is written from its day record
 * (`project-day-record.ts`, decision 069), so every SQL reader agrees with every screen. What
 * older apps still write (times in a day's fields) is folded into visits first, once, as the
 * system (`fold-legacy-days.ts`).
 */
import { mondayOf } from '@cubby/shared/dates';
import { readDayRecord } from '@cubby/shared/day-record';
import {
  attendanceKeyDay,
  attendanceMap,
  getKeptPrice,
  getStaffNote,
  getStoredVisit,
  keptPricesMap,
  parseKeptPriceKey,
  staffNotesMap,
  visitsMap,
} from '@cubby/shared/docs';
import { facilityToday } from '@cubby/shared/facility-clock';
import { SYSTEM_SOURCE } from '../../services/audit.ts';
import { readFacilityHours } from '../../services/facility-hours/read-facility-hours.ts';
import { followLedger } from '../../services/ledger/ledger-change.ts';
import { type ChangedDay, familyToken } from '../../services/ledger/one-family-reads.ts';
import { watchRatios } from '../../services/ratios/ratio-watch.ts';
import { describeWeekChanges } from '../audit/week-changes.ts';
import type { ChangeContext, DocHooks } from '../hooks.ts';
import { changedKeys } from '../sync-doc.ts';
import { createCustomerLookup } from './customer-lookup.ts';
import { foldLegacyDaysOnLoad, foldLegacyDaysWritten } from './fold-legacy-days.ts';
import { alertNonCollectors } from './non-collector-alert.ts';
import { attendanceRowId, projectDayRecord } from './project-day-record.ts';
import { type ProjectionStatements, projectionStatements } from './projection-statements.ts';
import { releaseRepricedDays } from './release-repriced-days.ts';
import { upsertWeeklyNote } from './upsert-weekly-note.ts';
import { acceptWeekUpdate } from './week-updates-check.ts';

export { attendanceRowId };

/** Hooks of week documents. */
export const weekHooks: DocHooks = {
  acceptClientUpdate: acceptWeekUpdate,
  describeChanges: describeWeekChanges,
  onLoad: foldLegacyDaysOnLoad,
  onChange(context) {
    if (context.doc.ref.kind !== 'week') return;
    const monday = context.doc.ref.monday;
    // Times an older app wrote become visits before anything reads the day.
    foldLegacyDaysWritten(context);
    // Then, so this commit projects the days as priced after it.
    releaseRepricedDays(context);
    const statements = projectionStatements(context.db);
    const rateOf = createCustomerLookup(statements);
    const { days, visitsChanged } = changedDays(context);
    // Before the projection writes the days, so the ledger follow-up knows what changed since.
    const charged = chargedFamilies(context, statements, days, rateOf);
    projectDays(context, statements, monday, days, rateOf);
    projectStaffNotes(context, statements, monday, rateOf);
    followChargedFamilies(context, charged);
    // A child checked out offline to someone who may not collect: said and told (decision 073).
    if (visitsChanged) alertNonCollectors(context);
    // A check-in or check-out today (dashboard, grid, kiosk or REST: all come through here) may
    // change a room's ratio; the sessions projection above is what the watch counts.
    if (visitsChanged && monday === mondayOf(facilityToday(context.clock))) {
      watchRatios(context);
    }
  },
};

type RateOf = (customerId: string) => number | null;

/**
 * Every day the commit changed, by attendance row id: its attendance fields, its kept price or
 * one of its visits (a removed visit's day found by its session row).
 */
function changedDays(context: ChangeContext): {
  days: Map<string, ChangedDay>;
  visitsChanged: boolean;
} {
  const { doc, dirty } = context;
  const days = new Map<string, ChangedDay>();
  const add = (day: ChangedDay) => days.set(attendanceRowId(day.customerId, day.date), day);
  for (const key of changedKeys(dirty, attendanceMap(doc.ydoc))) {
    const day = attendanceKeyDay(key);
    if (day) add(day);
  }
  for (const key of changedKeys(dirty, keptPricesMap(doc.ydoc))) {
    const parsed = parseKeptPriceKey(key);
    if (parsed) add(parsed);
  }
  const visitKeys = changedKeys(dirty, visitsMap(doc.ydoc));
  const statements = projectionStatements(context.db);
  for (const id of visitKeys) {
    const visit = getStoredVisit(doc.ydoc, id);
    if (visit) add({ customerId: visit.customerId, date: visit.date });
    const previous = statements.sessionDay.get({ id });
    if (previous) add(previous);
  }
  return { days, visitsChanged: visitKeys.size > 0 };
}

/** The families whose charges the commit may change, with their ledger tokens before it. */
interface ChargedFamilies {
  tokens: Map<string, string | undefined>;
  /** Every day the commit changed: all the projection may write. */
  days: ChangedDay[];
}

function chargedFamilies(
  { db }: ChangeContext,
  statements: ProjectionStatements,
  days: Map<string, ChangedDay>,
  rateOf: RateOf,
): ChargedFamilies {
  const tokens = new Map<string, string | undefined>();
  for (const { customerId } of days.values()) {
    if (rateOf(customerId) === null) continue;
    const child = statements.customerFamily.get({ customerId });
    if (!child) continue;
    const familyId = child.familyId ?? customerId;
    if (!tokens.has(familyId)) tokens.set(familyId, familyToken(db, familyId));
  }
  return { tokens, days: [...days.values()] };
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

function projectDays(
  context: ChangeContext,
  statements: ProjectionStatements,
  monday: string,
  days: Map<string, ChangedDay>,
  rateOf: RateOf,
): void {
  const { doc, log, db, clock } = context;
  const dayContext = {
    today: facilityToday(clock),
    timeZone: clock.timeZone,
    hours: readFacilityHours(db).history,
  };
  for (const { customerId, date } of days.values()) {
    if (mondayOf(date) !== monday) continue;
    const rate = rateOf(customerId);
    if (rate === null) {
      log.warn('projection.unknown-customer', { doc: doc.name, customerId });
      continue;
    }
    const record = readDayRecord(doc.ydoc, customerId, date, {
      ...dayContext,
      hourlyRateCents: rate,
    });
    const extras = { keptPrice: getKeptPrice(doc.ydoc, customerId, date) };
    projectDayRecord(db, statements, record, extras, rate);
  }
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
