/**
 * @module
 * The staff time clock's rules: where a person is now (on the floor in a room, on a break, or
 * clocked out) and how a week of clock entries becomes a timesheet. Time is counted in elapsed
 * instants and cut into days at the facility's midnights, so a shift across midnight counts on
 * both days and a night when the clocks change counts the hour that really passed (decision 040).
 */
import { addDays, type IsoDate } from './dates.ts';
import { instantAt } from './facility-clock.ts';

/** What a clock entry records: time on the floor in a room, or a break. */
export type ClockEntryKind = 'work' | 'break';

/**
 * One stretch of a person's time: from clocking in (or moving room, or starting a break) to the
 * next of those or clocking out. `endAt` is null while it runs. Instants are ISO strings.
 */
export interface ClockEntry {
  kind: ClockEntryKind;
  /** The room worked in; null for a break. */
  roomId: string | null;
  startAt: string;
  endAt: string | null;
}

/** Where a person is now, from their entries. */
export type ClockState =
  | { status: 'out' }
  | { status: 'working'; roomId: string; since: string }
  | { status: 'break'; since: string };

/** Where a person is, from their running entry; clocked out when none runs. */
export function clockStateOf(entries: readonly ClockEntry[]): ClockState {
  const running = entries.find((entry) => entry.endAt === null);
  if (!running) return { status: 'out' };
  if (running.kind === 'break') return { status: 'break', since: running.startAt };
  return { status: 'working', roomId: running.roomId ?? '', since: running.startAt };
}

/** One day of a timesheet: minutes worked and on break within the facility's day. */
export interface TimesheetDay {
  date: IsoDate;
  workedMinutes: number;
  breakMinutes: number;
}

/** One person's week: every day Monday to Sunday, and the week's totals. */
export interface TimesheetWeek {
  weekStart: IsoDate;
  days: TimesheetDay[];
  workedMinutes: number;
  breakMinutes: number;
}

const MS_PER_MINUTE = 60_000;

/**
 * A week of entries as a timesheet. Each entry counts on each facility day it overlaps, for the
 * part that falls inside that day; a running entry counts up to `now`. Each day is rounded to
 * the minute and the week is the sum of its days, so a printed sheet adds up.
 */
export function timesheetWeek(
  entries: readonly ClockEntry[],
  weekStart: IsoDate,
  timeZone: string,
  now: Date,
): TimesheetWeek {
  const days: TimesheetDay[] = [];
  for (let index = 0; index < 7; index += 1) {
    const date = addDays(weekStart, index);
    const from = instantAt(date, '00:00', timeZone).getTime();
    const to = instantAt(addDays(date, 1), '00:00', timeZone).getTime();
    const worked = overlapMs(entries, 'work', from, to, now);
    const onBreak = overlapMs(entries, 'break', from, to, now);
    days.push({
      date,
      workedMinutes: Math.round(worked / MS_PER_MINUTE),
      breakMinutes: Math.round(onBreak / MS_PER_MINUTE),
    });
  }
  return {
    weekStart,
    days,
    workedMinutes: days.reduce((sum, day) => sum + day.workedMinutes, 0),
    breakMinutes: days.reduce((sum, day) => sum + day.breakMinutes, 0),
  };
}

function overlapMs(
  entries: readonly ClockEntry[],
  kind: ClockEntryKind,
  from: number,
  to: number,
  now: Date,
): number {
  let total = 0;
  for (const entry of entries) {
    if (entry.kind !== kind) continue;
    const start = Date.parse(entry.startAt);
    const end = entry.endAt === null ? now.getTime() : Date.parse(entry.endAt);
    total += Math.max(0, Math.min(end, to) - Math.max(start, from));
  }
  return total;
}

/** Minutes as hours and minutes for a timesheet: 465 is "7:45". */
export function formatHoursMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
