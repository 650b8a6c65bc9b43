/**
 * @module
 * Hours of the printed weekly report (spec sections 2 and 9): a present day counts the time
 * from arrival to departure, or 6 hours when it has no times; an absent day counts nothing.
 * Sums run on whole minutes so totals are exact; only the display divides by 60.
 */
import { type AttendanceDay, attendanceDayKey } from '@cubby/shared/docs';
import { dayMinutes } from '@cubby/shared/week-money';

/** One customer's row: minutes per date (null when absent) and the week's total. */
export interface WeeklyReportRow {
  id: string;
  name: string;
  minutes: (number | null)[];
  total: number;
}

/** The rows of the weekly report and the totals row. */
export function buildWeeklyReport(
  customers: ReadonlyArray<{ id: string; name: string }>,
  dates: readonly string[],
  days: ReadonlyMap<string, AttendanceDay>,
): { rows: WeeklyReportRow[]; dayTotals: number[]; total: number } {
  const rows = customers.map((customer) => {
    const minutes = dates.map((date) => {
      const day = days.get(attendanceDayKey(customer.id, date));
      return day?.isPresent ? dayMinutes(day) : null;
    });
    return { ...customer, minutes, total: sum(minutes) };
  });
  const dayTotals = dates.map((_, index) => sum(rows.map((row) => row.minutes[index])));
  return { rows, dayTotals, total: sum(dayTotals) };
}

function sum(values: ReadonlyArray<number | null | undefined>): number {
  return values.reduce<number>((total, value) => total + (value ?? 0), 0);
}
