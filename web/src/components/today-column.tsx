/**
 * @module
 * Today's column where a week's days are columns (issue 16): the attendance grid's day cells,
 * the Schedule Overview and the financial table. Marked for the eye (a tint and a bar) and for
 * screen readers (`aria-current="date"` on the day's header or cell). "Today" is the facility's
 * date (`useFacilityToday`).
 */
import * as styles from './today-column.css.ts';

/** `aria-current` and the highlight for a day's header, when `date` is today. */
export function todayMark(date: string, today: string, className?: string) {
  if (date !== today) return { className };
  return {
    'aria-current': 'date' as const,
    className: className ? `${className} ${styles.todayHeader}` : styles.todayHeader,
  };
}

/** The table's columns: `before` columns, one per date with today's tinted, then `after`. */
export function WeekColumns(props: {
  before: number;
  dates: string[];
  today: string;
  after: number;
}) {
  return (
    <colgroup>
      <col span={props.before} />
      {props.dates.map((date) => (
        <col key={date} className={date === props.today ? styles.todayColumn : undefined} />
      ))}
      <col span={props.after} />
    </colgroup>
  );
}

export { todayCell } from './today-column.css.ts';
