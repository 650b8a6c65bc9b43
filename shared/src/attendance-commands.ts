/**
 * @module
 * Every attendance action, as one command each: check in, check out, toggle a day's presence and
 * edit a day's times. The dashboard, the attendance grid, the REST routes, the demo roster and
 * every later path (the kiosk, billing) call these and write attendance no other way, so a rule
 * holds whichever path a change takes. Each command takes the facility clock or the facility's
 * dates explicitly; none reads the zone of the device it runs on. None writes what a day costs:
 * the server prices a day from what these record and the child's rate (decision 067).
 *
 * A host gives the commands its week documents through `WeekDocs`: a tablet its synced copies, the
 * server its registry (which stores and broadcasts what a command writes).
 */
import type * as Y from 'yjs';
import { DEFAULT_DEPARTURE_TIME } from './constants.ts';
import { type IsoDate, mondayOf, type TimeOfDay } from './dates.ts';
import type { CheckInAttribution, CheckOutAttribution, MergedVisit } from './docs/visit-merge.ts';
import {
  closeStay,
  findOpenVisit,
  getAttendanceDay,
  listVisits,
  putVisit,
  setAttendance,
} from './docs/week-doc.ts';
import { dateAt, type FacilityClock, instantAt, timeOfDayAt } from './facility-clock.ts';

/** The week documents a command may write, as the host holds them. */
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
}

/**
 * One week document as `WeekDocs`: every write goes to it and no earlier week is looked at. For
 * a caller that holds just the week it writes (a test, a benchmark's simulated tablet).
 */
export function oneWeekDoc(doc: Y.Doc): WeekDocs {
  return { write: (_monday, change) => change(doc), weeksWithOpenStays: () => [] };
}

/** Who is checked in, the id of the visit a check-in creates, and who brought them where. */
export interface CheckInInput {
  customerId: string;
  /** A fresh id (crypto.randomUUID()); deterministic ids would merge two devices' visits. */
  visitId: string;
  /** Who dropped the child off at which kiosk (decision 028); a staff tablet gives none. */
  attribution?: CheckInAttribution;
}

/** Who is checked out, and who fetched them where. */
export interface CheckOutInput {
  customerId: string;
  /** Who picked the child up at which kiosk (decision 028); a staff tablet gives none. */
  attribution?: CheckOutAttribution;
}

/**
 * Checks a child in now: a new visit, and the day marked present with the arrival time (a second
 * stay on one day keeps the first arrival). A child already in keeps the open stay, so a double
 * tap makes no second visit. Stays forgotten on earlier days are closed first.
 */
export function checkIn(
  weeks: WeekDocs,
  clock: FacilityClock,
  { customerId, visitId, attribution = {} }: CheckInInput,
  origin?: unknown,
): MergedVisit {
  return atTheDesk(weeks, clock, customerId, origin, (doc, open, at, today) => {
    if (open) return open;
    const visit = {
      id: visitId,
      customerId,
      date: today,
      checkInTime: at.toISOString(),
      ...attribution,
    };
    doc.transact(() => {
      putVisit(doc, { ...visit, checkOutTime: null });
      const day = getAttendanceDay(doc, customerId, today);
      setAttendance(doc, customerId, today, {
        isPresent: true,
        ...(day?.arrivalTime ? {} : { arrivalTime: timeOfDayAt(at, clock.timeZone) }),
      });
    }, origin);
    return { ...visit, checkOutTime: null, sourceIds: [visitId] };
  });
}

/**
 * Checks a child out now: closes today's open stay (duplicates from other devices included) and
 * records the departure time. Null when the child is not checked in today. Stays forgotten on
 * earlier days are closed first.
 */
export function checkOut(
  weeks: WeekDocs,
  clock: FacilityClock,
  { customerId, attribution = {} }: CheckOutInput,
  origin?: unknown,
): MergedVisit | null {
  return atTheDesk(weeks, clock, customerId, origin, (doc, open, at) =>
    open ? leave(doc, clock.timeZone, open, at, origin, attribution) : null,
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
      closeForgottenStays(doc, clock.timeZone, customerId, today, origin);
      return act(doc, findOpenVisit(doc, customerId, today), at, today);
    },
    origin,
  );
}

/** A day marked present or absent from the attendance grid. */
export interface PresenceInput {
  customerId: string;
  date: IsoDate;
  isPresent: boolean;
}

/**
 * Marks a day present or absent. A present day without times counts a default day at the
 * child's rate (`dayCharge`); the server prices it, never this device (decision 067).
 */
export function togglePresence(
  weeks: WeekDocs,
  { customerId, date, isPresent }: PresenceInput,
  origin?: unknown,
): void {
  weeks.write(
    mondayOf(date),
    (doc) => setAttendance(doc, customerId, date, { isPresent }, origin),
    origin,
  );
}

/** A day's times from Edit Attendance Details. */
export interface DayTimesInput {
  customerId: string;
  date: IsoDate;
  arrivalTime: TimeOfDay;
  departureTime: TimeOfDay;
  /** The early or late pick-up reason; undefined leaves it as it was, null or '' clears it. */
  pickupReason?: string | null | undefined;
}

/** Thrown by `editDayTimes` for times it refuses; its message says why, for the person. */
export class DayTimesRefusal extends Error {
  override name = 'DayTimesRefusal';
}

const DEPARTURE_BEFORE_ARRIVAL = 'The departure must be after the arrival';
const REASON_REQUIRED = 'Give a reason for the early or late pick-up';

/**
 * Why a day's times cannot be saved, or null: a departure not after the arrival, or an early or
 * late pick-up without a reason (the Edit Attendance Details hint: "A reason is required for
 * early or late pickup").
 */
export function dayTimesProblem(times: {
  arrivalTime: TimeOfDay;
  departureTime: TimeOfDay;
  pickupReason: string | null | undefined;
}): string | null {
  if (times.departureTime <= times.arrivalTime) return DEPARTURE_BEFORE_ARRIVAL;
  const { isEarlyPickup, isLatePickup } = pickupFlags(times.departureTime);
  if ((isEarlyPickup || isLatePickup) && !times.pickupReason?.trim()) return REASON_REQUIRED;
  return null;
}

/**
 * Saves a day's arrival and departure, the early and late pick-up flags from the departure time,
 * and the reason; the server prices the times at the child's rate (decision 067). Times
 * `dayTimesProblem` refuses are not saved: it throws a `DayTimesRefusal` and the document is
 * left as it was.
 */
export function editDayTimes(weeks: WeekDocs, input: DayTimesInput, origin?: unknown): void {
  const { customerId, date, arrivalTime, departureTime, pickupReason } = input;
  const reason = pickupReason?.trim();
  weeks.write(
    mondayOf(date),
    (doc) => {
      // A reason left out keeps the one the day has.
      const kept = getAttendanceDay(doc, customerId, date)?.pickupReason;
      const problem = dayTimesProblem({
        arrivalTime,
        departureTime,
        pickupReason: pickupReason === undefined ? kept : reason,
      });
      if (problem) throw new DayTimesRefusal(problem);
      setAttendance(
        doc,
        customerId,
        date,
        {
          arrivalTime,
          departureTime,
          ...pickupFlags(departureTime),
          ...(pickupReason === undefined ? {} : { pickupReason: reason ? reason : null }),
        },
        origin,
      );
    },
    origin,
  );
}

/**
 * Whether a departure is an early or a late pick-up. The spec names both flags "pickup": leaving
 * before closing time (16:00) is early, after it late; the departure time alone sets both.
 */
export function pickupFlags(departureTime: TimeOfDay): {
  isEarlyPickup: boolean;
  isLatePickup: boolean;
} {
  return {
    isEarlyPickup: departureTime < DEFAULT_DEPARTURE_TIME,
    isLatePickup: departureTime > DEFAULT_DEPARTURE_TIME,
  };
}

/**
 * Closes the stays of a child still open on a day before `today`. A child cannot stay overnight,
 * so such a stay was a forgotten check-out; left open it would show as in progress and bill
 * nothing. It closes at closing time of its own day (16:00, or its check-in if later), which
 * staff can correct in Edit Attendance Details.
 */
export function closeForgottenStays(
  doc: Y.Doc,
  timeZone: string,
  customerId: string,
  today: IsoDate,
  origin?: unknown,
): void {
  for (const stay of listVisits(doc)) {
    if (stay.customerId === customerId && stay.date < today && !stay.checkOutTime) {
      leave(doc, timeZone, stay, closingTimeOf(stay, timeZone), origin);
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
      (doc) => closeForgottenStays(doc, clock.timeZone, customerId, today, origin),
      origin,
    );
  }
}

// Every check-out goes through here: the desk's, the kiosk's and a forgotten stay's closure.
function leave(
  doc: Y.Doc,
  timeZone: string,
  stay: MergedVisit,
  at: Date,
  origin: unknown,
  attribution: CheckOutAttribution = {},
): MergedVisit {
  const leftAt = checkOutMoment(stay, at);
  const checkOutTime = leftAt.toISOString();
  doc.transact(() => {
    closeStay(doc, stay, checkOutTime, origin, attribution);
    setAttendance(doc, stay.customerId, stay.date, {
      departureTime: timeOfDayAt(leftAt, timeZone),
    });
  }, origin);
  return { ...stay, checkOutTime, ...attribution };
}

/**
 * When a stay closes for a check-out sent at `at`: never before the stay's check-in. A kiosk's
 * check-out queued offline, or a tablet whose clock drifts, can send a moment before a check-in
 * another device made; the stay then closes at its check-in (a stay of no time, billed nothing)
 * rather than with a negative length.
 */
export function checkOutMoment(stay: Pick<MergedVisit, 'checkInTime'>, at: Date): Date {
  const checkedIn = new Date(stay.checkInTime);
  return at < checkedIn ? checkedIn : at;
}

/**
 * When a stay forgotten on an earlier day is closed: closing time of its own day (16:00), or its
 * check-in if later. The audit log tells such a closure from a check-out by it.
 */
export function closingTimeOf(
  stay: Pick<MergedVisit, 'date' | 'checkInTime'>,
  timeZone: string,
): Date {
  return checkOutMoment(stay, instantAt(stay.date, DEFAULT_DEPARTURE_TIME, timeZone));
}
