/**
 * @module
 * The facility's clock (DESIGN section 7): every date and time of day the product derives is
 * read on the wall clock of the day-care, in `FACILITY_TIME_ZONE`, whatever zone the server's
 * container or a tablet runs in. Instants travel as `Date` (or ISO strings); this module is the
 * only place that turns an instant into a facility date or time, or back.
 */
import type { IsoDate, TimeOfDay } from './dates.ts';
import { isValidIsoDate, minutesOfDay } from './dates.ts';

const MS_PER_DAY = 86_400_000;

/** The facility's time zone and the current instant: what every date rule takes explicitly. */
export interface FacilityClock {
  /** An IANA zone name such as 'America/Los_Angeles'. */
  readonly timeZone: string;
  /** The current instant. */
  now(): Date;
}

/** A clock in `timeZone`; `now` is injectable so rules can be tested at any instant. */
export function facilityClock(timeZone: string, now: () => Date = () => new Date()): FacilityClock {
  if (!isTimeZone(timeZone)) throw new RangeError(`Unknown time zone "${timeZone}"`);
  return { timeZone, now };
}

/** A clock stopped at `instant`: what a rule sees at a given moment (tests, seeding, replay). */
export function clockStoppedAt(timeZone: string, instant: Date): FacilityClock {
  return facilityClock(timeZone, () => instant);
}

// Zones found valid. Building a DateTimeFormat to find out costs far more than a date does, and
// every clock checks its zone (each dashboard row's, each request's). Only valid names are kept:
// there are a few hundred, while names a caller makes up have no end.
const validZones = new Set<string>();

/** Whether `name` is a time zone this runtime knows (an IANA name, or 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (validZones.has(name)) return true;
  const valid = zoneIsValid(name);
  if (valid) validZones.add(name);
  return valid;
}

function zoneIsValid(name: string): boolean {
  if (name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone the host (server process or browser) runs in: the default facility zone. */
export function hostTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The facility's date today. */
export function facilityToday(clock: FacilityClock): IsoDate {
  return dateAt(clock.now(), clock.timeZone);
}

/** The calendar date the facility's wall clock shows at `instant`. */
export function dateAt(instant: Date, timeZone: string): IsoDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The time of day 'HH:MM' the facility's wall clock shows at `instant`. */
export function timeOfDayAt(instant: Date, timeZone: string): TimeOfDay {
  const { hour, minute } = wallClock(instant, timeZone);
  return `${pad(hour, 2)}:${pad(minute, 2)}`;
}

/**
 * The instant the facility's wall clock shows `time` on `date`. In the hour a daylight-saving
 * change skips, the time is read with the offset in force before the change (02:30 on a spring
 * morning is 03:30); in the hour it repeats, the first of the two.
 */
export function instantAt(date: IsoDate, time: TimeOfDay, timeZone: string): Date {
  if (!isValidIsoDate(date)) throw new RangeError(`Invalid date "${date}": expected YYYY-MM-DD`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const minutes = minutesOfDay(time);
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(0, minutes, 0, 0);
  const asIfUtc = wall.getTime();
  // Offsets change at most once in a few days, so the offsets a day either side are the two the
  // wall time can have. Of those that read back as the wall time, the earlier; none does when the
  // time falls in a skipped hour, and then the offset before the change counts.
  const before = asIfUtc - offsetAt(asIfUtc - MS_PER_DAY, timeZone);
  const after = asIfUtc - offsetAt(asIfUtc + MS_PER_DAY, timeZone);
  const readsBack = (candidate: number) => offsetAt(candidate, timeZone) === asIfUtc - candidate;
  const found = [Math.min(before, after), Math.max(before, after)].find(readsBack);
  return new Date(found ?? before);
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Building a formatter costs far more than using one; a process meets one or two zones.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const year = Number(parts.year);
  return {
    year: parts.era === 'BC' ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

// Milliseconds the zone's wall clock is ahead of UTC at `epochMs`.
function offsetAt(epochMs: number, timeZone: string): number {
  const wall = wallClock(new Date(epochMs), timeZone);
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  asUtc.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  const wholeSeconds = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return asUtc.getTime() - wholeSeconds;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
