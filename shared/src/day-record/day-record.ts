/**
 * @module
 * One record of a child's day (DESIGN section 8, decision 069): from the visits stored for the
 * date, the present-without-times mark, the price the server kept, the child's rate and the
 * centre's hours in force that day, the one answer every view gives: present or not, each visit
 * with its times and who, early and late, and the charge. The dashboard, the attendance grid,
 * the sign-in sheet, ratios, the projection (so the ledger and reports) and GET /api/days read
 * this and nothing else, so no two of them can disagree.
 */
import { type IsoDate, minutesBetween, type TimeOfDay } from '../dates.ts';
import {
  type MergedVisit,
  mergeVisits,
  type Visit,
  type VisitContact,
  type VisitKiosk,
  type VisitSource,
  visitSourceOf,
} from '../docs/visit-merge.ts';
import { timeOfDayAt } from '../facility-clock.ts';
import {
  type HoursFrom,
  hoursOn,
  isEarlyDeparture,
  isLateDeparture,
  type StandardDay,
} from '../facility-hours.ts';
import { type Cents, costForMinutes } from '../money.ts';
import { closingTimeOf } from './closing-time.ts';

/** One stay of the day as the record shows it: its times on the facility's clock, and who. */
export interface DayVisit {
  /** The stay's id: its first stored visit's, which the sessions projection keys it by. */
  id: string;
  /** The stored visits behind the stay (two tablets' records of one stay are one). */
  sourceIds: readonly string[];
  arrival: TimeOfDay;
  /** Null while the child is still in today. */
  departure: TimeOfDay | null;
  /** The arrival as an instant. */
  checkInTime: string;
  /** The departure as an instant, a forgotten stay's closing included; null while in. */
  checkOutTime: string | null;
  /** Left open on an earlier day and counted as closed at its closing time (decision 018). */
  forgotten: boolean;
  /** Where the visit was made. */
  source: VisitSource;
  droppedOffBy: VisitContact | null;
  collectedBy: VisitContact | null;
  checkInKiosk: VisitKiosk | null;
  checkOutKiosk: VisitKiosk | null;
  checkInSignature: string | null;
  checkOutSignature: string | null;
}

/** A child's day, derived: what every view of it shows. */
export interface DayRecord {
  customerId: string;
  date: IsoDate;
  /** A stay, or the present-without-times mark. */
  present: boolean;
  /** The day's stays, earliest arrival first. */
  visits: DayVisit[];
  /** The first arrival; null without times. */
  arrival: TimeOfDay | null;
  /** The last departure; null without times and while in progress. */
  departure: TimeOfDay | null;
  /** The last departure was before the standard day's end (only once the child has left). */
  early: boolean;
  /** The last departure was after the standard day's end (only once the child has left). */
  late: boolean;
  /** Today, with a stay still open: counted in no charge until the child leaves. */
  inProgress: boolean;
  /** Marked present on the grid without times: charged a standard day. */
  withoutTimes: boolean;
  /** Minutes the day counts; null while in progress. */
  minutes: number | null;
  /** What the day costs; null while in progress, never an estimate. */
  chargeCents: Cents | null;
  /** Why the child came late or left early, as staff wrote it; null when none. */
  pickupReason: string | null;
}

/** What is stored of one child's day. */
export interface DayFacts {
  customerId: string;
  date: IsoDate;
  /** The child's stored visits of the date, unmerged (others are ignored). */
  visits: Iterable<Visit>;
  /** The grid's present-without-times mark. */
  markedPresent: boolean;
  /** The price the server kept for the day (decision 067), or null. */
  keptPriceCents: Cents | null;
  /** The child's hourly rate, which prices a day without a kept price (decision 024). */
  hourlyRateCents: Cents;
  /** The reason staff gave for an early or late pick-up, if any. */
  pickupReason?: string | null | undefined;
}

/** What judges a day besides its own facts: today and the centre's hours. */
export interface DayContext {
  /** The facility's date today: a stay open today is in progress, one open before is forgotten. */
  today: IsoDate;
  timeZone: string;
  /** The centre's hours with their history (`hoursOn` picks the day's). */
  hours: readonly HoursFrom[];
}

/** The minutes of the standard day in force on `date`: what a day without times counts. */
export function standardDayMinutes(standardDay: StandardDay): number {
  return minutesBetween(standardDay.start, standardDay.end);
}

/**
 * Derives a child's day. Present: any stay, or the mark. A stay open on a date before today is
 * counted closed at `closingTimeOf` (a forgotten check-out); one open today makes the day in
 * progress, charged nothing yet. Early and late compare the last departure with the standard
 * day's end in force that day, once the child has left. The charge is the kept price, else the
 * stays' minutes at the child's rate, else (present without times) a standard day at it;
 * absent, nothing.
 */
export function deriveDay(facts: DayFacts, context: DayContext): DayRecord {
  const { customerId, date } = facts;
  const { standardDay } = hoursOn(context.hours, date);
  const own = [...facts.visits].filter(
    (visit) => visit.customerId === customerId && visit.date === date,
  );
  const visits = mergeVisits(own).map((stay) => dayVisitOf(stay, context, standardDay));
  const inProgress = visits.some((visit) => visit.departure === null);
  const withoutTimes = visits.length === 0 && facts.markedPresent;
  const present = visits.length > 0 || withoutTimes;
  const last = visits.at(-1);
  const departure = inProgress ? null : (last?.departure ?? null);
  const minutes = inProgress ? null : dayMinutes(visits, withoutTimes, standardDay);
  return {
    customerId,
    date,
    present,
    visits,
    arrival: visits[0]?.arrival ?? null,
    departure,
    early: departure !== null && isEarlyDeparture(departure, standardDay),
    late: departure !== null && isLateDeparture(departure, standardDay),
    inProgress,
    withoutTimes,
    minutes,
    chargeCents: chargeOf(facts, present, minutes),
    pickupReason: facts.pickupReason ?? null,
  };
}

function dayVisitOf(stay: MergedVisit, context: DayContext, standardDay: StandardDay): DayVisit {
  const { timeZone } = context;
  const forgotten = stay.checkOutTime === null && stay.date < context.today;
  const checkOutTime = forgotten
    ? closingTimeOf(stay, timeZone, standardDay).toISOString()
    : stay.checkOutTime;
  return {
    id: stay.id,
    sourceIds: stay.sourceIds,
    arrival: timeOfDayAt(new Date(stay.checkInTime), timeZone),
    departure: checkOutTime === null ? null : timeOfDayAt(new Date(checkOutTime), timeZone),
    checkInTime: stay.checkInTime,
    checkOutTime,
    forgotten,
    source: visitSourceOf(stay),
    droppedOffBy: stay.droppedOffBy ?? null,
    collectedBy: stay.pickedUpBy ?? null,
    checkInKiosk: stay.checkInKiosk ?? null,
    checkOutKiosk: stay.checkOutKiosk ?? null,
    checkInSignature: stay.checkInSignature ?? null,
    checkOutSignature: stay.checkOutSignature ?? null,
  };
}

// The stays' minutes as their times read on the clock (what the grid shows is what is charged),
// or the standard day for a day present without times.
function dayMinutes(
  visits: readonly DayVisit[],
  withoutTimes: boolean,
  standardDay: StandardDay,
): number {
  if (withoutTimes) return standardDayMinutes(standardDay);
  let minutes = 0;
  for (const visit of visits)
    minutes += minutesBetween(visit.arrival, visit.departure ?? visit.arrival);
  return minutes;
}

function chargeOf(facts: DayFacts, present: boolean, minutes: number | null): Cents | null {
  if (!present) return 0;
  if (minutes === null) return null;
  if (facts.keptPriceCents !== null) return facts.keptPriceCents;
  return costForMinutes(facts.hourlyRateCents, minutes);
}
