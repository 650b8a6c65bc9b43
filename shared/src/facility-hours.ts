/**
 * @module
 * The centre's hours (DESIGN section 8): when it opens and closes each weekday, the dates it is
 * closed, and the standard day a departure is measured against. Until the owner sets the
 * centre's own, they are the spec's: Monday to Friday, 10:00 to 16:00. Hours change from a date
 * on, never backwards: a day is judged by the hours in force on that day, so the owner changing
 * them tomorrow changes no flag or charge of a day already past. Every rule that reads hours
 * (early and late, a late pick-up fee, whether a date is open) takes them from here.
 *
 * No zod here: the day record reads these rules on every staff screen as it opens, and the
 * schemas that check hours a client sends are in `schemas/facility-hours.ts`, built only where
 * hours are read from a document or a request.
 */
import { DEFAULT_ARRIVAL_TIME, DEFAULT_DEPARTURE_TIME } from './constants.ts';
import type { IsoDate, TimeOfDay } from './dates.ts';

/** The days of the week as `openingHours` names them, Monday first. */
export const DAYS_OF_WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** A day of the week as `openingHours` names it. */
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** When the centre opens and closes on one weekday. */
export interface OpenClose {
  open: TimeOfDay;
  close: TimeOfDay;
}

/** The centre's hours per weekday; a day left out is closed. */
export type OpeningHours = Partial<Record<DayOfWeek, OpenClose>>;

/** The day a departure is early or late against (the spec's 10:00 to 16:00 until changed). */
export interface StandardDay {
  start: TimeOfDay;
  end: TimeOfDay;
}

/** The hours that judge one day. */
export interface DayHours {
  openingHours: OpeningHours;
  standardDay: StandardDay;
}

/** Hours in force from `from` on, until a later entry replaces them. */
export interface HoursFrom extends DayHours {
  from: IsoDate;
}

/** The spec's hours: Monday to Friday, 10:00 to 16:00, and the same standard day. */
export const SPEC_DAY_HOURS: DayHours = {
  openingHours: Object.fromEntries(
    DAYS_OF_WEEK.slice(0, 5).map((day) => [
      day,
      { open: DEFAULT_ARRIVAL_TIME, close: DEFAULT_DEPARTURE_TIME },
    ]),
  ),
  standardDay: { start: DEFAULT_ARRIVAL_TIME, end: DEFAULT_DEPARTURE_TIME },
};

/**
 * The hours in force on `date`: the latest entry of `history` that starts on or before it, the
 * spec's when none does. `history` may be in any order.
 */
export function hoursOn(history: readonly HoursFrom[], date: IsoDate): DayHours {
  let found: HoursFrom | null = null;
  for (const entry of history) {
    if (entry.from <= date && (found === null || entry.from > found.from)) found = entry;
  }
  return found ?? SPEC_DAY_HOURS;
}

/** The weekday of an ISO date as `openingHours` names it. */
export function dayOfWeekOf(date: IsoDate): DayOfWeek {
  // Noon UTC: the weekday of a calendar date, whatever zone this runs in.
  const index = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return DAYS_OF_WEEK[index] as DayOfWeek;
}

/** The centre's hours on `date`, or null when it is closed (a closure, or a day it does not open). */
export function openOn(
  hours: DayHours,
  closures: ReadonlySet<IsoDate> | readonly IsoDate[],
  date: IsoDate,
): OpenClose | null {
  const closed = Array.isArray(closures)
    ? closures.includes(date)
    : (closures as ReadonlySet<IsoDate>).has(date);
  if (closed) return null;
  return hours.openingHours[dayOfWeekOf(date)] ?? null;
}

/** Whether a departure is early: before the standard day's end (the spec's rule, at the owner's times). */
export function isEarlyDeparture(departure: TimeOfDay, standardDay: StandardDay): boolean {
  return departure < standardDay.end;
}

/** Whether a departure is late: after the standard day's end (the spec's rule, at the owner's times). */
export function isLateDeparture(departure: TimeOfDay, standardDay: StandardDay): boolean {
  return departure > standardDay.end;
}
