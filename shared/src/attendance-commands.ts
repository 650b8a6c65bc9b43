/**
 * @module
 * Every attendance action, as one command each: check in, check out, undo a check-out, tick or
 * untick a day on the grid, and correct a day's times. The dashboard, the attendance grid, the
 * REST routes, the kiosk and the demo roster call these and write attendance no other way, so a
 * rule holds whichever path a change takes. Times live in visits only (decision 069): a command
 * records what happened, and the day record (`@cubby/shared/day-record`) derives presence,
 * early and late, and the charge from it. Each command takes the facility clock or the
 * facility's dates explicitly; none reads the zone of the device it runs on. None writes what a
 * day costs: the server prices a day (decision 067).
 *
 * A host gives the commands its week documents and the centre's hours through `WeekDocs`: a
 * tablet its synced copies, the server its registry (which stores and broadcasts what a command
 * writes).
 */
import type * as Y from 'yjs';
import { type IsoDate, mondayOf, type TimeOfDay } from './dates.ts';
import { checkOutMoment, closingTimeOf } from './day-record/closing-time.ts';
import {
  type MergedVisit,
  mergeVisits,
  type VisitContact,
  type VisitKiosk,
  type VisitSource,
} from './docs/visit-merge.ts';
import {
  closeStay,
  findOpenVisit,
  getAttendanceDay,
  listStoredVisitsWhere,
  listVisits,
  putVisit,
  removePresentMark,
  removeVisits,
  setAttendance,
  setStayTimes,
} from './docs/week-doc.ts';
import { dateAt, type FacilityClock, instantAt } from './facility-clock.ts';
import {
  type HoursFrom,
  hoursOn,
  isEarlyDeparture,
  isLateDeparture,
  type StandardDay,
} from './facility-hours.ts';

/** The week documents a command may write, and the centre's hours, as the host holds them. */
export interface WeekDocs {
  /**
   * Runs `change` on the document of the week starting `monday`, as one write; `origin` is the
   * command's, for a host that records who wrote (the server's audit log).
   */
  write<T>(monday: IsoDate, change: (doc: Y.Doc) => T, origin?: unknown): T;
  /**
   * Mondays of earlier weeks that may still hold a stay of the child left open before `today`.
   * The server knows them from its projection; a tablet names the weeks it holds.
   */
  weeksWithOpenStays(customerId: string, today: IsoDate): Iterable<IsoDate>;
  /** The centre's hours with their history: a day is judged by those in force on it. */
  hours(): readonly HoursFrom[];
}

/**
 * One week document as `WeekDocs`: every write goes to it and no earlier week is looked at. For
 * a caller that holds just the week it writes (the grid, a test, a benchmark's simulated tablet).
 */
export function oneWeekDoc(doc: Y.Doc, hours: readonly HoursFrom[] = []): WeekDocs {
  return {
    write: (_monday, change) => change(doc),
    weeksWithOpenStays: () => [],
    hours: () => hours,
  };
}

/** A kiosk's own part of a visit: which kiosk, and the signature's id (the server writes it). */
export interface AtKiosk {
  kiosk: VisitKiosk;
  /** Id of the signature image, kept in SQLite (never in a document). */
  signature?: string | undefined;
}

/** Who is checked in, the id of the visit a check-in creates, where, and who brought them. */
export interface CheckInInput {
  customerId: string;
  /** A fresh id (crypto.randomUUID()); deterministic ids would merge two devices' visits. */
  visitId: string;
  /** Where the visit is made. */
  source: VisitSource;
  /** Who brought the child, as the family's contacts name them; absent when nobody said. */
  droppedOffBy?: VisitContact | undefined;
  atKiosk?: AtKiosk | undefined;
}

/** Who is checked out, and who collects them where. */
export interface CheckOutInput {
  customerId: string;
  /** Who collects the child, as the family's contacts name them; absent when nobody said. */
  collectedBy?: VisitContact | undefined;
  atKiosk?: AtKiosk | undefined;
}

/**
 * Checks a child in now: a new visit. A child already in keeps the open stay, so a double tap
 * makes no second visit; a child who left earlier today starts a second visit (an appointment,
 * then back). Stays forgotten on earlier days are closed first.
 */
export function checkIn(
  weeks: WeekDocs,
  clock: FacilityClock,
  { customerId, visitId, source, droppedOffBy, atKiosk }: CheckInInput,
  origin?: unknown,
): MergedVisit {
  return atTheDesk(weeks, clock, customerId, origin, (doc, open, at, today) => {
    if (open) return open;
    const visit = {
      id: visitId,
      customerId,
      date: today,
      checkInTime: at.toISOString(),
      checkOutTime: null,
      source,
      ...(droppedOffBy ? { droppedOffBy } : {}),
      ...(atKiosk ? { checkInKiosk: atKiosk.kiosk } : {}),
      ...(atKiosk?.signature ? { checkInSignature: atKiosk.signature } : {}),
    };
    putVisit(doc, visit, origin);
    return { ...visit, sourceIds: [visitId] };
  });
}

/**
 * Checks a child out now: closes today's open stay (duplicates from other devices included),
 * with who collected. Null when the child is not checked in today. Stays forgotten on earlier
 * days are closed first.
 */
export function checkOut(
  weeks: WeekDocs,
  clock: FacilityClock,
  { customerId, collectedBy, atKiosk }: CheckOutInput,
  origin?: unknown,
): MergedVisit | null {
  const attribution = {
    ...(collectedBy ? { pickedUpBy: collectedBy } : {}),
    ...(atKiosk ? { checkOutKiosk: atKiosk.kiosk } : {}),
    ...(atKiosk?.signature ? { checkOutSignature: atKiosk.signature } : {}),
  };
  return atTheDesk(weeks, clock, customerId, origin, (doc, open, at) =>
    open ? leave(doc, open, at, origin, attribution) : null,
  );
}

/** How long after a check-out it may be undone: 10 minutes (DESIGN section 8). */
export const UNDO_CHECK_OUT_MS = 10 * 60_000;

/**
 * How far after `now` a check-out may be stamped and still count as just made: a screen reads
 * the time from a clock that ticks once a minute, and another tablet's clock may run a little
 * ahead; neither makes a check-out of a moment ago one that cannot be undone.
 */
const CLOCK_AHEAD_MS = 60_000;

/**
 * Whether a check-out made at `checkOutTime` (an instant) may still be undone at `now`: the rule
 * `undoCheckOut` applies, and the desk asks before it offers Undo (decision 073).
 */
export function mayUndoCheckOut(checkOutTime: string, now: Date): boolean {
  const since = now.getTime() - Date.parse(checkOutTime);
  return since >= -CLOCK_AHEAD_MS && since <= UNDO_CHECK_OUT_MS;
}

/**
 * The stay of today's `visits` (one child's, earliest first) whose check-out may still be undone
 * at `now`: the last, if closed within 10 minutes. Null when there is none (or the child is back).
 */
export function undoableStay<T extends Pick<MergedVisit, 'checkOutTime'>>(
  visits: readonly T[],
  now: Date,
): T | null {
  const last = visits.at(-1);
  return last?.checkOutTime && mayUndoCheckOut(last.checkOutTime, now) ? last : null;
}

/**
 * Undoes today's last check-out of a child when it was made in the last 10 minutes and the child
 * has not come back since: the stay is open again, without who collected. Null when there is no
 * such check-out (the audit log records an undo as its own entry).
 */
export function undoCheckOut(
  weeks: WeekDocs,
  clock: FacilityClock,
  { customerId }: { customerId: string },
  origin?: unknown,
): MergedVisit | null {
  const now = clock.now();
  const today = dateAt(now, clock.timeZone);
  return weeks.write(
    mondayOf(today),
    (doc) => {
      const last = undoableStay(staysOf(doc, customerId, today), now);
      if (!last) return null;
      setStayTimes(doc, last, { checkOutTime: null }, origin);
      const {
        pickedUpBy: _by,
        checkOutKiosk: _kiosk,
        checkOutSignature: _signature,
        ...open
      } = last;
      return { ...open, checkOutTime: null };
    },
    origin,
  );
}

// What a check-in and a check-out share: the moment, forgotten stays closed in every week that
// holds one, then `act` on this week's document with today's open stay, if any.
function atTheDesk<T>(
  weeks: WeekDocs,
  clock: FacilityClock,
  customerId: string,
  origin: unknown,
  act: (doc: Y.Doc, open: MergedVisit | null, at: Date, today: IsoDate) => T,
): T {
  const at = clock.now();
  const today = dateAt(at, clock.timeZone);
  closeEarlierWeeksStays(weeks, clock, customerId, today, origin);
  return weeks.write(
    mondayOf(today),
    (doc) => {
      closeForgottenStays(doc, clock.timeZone, weeks.hours(), customerId, today, origin);
      return act(doc, findOpenVisit(doc, customerId, today), at, today);
    },
    origin,
  );
}

/** Thrown by the grid's commands for what they refuse; its message says why, for the person. */
export class DayTimesRefusal extends Error {
  override name = 'DayTimesRefusal';
}

/** Why today's tick needs more: the grid then asks for the arrival time. */
export const ARRIVAL_TIME_REQUIRED = 'Give the arrival time to mark today present';
const ARRIVAL_NOT_YET = 'The arrival time is later than now';

/** A day ticked or unticked on the attendance grid. */
export interface PresenceInput {
  customerId: string;
  date: IsoDate;
  isPresent: boolean;
  /** Today's tick: when the child arrived ('HH:MM'); it makes a visit, open until check-out. */
  arrivalTime?: TimeOfDay | undefined;
  /** The id today's tick gives the visit it makes: a fresh one (crypto.randomUUID()). */
  newVisitId: string;
  /** Where the tick is made: the grid, or a REST client. */
  source?: VisitSource | undefined;
}

/**
 * Ticks or unticks a day. Ticked on any day but today, it is present without times, charged a
 * standard day at the child's rate (the server prices it, decision 067). Ticked today, the child
 * is in from `arrivalTime`: a visit, counted in the room's ratio and on the dashboard like a
 * check-in (without one it throws `DayTimesRefusal(ARRIVAL_TIME_REQUIRED)`). A day already
 * present stays as it is. Unticked, the day's visits and mark are removed: the day is absent.
 */
export function togglePresence(
  weeks: WeekDocs,
  clock: FacilityClock,
  input: PresenceInput,
  origin?: unknown,
): void {
  const { customerId, date } = input;
  const now = clock.now();
  const today = dateAt(now, clock.timeZone);
  weeks.write(
    mondayOf(date),
    (doc) => {
      const stored = storedOf(doc, customerId, date);
      if (!input.isPresent) {
        doc.transact(() => {
          removeVisits(
            doc,
            stored.map((visit) => visit.id),
            origin,
          );
          removePresentMark(doc, customerId, date, origin);
        }, origin);
        return;
      }
      if (stored.length > 0 || getAttendanceDay(doc, customerId, date)?.isPresent) return;
      if (date !== today) {
        setAttendance(doc, customerId, date, { isPresent: true }, origin);
        return;
      }
      if (!input.arrivalTime) throw new DayTimesRefusal(ARRIVAL_TIME_REQUIRED);
      const arrived = instantAt(date, input.arrivalTime, clock.timeZone);
      if (arrived > now) throw new DayTimesRefusal(ARRIVAL_NOT_YET);
      const visit = {
        id: input.newVisitId,
        customerId,
        date,
        checkInTime: arrived.toISOString(),
        checkOutTime: null,
        source: input.source ?? 'grid',
      };
      putVisit(doc, visit, origin);
    },
    origin,
  );
}

/** A day's times from Edit Attendance Details (or PATCH /api/attendance/{id}). */
export interface DayTimesInput {
  customerId: string;
  date: IsoDate;
  arrivalTime: TimeOfDay;
  /** Null only for today's last visit, while the child is still in. */
  departureTime: TimeOfDay | null;
  /** The early or late pick-up reason; undefined leaves it as it was, null or '' clears it. */
  pickupReason?: string | null | undefined;
  /**
   * The visit to correct, by the id of a stored visit behind it. Left out: the day's first
   * arrival and last departure (a day with one visit, that visit).
   */
  visitId?: string | undefined;
  /** The id a day without visits gives the visit it gets: a fresh one (crypto.randomUUID()). */
  newVisitId: string;
  /** Where a day without visits gets its visit made: the grid, or a REST client. */
  source?: VisitSource | undefined;
}

const DEPARTURE_BEFORE_ARRIVAL = 'The departure must be after the arrival';
const REASON_REQUIRED = 'Give a reason for the early or late pick-up';
const DEPARTURE_REQUIRED = 'Give the departure time';
const OVERLAPS = 'These times overlap another visit of the day; correct that visit first';
const NO_SUCH_VISIT = 'That visit is not part of this day';

/**
 * Why a day's times cannot be saved, or null: a departure not after the arrival, or an early or
 * late pick-up without a reason (the Edit Attendance Details hint: "A reason is required for
 * early or late pickup"), early and late against the standard day in force that day. A day
 * whose child is still in (no departure yet) needs no reason.
 */
export function dayTimesProblem(times: {
  arrivalTime: TimeOfDay;
  departureTime: TimeOfDay | null;
  pickupReason: string | null | undefined;
  standardDay: StandardDay;
}): string | null {
  const { departureTime, standardDay } = times;
  if (departureTime === null) return null;
  if (departureTime <= times.arrivalTime) return DEPARTURE_BEFORE_ARRIVAL;
  const flagged =
    isEarlyDeparture(departureTime, standardDay) || isLateDeparture(departureTime, standardDay);
  if (flagged && !times.pickupReason?.trim()) return REASON_REQUIRED;
  return null;
}

/**
 * Corrects a day's times, which live in its visits: a day without visits gets one, a day of one
 * visit has it corrected, a day of several the one named (or its first arrival and last
 * departure), and the reason is saved with the day. Early and late follow from the times by the
 * day record. Times refused (see `dayTimesProblem`, or that would overlap another visit) throw a
 * `DayTimesRefusal` and the document is left as it was.
 */
export function editDayTimes(
  weeks: WeekDocs,
  clock: FacilityClock,
  input: DayTimesInput,
  origin?: unknown,
): void {
  const { customerId, date, arrivalTime, departureTime, pickupReason } = input;
  const reason = pickupReason?.trim();
  const today = dateAt(clock.now(), clock.timeZone);
  const { standardDay } = hoursOn(weeks.hours(), date);
  const instant = (time: TimeOfDay) => instantAt(date, time, clock.timeZone).toISOString();
  weeks.write(
    mondayOf(date),
    (doc) => {
      const stays = staysOf(doc, customerId, date);
      const target = editedStays(stays, input.visitId);
      const editsLast = stays.length === 0 || target.last === stays.at(-1);
      // Only today's last visit may stay open: a child is not in on an earlier day.
      if (departureTime === null && !(editsLast && date === today)) {
        throw new DayTimesRefusal(DEPARTURE_REQUIRED);
      }
      // A reason left out keeps the one the day has.
      const kept = getAttendanceDay(doc, customerId, date)?.pickupReason;
      const departure = departureTime === null ? null : instant(departureTime);
      const problem =
        (departureTime !== null && departureTime <= arrivalTime
          ? DEPARTURE_BEFORE_ARRIVAL
          : null) ??
        // Early and late are the day's last departure's: a visit before it needs no reason.
        dayTimesProblem({
          arrivalTime,
          departureTime: editsLast ? departureTime : null,
          pickupReason: pickupReason === undefined ? kept : reason,
          standardDay,
        }) ??
        overlapProblem(stays, target, instant(arrivalTime), departure);
      if (problem) throw new DayTimesRefusal(problem);
      doc.transact(() => {
        if (!target.first || !target.last) {
          putVisit(
            doc,
            {
              id: input.newVisitId,
              customerId,
              date,
              checkInTime: instant(arrivalTime),
              checkOutTime: departureTime === null ? null : instant(departureTime),
              source: input.source ?? 'grid',
            },
            origin,
          );
          removePresentMark(doc, customerId, date, origin);
        } else {
          setStayTimes(doc, target.first, { checkInTime: instant(arrivalTime) }, origin);
          setStayTimes(
            doc,
            target.last,
            { checkOutTime: departureTime === null ? null : instant(departureTime) },
            origin,
          );
        }
        if (pickupReason !== undefined) {
          setAttendance(doc, customerId, date, { pickupReason: reason ? reason : null }, origin);
        }
      }, origin);
    },
    origin,
  );
}

// The stays an edit corrects: the one named, or the first and the last of the day.
function editedStays(
  stays: readonly MergedVisit[],
  visitId: string | undefined,
): { first: MergedVisit | null; last: MergedVisit | null } {
  if (visitId === undefined) return { first: stays[0] ?? null, last: stays.at(-1) ?? null };
  const named = stays.find((stay) => stay.sourceIds.includes(visitId));
  if (!named) {
    // A new visit of that id for a day without any; a named visit the day lacks is refused.
    if (stays.length === 0) return { first: null, last: null };
    throw new DayTimesRefusal(NO_SUCH_VISIT);
  }
  return { first: named, last: named };
}

// Stays must not run into each other: an edit that did would merge two visits into one.
function overlapProblem(
  stays: readonly MergedVisit[],
  target: { first: MergedVisit | null; last: MergedVisit | null },
  arrival: string,
  departure: string | null,
): string | null {
  if (!target.first || !target.last) return null;
  const from = stays.indexOf(target.first);
  const to = stays.indexOf(target.last);
  const before = stays[from - 1];
  const after = stays[to + 1];
  if (before?.checkOutTime && Date.parse(arrival) <= Date.parse(before.checkOutTime)) {
    return OVERLAPS;
  }
  if (after && (departure === null || Date.parse(departure) >= Date.parse(after.checkInTime))) {
    return OVERLAPS;
  }
  // Correcting a first arrival past where that visit ends, or a last departure before it began.
  if (from !== to) {
    const firstEnd = target.first.checkOutTime;
    if (firstEnd && Date.parse(arrival) >= Date.parse(firstEnd)) return OVERLAPS;
    if (departure !== null && Date.parse(departure) <= Date.parse(target.last.checkInTime)) {
      return OVERLAPS;
    }
  }
  return null;
}

/**
 * Closes the stays of a child still open on a day before `today`. A child cannot stay overnight,
 * so such a stay was a forgotten check-out; the day record already counts it closed at its
 * day's closing time (`closingTimeOf`), and this writes that down, where staff can correct it in
 * Edit Attendance Details.
 */
export function closeForgottenStays(
  doc: Y.Doc,
  timeZone: string,
  hours: readonly HoursFrom[],
  customerId: string,
  today: IsoDate,
  origin?: unknown,
): void {
  for (const stay of listVisits(doc)) {
    if (stay.customerId === customerId && stay.date < today && !stay.checkOutTime) {
      const { standardDay } = hoursOn(hours, stay.date);
      leave(doc, stay, closingTimeOf(stay, timeZone, standardDay), origin);
    }
  }
}

function closeEarlierWeeksStays(
  weeks: WeekDocs,
  clock: FacilityClock,
  customerId: string,
  today: IsoDate,
  origin: unknown,
): void {
  const thisMonday = mondayOf(today);
  for (const monday of new Set(weeks.weeksWithOpenStays(customerId, today))) {
    if (monday >= thisMonday) continue;
    weeks.write(
      monday,
      (doc) => closeForgottenStays(doc, clock.timeZone, weeks.hours(), customerId, today, origin),
      origin,
    );
  }
}

// Every check-out goes through here: the desk's, the kiosk's and a forgotten stay's closure.
function leave(
  doc: Y.Doc,
  stay: MergedVisit,
  at: Date,
  origin: unknown,
  attribution: Parameters<typeof closeStay>[4] = {},
): MergedVisit {
  const checkOutTime = checkOutMoment(stay, at).toISOString();
  closeStay(doc, stay, checkOutTime, origin, attribution);
  return { ...stay, checkOutTime, ...attribution };
}

function storedOf(doc: Y.Doc, customerId: string, date: IsoDate) {
  return listStoredVisitsWhere(doc, (child, day) => child === customerId && day === date);
}

function staysOf(doc: Y.Doc, customerId: string, date: IsoDate): MergedVisit[] {
  return mergeVisits(storedOf(doc, customerId, date));
}
