/**
 * @module
 * What a day cell of the attendance grid says of a child's day, from its record (decision 069):
 * Present or Absent, the In now / Early / Late badges, and a line per visit ('8:00 AM - 4:00 PM',
 * '8:00 AM - still here') or 'No times' for a day present without times. Pure, so the cell and the
 * test that compares every view of a day read the same words.
 */
import { formatClockTime } from '@cubby/shared/dates';
import type { DayRecord } from '@cubby/shared/day-record';

/** A badge of a present day. */
export type DayBadge = 'In now' | 'Early' | 'Late';

/** What the cell shows. */
export interface DayCellView {
  present: boolean;
  badges: DayBadge[];
  /** A line per visit (keyed by the visit's id), or 'No times' alone; empty for an absent day. */
  times: Array<{ key: string; text: string }>;
}

/** The cell's words for a day (null: nothing stored, absent). */
export function dayCellView(day: DayRecord | null): DayCellView {
  if (!day?.present) return { present: false, badges: [], times: [] };
  const badges: DayBadge[] = [];
  if (day.inProgress) badges.push('In now');
  if (day.early) badges.push('Early');
  if (day.late) badges.push('Late');
  const times = day.withoutTimes
    ? [{ key: 'no-times', text: 'No times' }]
    : day.visits.map((visit) => ({
        key: visit.id,
        text: `${formatClockTime(visit.arrival)} - ${visit.departure ? formatClockTime(visit.departure) : 'still here'}`,
      }));
  return { present: true, badges, times };
}
