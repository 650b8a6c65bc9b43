/**
 * @module
 * The Opening Hours card's form as the owner edits it: each weekday open or closed with its
 * times, and the standard day; turned into what PUT /api/settings takes, checked by its schema,
 * each problem said beside the day or the field it is about.
 */
import {
  DAYS_OF_WEEK,
  type DayOfWeek,
  type OpeningHours,
  type StandardDay,
  sameOpeningHours,
} from '@cubby/shared/facility-hours';
import { updateSettingsPayloadSchema } from '@cubby/shared/schemas';

/** One weekday as the form holds it: its times are kept while it is closed, for reopening. */
export interface DayDraft {
  open: boolean;
  opens: string;
  closes: string;
}

/** The whole card's form. */
export interface HoursDraft {
  days: Record<DayOfWeek, DayDraft>;
  start: string;
  end: string;
}

/** What the card saves. */
export interface HoursChange {
  openingHours: OpeningHours;
  standardDay: StandardDay;
}

/** A problem per weekday, and one for the standard day. */
export type HoursProblems = Partial<Record<DayOfWeek | 'standardDay', string>>;

/** The form for the hours in force; a closed day offers the standard day's times to reopen with. */
export function toHoursDraft(saved: HoursChange): HoursDraft {
  const { standardDay } = saved;
  const days = Object.fromEntries(
    DAYS_OF_WEEK.map((day) => {
      const span = saved.openingHours[day];
      return [
        day,
        span
          ? { open: true, opens: span.open, closes: span.close }
          : { open: false, opens: standardDay.start, closes: standardDay.end },
      ];
    }),
  ) as Record<DayOfWeek, DayDraft>;
  return { days, start: standardDay.start, end: standardDay.end };
}

/** The hours the form says, as PUT /api/settings takes them (unchecked). */
export function fromHoursDraft(draft: HoursDraft): HoursChange {
  const openingHours: OpeningHours = {};
  for (const day of DAYS_OF_WEEK) {
    const { open, opens, closes } = draft.days[day];
    if (open) openingHours[day] = { open: opens, close: closes };
  }
  return { openingHours, standardDay: { start: draft.start, end: draft.end } };
}

/** Whether the form says the hours already saved. */
export function isUnchanged(draft: HoursDraft, saved: HoursChange): boolean {
  const typed = fromHoursDraft(draft);
  return (
    sameOpeningHours(typed.openingHours, saved.openingHours) &&
    typed.standardDay.start === saved.standardDay.start &&
    typed.standardDay.end === saved.standardDay.end
  );
}

/** The form checked by the server's own schema: the change, or the problems by day. */
export function checkHoursDraft(
  draft: HoursDraft,
): { change: HoursChange; problems: null } | { change: null; problems: HoursProblems } {
  const change = fromHoursDraft(draft);
  const parsed = updateSettingsPayloadSchema.safeParse(change);
  if (parsed.success) return { change, problems: null };
  const problems: HoursProblems = {};
  for (const issue of parsed.error.issues) {
    const [field, day] = issue.path;
    const where =
      field === 'openingHours' && isDay(day) ? day : field === 'standardDay' ? field : null;
    if (where && !problems[where]) problems[where] = sayProblem(issue.message, issue.path);
  }
  return { change: null, problems };
}

const isDay = (value: unknown): value is DayOfWeek =>
  typeof value === 'string' && (DAYS_OF_WEEK as readonly string[]).includes(value);

// A time box left empty is 'not a time' to the schema; the form says which box to fill.
function sayProblem(message: string, path: readonly PropertyKey[]): string {
  const [field, key, part] = path;
  if (field === 'openingHours' && part === 'open') return 'Enter the opening time';
  if (field === 'openingHours' && part === 'close') return 'Enter the closing time';
  if (field === 'standardDay' && key === 'start') return 'Enter the time the standard day starts';
  if (field === 'standardDay' && key === 'end') return 'Enter the time the standard day ends';
  return message;
}
