/**
 * @module
 * The attendance screen's week label: the month/day range and the weekday names it covers
 * (spec section 2), e.g. 'Nov 16 - Nov 20' over 'Monday - Friday'.
 */
import { formatWeekRange, weekDates, weekdayName } from '@cubby/shared/dates';
import * as styles from './attendance-screen.css.ts';

/** The label of the week starting `monday`. */
export function WeekLabel({ monday }: { monday: string }) {
  const dates = weekDates(monday);
  const first = dates[0] ?? monday;
  const last = dates[dates.length - 1] ?? monday;
  return (
    <span className={styles.weekLabel}>
      <span>{formatWeekRange(monday)}</span>
      <span className={styles.weekDays}>
        {weekdayName(first)} - {weekdayName(last)}
      </span>
    </span>
  );
}
