/**
 * @module
 * `week:{monday}`: attendance per customer per date, check-in visits and staff notes of one
 * week. Staff devices write it, also offline; the server projects it into daily_attendance,
 * sessions and weekly_notes. What a day costs is never a client's to write: the prices the
 * server keeps are in `week-prices.ts` (decision 067).
 */
import type * as Y from 'yjs';
import { z } from 'zod';
import { isoDateSchema, timeOfDaySchema } from '../date-schemas.ts';
import { stampSchemaVersion } from './doc-meta.ts';
import { joinKey, splitKey } from './record-key.ts';
import {
  type CheckOutAttribution,
  type MergedVisit,
  mergeVisits,
  VISIT_SOURCES,
  type Visit,
} from './visit-merge.ts';
import {
  CLIENT_COST_FIELD,
  keptPricesMap,
  parseKeptPriceKey,
  readKeptPrice,
} from './week-prices.ts';

/**
 * Layout version of week documents. 2: times live in visits only; a day's attendance keeps the
 * present-without-times mark and the pick-up reason (decision 069).
 */
export const WEEK_DOC_VERSION = 2;

/** The root map of attendance fields, by name. */
export const ATTENDANCE_ROOT = 'attendance';
/** The root map of visits, by name: what a check of a client's update compares. */
export const VISITS_ROOT = 'visits';
/** The root map of staff notes, by name. */
export const STAFF_NOTES_ROOT = 'staffNotes';

/** Longest free text kept in a document field (notes, reasons). */
export const MAX_DOC_TEXT = 100_000;

/**
 * One schema per attendance field; each field is stored under its own key. Times are not among
 * them: they live in visits (decision 069). `isPresent` is the grid's mark of a day present
 * without times. A day's cost is none of them either: the server prices it (decision 067).
 */
export const attendanceFieldsSchema = z.object({
  isPresent: z.boolean(),
  pickupReason: z.string().max(MAX_DOC_TEXT).nullable(),
});

/** The attendance of one customer on one date. */
export type AttendanceFields = z.infer<typeof attendanceFieldsSchema>;

/**
 * The fields apps before decision 069 stored in a day: its times and early/late flags. The
 * server folds them into the day's visits (`foldLegacyTimes`); nothing else reads them.
 */
export const legacyDayFieldsSchema = z.object({
  arrivalTime: timeOfDaySchema.nullable(),
  departureTime: timeOfDaySchema.nullable(),
  isEarlyPickup: z.boolean(),
  isLatePickup: z.boolean(),
});

/** A field of a day only apps before decision 069 write. */
export type LegacyDayField = keyof z.infer<typeof legacyDayFieldsSchema>;

/**
 * Attendance fields with the customer and date they belong to, and the price the server kept
 * for the day (decision 067): null when the child's rate prices it.
 */
export type AttendanceDay = AttendanceFields & {
  customerId: string;
  date: string;
  keptPrice: string | null;
};

/** The field names of an attendance day. */
export type AttendanceField = keyof AttendanceFields;

const FIELD_SCHEMAS = attendanceFieldsSchema.shape;
const LEGACY_SCHEMAS = legacyDayFieldsSchema.shape;
// Built once: zod builds a new schema at every `.partial()`, which each check-in paid for.
const attendancePatchSchema = attendanceFieldsSchema.partial();
const ATTENDANCE_FIELDS = Object.keys(FIELD_SCHEMAS) as AttendanceField[];
const LEGACY_FIELDS = Object.keys(LEGACY_SCHEMAS) as LegacyDayField[];

/** What a day holds before anyone has written to it. */
export const EMPTY_ATTENDANCE: Readonly<AttendanceFields> = {
  isPresent: false,
  pickupReason: null,
};

/** The key of one attendance day: deterministic, so two offline devices write the same record. */
export function attendanceDayKey(customerId: string, date: string): string {
  return joinKey(customerId, date);
}

/** Parses a stored attendance key; null for keys of another shape or an unknown field. */
export function parseAttendanceKey(
  key: string,
): { customerId: string; date: string; field: AttendanceField } | null {
  const parts = dayKeyParts(key);
  if (!parts || !(parts.field in FIELD_SCHEMAS)) return null;
  return { ...parts, field: parts.field as AttendanceField };
}

/** Parses a key of a field only apps before decision 069 write; null for any other key. */
export function parseLegacyDayKey(
  key: string,
): { customerId: string; date: string; field: LegacyDayField } | null {
  const parts = dayKeyParts(key);
  if (!parts || !(parts.field in LEGACY_SCHEMAS)) return null;
  return { ...parts, field: parts.field as LegacyDayField };
}

function dayKeyParts(key: string): { customerId: string; date: string; field: string } | null {
  const parts = splitKey(key, 3);
  if (!parts) return null;
  const [customerId, date, field] = parts as [string, string, string];
  if (!isoDateSchema.safeParse(date).success) return null;
  return { customerId, date, field };
}

/**
 * The day an attendance key belongs to: a field of it, one an older app wrote (times, flags),
 * or a cost a client wrote into it before decision 067 (so that removing one re-projects its
 * day); null for keys of another shape.
 */
export function attendanceKeyDay(key: string): { customerId: string; date: string } | null {
  const parts = dayKeyParts(key);
  if (!parts) return null;
  const { customerId, date, field } = parts;
  const known = field in FIELD_SCHEMAS || field in LEGACY_SCHEMAS || field === CLIENT_COST_FIELD;
  return known ? { customerId, date } : null;
}

/** The attendance map, for observers that need to know which keys changed. */
export function attendanceMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(ATTENDANCE_ROOT);
}

/** One day's attendance, or null when nothing was ever recorded for it. */
export function getAttendanceDay(
  doc: Y.Doc,
  customerId: string,
  date: string,
): AttendanceDay | null {
  const map = attendanceMap(doc);
  let found = false;
  const keptPrice = readKeptPrice(keptPricesMap(doc).get(joinKey(customerId, date)));
  const day: AttendanceDay = { ...EMPTY_ATTENDANCE, customerId, date, keptPrice };
  for (const field of ATTENDANCE_FIELDS) {
    const key = joinKey(customerId, date, field);
    if (!map.has(key)) continue;
    found = true;
    assignField(day, field, map.get(key));
  }
  return found ? day : null;
}

/** Every recorded attendance day of the document, keyed by `attendanceDayKey`. */
export function listAttendance(doc: Y.Doc): Map<string, AttendanceDay> {
  const days = new Map<string, AttendanceDay>();
  for (const [key, value] of attendanceMap(doc)) {
    const parsed = parseAttendanceKey(key);
    if (!parsed) continue;
    const dayKey = attendanceDayKey(parsed.customerId, parsed.date);
    let day = days.get(dayKey);
    if (!day) {
      const { customerId, date } = parsed;
      day = { ...EMPTY_ATTENDANCE, customerId, date, keptPrice: null };
      days.set(dayKey, day);
    }
    assignField(day, parsed.field, value);
  }
  // The days the attendance map holds; a day of visits alone reads its price by `getKeptPrice`.
  for (const [key, value] of keptPricesMap(doc)) {
    const day = days.get(key);
    if (day) day.keptPrice = readKeptPrice(value);
  }
  return days;
}

/** What an older app stored of one day (decision 069): times, and whether it said present. */
export interface LegacyDay {
  customerId: string;
  date: string;
  arrivalTime: string | null;
  departureTime: string | null;
  /** The day's `isPresent` as stored: false is an older grid's untick. */
  isPresent: boolean | undefined;
}

/**
 * The days that hold a field only older apps write (times, early/late flags) or an `isPresent`
 * of false (the new grid removes its mark instead), keyed by `attendanceDayKey`: what
 * `foldLegacyTimes` folds into visits. `wanted` limits them to some days.
 */
export function listLegacyDays(
  doc: Y.Doc,
  wanted: (customerId: string, date: string) => boolean = () => true,
): Map<string, LegacyDay> {
  const map = attendanceMap(doc);
  const days = new Map<string, LegacyDay>();
  const dayOf = (customerId: string, date: string) => {
    const key = attendanceDayKey(customerId, date);
    let day = days.get(key);
    if (!day) {
      const stored = map.get(joinKey(customerId, date, 'isPresent'));
      const isPresent = typeof stored === 'boolean' ? stored : undefined;
      day = { customerId, date, arrivalTime: null, departureTime: null, isPresent };
      days.set(key, day);
    }
    return day;
  };
  for (const [key, value] of map) {
    const legacy = parseLegacyDayKey(key);
    if (legacy && wanted(legacy.customerId, legacy.date)) {
      const day = dayOf(legacy.customerId, legacy.date);
      if (legacy.field === 'arrivalTime' || legacy.field === 'departureTime') {
        const time = LEGACY_SCHEMAS[legacy.field].safeParse(value);
        if (time.success) day[legacy.field] = time.data;
      }
      continue;
    }
    const current = parseAttendanceKey(key);
    if (current?.field === 'isPresent' && value === false) {
      if (wanted(current.customerId, current.date)) dayOf(current.customerId, current.date);
    }
  }
  return days;
}

/** Removes what older apps stored of a day: its times and flags, and an `isPresent` of false. */
export function removeLegacyDayFields(
  doc: Y.Doc,
  customerId: string,
  date: string,
  origin?: unknown,
): void {
  const map = attendanceMap(doc);
  doc.transact(() => {
    stampSchemaVersion(doc, WEEK_DOC_VERSION);
    for (const field of LEGACY_FIELDS) map.delete(joinKey(customerId, date, field));
    const presentKey = joinKey(customerId, date, 'isPresent');
    if (map.get(presentKey) === false) map.delete(presentKey);
  }, origin);
}

/**
 * The costs clients wrote into days before decision 067, as they stand (negative ones included),
 * for the one-time carry-over of the prices they held; nothing else reads them.
 */
export function listClientDayCosts(
  doc: Y.Doc,
): Array<{ customerId: string; date: string; cost: unknown }> {
  const costs: Array<{ customerId: string; date: string; cost: unknown }> = [];
  for (const [key, cost] of attendanceMap(doc)) {
    if (splitKey(key, 3)?.[2] !== CLIENT_COST_FIELD) continue;
    const day = attendanceKeyDay(key);
    if (day) costs.push({ ...day, cost });
  }
  return costs;
}

/** Removes a cost a client wrote into a day (see `listClientDayCosts`). */
export function removeClientDayCost(
  doc: Y.Doc,
  customerId: string,
  date: string,
  origin?: unknown,
): void {
  doc.transact(
    () => attendanceMap(doc).delete(joinKey(customerId, date, CLIENT_COST_FIELD)),
    origin,
  );
}

// A value another device wrote may be anything; a field that does not fit keeps its default.
function assignField(day: AttendanceFields, field: AttendanceField, value: unknown): void {
  const parsed = FIELD_SCHEMAS[field].safeParse(value);
  if (parsed.success) (day as Record<AttendanceField, unknown>)[field] = parsed.data;
}

/** Writes some fields of one day; only fields whose value changes are written. */
export function setAttendance(
  doc: Y.Doc,
  customerId: string,
  date: string,
  patch: Partial<AttendanceFields>,
  origin?: unknown,
): void {
  const fields = attendancePatchSchema.parse(patch);
  const map = attendanceMap(doc);
  doc.transact(() => {
    stampSchemaVersion(doc, WEEK_DOC_VERSION);
    for (const field of ATTENDANCE_FIELDS) {
      const value = fields[field];
      if (value === undefined) continue;
      const key = joinKey(customerId, date, field);
      if (map.get(key) !== value) map.set(key, value);
    }
  }, origin);
}

/**
 * Removes the grid's present-without-times mark of a day. Removed rather than set false, so that
 * a stored false is only ever an older grid's untick (`listLegacyDays`).
 */
export function removePresentMark(
  doc: Y.Doc,
  customerId: string,
  date: string,
  origin?: unknown,
): void {
  const key = joinKey(customerId, date, 'isPresent');
  const map = attendanceMap(doc);
  if (!map.has(key)) return;
  doc.transact(() => map.delete(key), origin);
}

/** Removes every field and kept price of one customer's days, for a customer who is deleted. */
export function removeCustomerAttendance(doc: Y.Doc, customerId: string, origin?: unknown): void {
  const map = attendanceMap(doc);
  const prices = keptPricesMap(doc);
  doc.transact(() => {
    for (const key of [...map.keys()]) {
      if (splitKey(key, 3)?.[0] === customerId) map.delete(key);
    }
    for (const key of [...prices.keys()]) {
      if (parseKeptPriceKey(key)?.customerId === customerId) prices.delete(key);
    }
  }, origin);
}

/** A check-in as a week document stores it, under its visit id. */
export type StoredVisit = Omit<Visit, 'id'>;

// Names are copied as they were at the door (the audit log and the sign-in sheet name people
// as they were then); bounded like every document field.
const visitContactSchema = z.object({
  contactId: z.string().min(1).max(64),
  name: z.string().min(1).max(200),
  relationship: z.string().max(200),
});
const visitKioskSchema = z.object({
  deviceId: z.string().min(1).max(64),
  name: z.string().min(1).max(200),
});
const signatureIdSchema = z.string().min(1).max(64);

const storedVisitSchema = z.object({
  customerId: z.string().min(1).max(64),
  // Where it was made (decision 069); absent on every visit stored before.
  source: z.enum(VISIT_SOURCES).optional(),
  date: isoDateSchema,
  checkInTime: z.iso.datetime(),
  checkOutTime: z.iso.datetime().nullable(),
  // Who and where (decision 028): absent on a staff tablet's visit and on every older one.
  droppedOffBy: visitContactSchema.optional(),
  checkInKiosk: visitKioskSchema.optional(),
  checkInSignature: signatureIdSchema.optional(),
  pickedUpBy: visitContactSchema.optional(),
  checkOutKiosk: visitKioskSchema.optional(),
  checkOutSignature: signatureIdSchema.optional(),
});

/** The visits map, for observers that need to know which visits changed. */
export function visitsMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(VISITS_ROOT);
}

/** Every stored visit that is well formed, before merging. */
export function listStoredVisits(doc: Y.Doc): Visit[] {
  return listStoredVisitsWhere(doc, () => true);
}

/**
 * The well-formed stored visits whose child and date `wanted` accepts: `listStoredVisits` so
 * filtered, in the same order, validating only those. A commit projects the days it changed,
 * and a week of a large centre holds hundreds of visits.
 */
export function listStoredVisitsWhere(
  doc: Y.Doc,
  wanted: (customerId: string, date: string) => boolean,
): Visit[] {
  const visits: Visit[] = [];
  for (const [id, value] of visitsMap(doc)) {
    // The schema neither trims nor rewrites these two, so reading them unvalidated picks the
    // same visits as validating first.
    const { customerId, date } = (value ?? {}) as { customerId?: unknown; date?: unknown };
    if (typeof customerId !== 'string' || typeof date !== 'string') continue;
    if (!wanted(customerId, date)) continue;
    const visit = wellFormedVisit(id, value);
    if (visit) visits.push(visit);
  }
  return visits;
}

/** The stored visit of that id, if it is there and well formed. */
export function getStoredVisit(doc: Y.Doc, id: string): Visit | null {
  return wellFormedVisit(id, visitsMap(doc).get(id));
}

function wellFormedVisit(id: string, value: unknown): Visit | null {
  const stored = readStoredVisit(value);
  return stored ? { id, ...stored } : null;
}

/** A stored visit's value as read: the visit if it is well formed, else null. */
export function readStoredVisit(value: unknown): StoredVisit | null {
  return storedVisitSchema.safeParse(value).data ?? null;
}

/** A stored attendance field's value as read: the value if it fits the field, else null. */
export function readAttendanceValue(field: AttendanceField, value: unknown): unknown {
  return FIELD_SCHEMAS[field].safeParse(value).success ? value : null;
}

/** A stored value of a field older apps wrote, as read: the value if it fits, else null. */
export function readLegacyDayValue(field: LegacyDayField, value: unknown): unknown {
  return LEGACY_SCHEMAS[field].safeParse(value).success ? value : null;
}

/** The visits people see: stored visits merged by the rule in `visit-merge.ts`. */
export function listVisits(doc: Y.Doc): MergedVisit[] {
  return mergeVisits(listStoredVisits(doc));
}

/**
 * The open stay of a child on a date, if checked in. A stay left open on an earlier day (a
 * forgotten check-out) does not keep the child checked in today.
 */
export function findOpenVisit(doc: Y.Doc, customerId: string, date: string): MergedVisit | null {
  return (
    listVisits(doc).find(
      (visit) => visit.customerId === customerId && visit.date === date && !visit.checkOutTime,
    ) ?? null
  );
}

/** Stores a new visit: one device's record of a child arriving (and maybe leaving). */
export function putVisit(doc: Y.Doc, visit: Visit, origin?: unknown): void {
  const stored = withoutUndefined(storedVisitSchema.parse(omitId(visit)));
  doc.transact(() => {
    stampSchemaVersion(doc, WEEK_DOC_VERSION);
    visitsMap(doc).set(visit.id, stored);
  }, origin);
}

/**
 * Closes a stay: every stored visit behind it that is still open (duplicates from other devices
 * included) gets `checkOutTime`, an ISO instant, and who and where of the check-out if given.
 */
export function closeStay(
  doc: Y.Doc,
  stay: MergedVisit,
  checkOutTime: string,
  origin?: unknown,
  attribution: CheckOutAttribution = {},
): void {
  const stored = new Map(listStoredVisits(doc).map((visit) => [visit.id, visit]));
  const closing = storedVisitSchema
    .pick({ checkOutTime: true, pickedUpBy: true, checkOutKiosk: true, checkOutSignature: true })
    .parse({ ...attribution, checkOutTime });
  doc.transact(() => {
    for (const id of stay.sourceIds) {
      const visit = stored.get(id);
      if (!visit || visit.checkOutTime) continue;
      // The raw value, not the parsed one: a field a newer device wrote must survive the close.
      const raw = visitsMap(doc).get(id) as Record<string, unknown>;
      visitsMap(doc).set(id, { ...raw, ...withoutUndefined(closing) });
    }
  }, origin);
}

/** New times for the stored visits behind a stay: an ISO instant, or null to leave it open. */
export interface StayTimes {
  checkInTime?: string;
  checkOutTime?: string | null;
}

/**
 * Sets the times of every stored visit behind a stay (a correction from Edit Attendance
 * Details): each keeps who and where, and a field a newer device wrote. A check-out time of null
 * reopens the stay and drops who collected and where, which belonged to that check-out.
 */
export function setStayTimes(
  doc: Y.Doc,
  stay: Pick<MergedVisit, 'sourceIds'>,
  times: StayTimes,
  origin?: unknown,
): void {
  const checked = storedVisitSchema.pick({ checkInTime: true, checkOutTime: true }).partial();
  const { checkInTime, checkOutTime } = checked.parse(times);
  doc.transact(() => {
    stampSchemaVersion(doc, WEEK_DOC_VERSION);
    for (const id of stay.sourceIds) {
      const raw = visitsMap(doc).get(id);
      if (!readStoredVisit(raw)) continue;
      const next: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
      if (checkInTime !== undefined) next.checkInTime = checkInTime;
      if (checkOutTime === null) {
        next.checkOutTime = null;
        for (const field of CHECK_OUT_FIELDS) delete next[field];
      } else if (checkOutTime !== undefined) next.checkOutTime = checkOutTime;
      if (JSON.stringify(next) !== JSON.stringify(raw)) visitsMap(doc).set(id, next);
    }
  }, origin);
}

// What a check-out adds to a visit besides its time.
const CHECK_OUT_FIELDS = ['pickedUpBy', 'checkOutKiosk', 'checkOutSignature'] as const;

/** Removes stored visits by id (a day marked absent on the grid removes its visits). */
export function removeVisits(doc: Y.Doc, ids: Iterable<string>, origin?: unknown): void {
  doc.transact(() => {
    for (const id of ids) visitsMap(doc).delete(id);
  }, origin);
}

/** Removes a customer's visits, for a customer who is deleted. */
export function removeCustomerVisits(doc: Y.Doc, customerId: string, origin?: unknown): void {
  const ids = listStoredVisits(doc)
    .filter((visit) => visit.customerId === customerId)
    .map((visit) => visit.id);
  doc.transact(() => {
    for (const id of ids) visitsMap(doc).delete(id);
  }, origin);
}

// A document stores no key whose value is undefined: an absent field reads as absent everywhere.
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, each]) => each !== undefined)) as T;
}

function omitId({ id: _id, ...rest }: Visit): Omit<Visit, 'id'> {
  return rest;
}

/** The staff notes map (customerId to note), for observers. */
export function staffNotesMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(STAFF_NOTES_ROOT);
}

/** A customer's staff note for the week; empty when none. */
export function getStaffNote(doc: Y.Doc, customerId: string): string {
  const note = staffNotesMap(doc).get(customerId);
  return typeof note === 'string' ? note : '';
}

/** Every staff note of the week, keyed by customer id. */
export function listStaffNotes(doc: Y.Doc): Map<string, string> {
  const notes = new Map<string, string>();
  for (const [customerId, note] of staffNotesMap(doc)) {
    if (typeof note === 'string') notes.set(customerId, note);
  }
  return notes;
}

/** Saves a customer's staff note for the week (the spec saves it when the box loses focus). */
export function setStaffNote(doc: Y.Doc, customerId: string, note: string, origin?: unknown): void {
  const text = z.string().max(MAX_DOC_TEXT).parse(note);
  doc.transact(() => {
    stampSchemaVersion(doc, WEEK_DOC_VERSION);
    if (getStaffNote(doc, customerId) !== text) staffNotesMap(doc).set(customerId, text);
  }, origin);
}
