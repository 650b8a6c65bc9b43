/**
 * @module
 * The printable weekly table (spec section 2): each customer's hours Monday to Friday and for
 * the week, a totals row, and when it was generated. Read from the week's day records, so it
 * prints offline too.
 */
import { formatDisplayDate, weekDates, weekdayName } from '@cubby/shared/dates';
import { IN_PROGRESS } from '@cubby/shared/week-money';
import { useDirectory } from '../../data/directory.ts';
import { useWeekDoc, useWeekRecords } from '../../data/week.ts';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { formatHours } from '../../lib/format.ts';
import { generatedText } from './generated-text.ts';
import * as styles from './report.css.ts';
import { buildWeeklyReport } from './report-hours.ts';

/** The weekly report of the week starting `monday`. */
export function WeeklyReport({ monday, generatedAt }: { monday: string; generatedAt: Date }) {
  const { timeZone } = useFacilityClock();
  const dates = weekDates(monday);
  const { customers } = useDirectory();
  const { records } = useWeekRecords(useWeekDoc(monday));
  const report = buildWeeklyReport(customers, dates, records);
  const friday = dates[dates.length - 1] ?? monday;
  return (
    <article aria-label="Weekly Attendance Report">
      <h1 className={styles.title}>Weekly Attendance Report</h1>
      <p className={styles.subtitle}>
        Week of {formatDisplayDate(monday)} - {formatDisplayDate(friday)}
      </p>
      <table className={styles.table} aria-label="Weekly hours">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            {dates.map((date) => (
              <th key={date} scope="col" className={styles.number}>
                {weekdayName(date)}
              </th>
            ))}
            <th scope="col" className={styles.number}>
              Total Hours
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              {row.minutes.map((minutes, index) => (
                <td key={dates[index]} className={styles.number}>
                  {minutes === null
                    ? '-'
                    : minutes === 'in-progress'
                      ? IN_PROGRESS
                      : formatHours(minutes / 60)}
                </td>
              ))}
              <td className={styles.number}>{formatHours(row.total / 60)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalsRow}>
            <th scope="row">Totals</th>
            {report.dayTotals.map((minutes, index) => (
              <td key={dates[index]} className={styles.number}>
                {formatHours(minutes / 60)}
              </td>
            ))}
            <td className={styles.number}>{formatHours(report.total / 60)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.generated}>{generatedText(generatedAt, timeZone)}</p>
    </article>
  );
}
