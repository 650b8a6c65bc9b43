/**
 * @module
 * How every screen states the centre's hours, from one formatter. While the hours in force are
 * the spec's, each screen shows the spec's own text for them exactly (the dashboard's
 * 'Mon-Fri, 10:00AM - 4:00PM', the attendance screen's '5 days/week, Mon-Fri'); once the owner
 * sets the centre's own, every screen states those, written the same way everywhere
 * ('Mon-Thu, 7:30 AM - 5:30 PM; Fri, 7:30 AM - 3:00 PM') (decision 070).
 */
import {
  ATTENDANCE_OPERATING_DAYS_TEXT,
  DASHBOARD_OPERATING_HOURS_TEXT,
  OPERATING_DAYS_TEXT,
} from './constants.ts';
import { formatClockTime } from './dates.ts';
import {
  DAYS_OF_WEEK,
  type DayHours,
  type DayOfWeek,
  type OpenClose,
  type OpeningHours,
  SPEC_DAY_HOURS,
  type StandardDay,
  sameOpeningHours,
} from './facility-hours.ts';

/** A weekday's short name as the staff screens write it ('Mon'). */
export const DAY_SHORT_NAMES: Readonly<Record<DayOfWeek, string>> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** What the centre's hours read as when it opens on no day. */
export const CLOSED_EVERY_DAY = 'Closed every day';

/** A span of the clock as the screens write it: '7:30 AM - 5:30 PM'. */
export function formatTimeSpan(from: string, to: string): string {
  return `${formatClockTime(from)} - ${formatClockTime(to)}`;
}

/** The standard day as the screens write it: '10:00 AM - 4:00 PM'. */
export function formatStandardDay(day: StandardDay): string {
  return formatTimeSpan(day.start, day.end);
}

/** The days the centre opens, Monday first: 'Mon-Fri', 'Mon-Wed and Fri', 'Mon, Wed and Fri'. */
export function formatOpenDays(hours: OpeningHours): string {
  return formatDayList(DAYS_OF_WEEK.filter((day) => hours[day] !== undefined));
}

/** How many days a week the centre opens: '5 days/week' (the spec's card's wording). */
export function formatDaysPerWeek(hours: OpeningHours): string {
  const count = DAYS_OF_WEEK.filter((day) => hours[day] !== undefined).length;
  return `${count} ${count === 1 ? 'day' : 'days'}/week`;
}

/**
 * The centre's opening hours in one line, days with the same hours together:
 * 'Mon-Fri, 7:30 AM - 5:30 PM', or 'Mon-Thu, 7:30 AM - 5:30 PM; Fri, 7:30 AM - 3:00 PM'.
 */
export function formatOpeningHours(hours: OpeningHours): string {
  const groups = new Map<string, { span: OpenClose; days: DayOfWeek[] }>();
  for (const day of DAYS_OF_WEEK) {
    const span = hours[day];
    if (!span) continue;
    const key = `${span.open}-${span.close}`;
    const group = groups.get(key) ?? { span, days: [] };
    group.days.push(day);
    groups.set(key, group);
  }
  if (groups.size === 0) return CLOSED_EVERY_DAY;
  return [...groups.values()]
    .map(({ span, days }) => `${formatDayList(days)}, ${formatTimeSpan(span.open, span.close)}`)
    .join('; ');
}

/** What the staff screens state about the hours of a day (`statedHours`). */
export interface StatedHours {
  /** Whether these are the spec's hours, stated in the spec's own words. */
  spec: boolean;
  /** The Operating Days card's value on the dashboard: '5 days/week'. */
  daysPerWeek: string;
  /** The dashboard's Operating Days detail: 'Mon-Fri, 10:00AM - 4:00PM'. */
  dashboardHours: string;
  /** The attendance screen's Operating Days card: '5 days/week, Mon-Fri'. */
  attendanceDays: string;
}

/** What the staff screens state about `hours`: the spec's texts while they are the spec's. */
export function statedHours(hours: DayHours): StatedHours {
  const { openingHours } = hours;
  if (sameOpeningHours(openingHours, SPEC_DAY_HOURS.openingHours)) {
    return {
      spec: true,
      daysPerWeek: OPERATING_DAYS_TEXT,
      dashboardHours: DASHBOARD_OPERATING_HOURS_TEXT,
      attendanceDays: ATTENDANCE_OPERATING_DAYS_TEXT,
    };
  }
  const days = formatOpenDays(openingHours);
  return {
    spec: false,
    daysPerWeek: formatDaysPerWeek(openingHours),
    dashboardHours: formatOpeningHours(openingHours),
    attendanceDays: days ? `${formatDaysPerWeek(openingHours)}, ${days}` : CLOSED_EVERY_DAY,
  };
}

// Runs of consecutive days become 'Mon-Wed'; the runs are listed 'A, B and C'.
function formatDayList(days: readonly DayOfWeek[]): string {
  const runs: DayOfWeek[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && DAYS_OF_WEEK.indexOf(day) === DAYS_OF_WEEK.indexOf(last) + 1) run.push(day);
    else runs.push([day]);
  }
  const names = runs.map((run) => {
    const first = DAY_SHORT_NAMES[run[0] as DayOfWeek];
    if (run.length === 1) return first;
    return `${first}-${DAY_SHORT_NAMES[run.at(-1) as DayOfWeek]}`;
  });
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
